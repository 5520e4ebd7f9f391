import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

const links = [
  { to: '/about', label: 'About' },
  { to: '/hassle-free-shopping', label: 'Hassle-free shopping' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/shipping-policy', label: 'Shipping policy' },
];

export function SiteFooter({ title }: { title: string }) {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.82)', mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: 4,
          display: 'flex',
          gap: 2,
          flexDirection: { xs: 'column', md: 'row' },
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', md: 'center' },
        }}
      >
        <Box component="nav" aria-label="Footer">
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}
          >
            {links.map((link) => (
              <li key={link.to}>
                <MuiLink component={Link} to={link.to} color="inherit" sx={{ fontWeight: 500 }}>
                  {link.label}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          © {new Date().getFullYear()} {title}
        </Typography>
      </Container>
    </Box>
  );
}
