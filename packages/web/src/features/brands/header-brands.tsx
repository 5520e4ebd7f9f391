import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useGetHeaderBrandsQuery } from './brands-api';

const STRIP_HEIGHT = 40;

/**
 * The header-banner brands: a slim strip of links under the header that scrolls sideways on
 * small screens. It keeps its height while loading, so the page below does not jump.
 */
export function HeaderBrands() {
  const { data } = useGetHeaderBrandsQuery();
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', height: STRIP_HEIGHT }}>
      <Container maxWidth="lg" sx={{ height: '100%', px: { xs: 0, sm: 2 } }}>
        {data && data.length > 0 && (
          <Box
            component="nav"
            aria-label="Popular brands"
            sx={{
              height: '100%',
              overflowX: 'auto',
              scrollbarWidth: 'none',
              '&::-webkit-scrollbar': { display: 'none' },
              maskImage: { xs: 'linear-gradient(90deg, #000 85%, transparent)', md: 'none' },
            }}
          >
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                px: { xs: 1, sm: 0 },
                py: 0,
                height: '100%',
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
              }}
            >
              <Box
                component="li"
                sx={{
                  flexShrink: 0,
                  fontSize: 13,
                  opacity: 0.75,
                  pr: 1,
                  pl: { xs: 1, sm: 0 },
                  display: { xs: 'none', sm: 'block' },
                }}
              >
                Top brands:
              </Box>
              {data.map((brand) => (
                <Box component="li" key={brand.id} sx={{ flexShrink: 0 }}>
                  <Box
                    component={NavLink}
                    to={paths.brand(brand.slug)}
                    sx={{
                      display: 'inline-block',
                      px: 1.25,
                      py: 0.5,
                      borderRadius: 999,
                      color: 'inherit',
                      fontSize: 13.5,
                      fontWeight: 500,
                      textDecoration: 'none',
                      whiteSpace: 'nowrap',
                      '&:hover': { bgcolor: 'rgba(255,255,255,0.14)' },
                      '&.active': { bgcolor: 'rgba(255,255,255,0.2)' },
                      '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 0 },
                    }}
                  >
                    {brand.name}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </Container>
    </Box>
  );
}
