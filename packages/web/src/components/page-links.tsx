import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router';

/** The page numbers to show: first, last, the current one and its neighbours, with gaps. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

/**
 * Pagination as real links that keep `?page=` in the URL (and every other parameter), so pages
 * can be shared, reloaded and followed by crawlers. Nothing shows for a single page.
 */
export function PageLinks({
  page,
  pageCount,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  label?: string;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;

  const hrefOf = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p === 1) params.delete('page');
    else params.set('page', String(p));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const edge = { minWidth: 44, minHeight: 36, px: { xs: 1.25, sm: 2 } };

  return (
    <Box component="nav" aria-label={label} sx={{ mt: { xs: 4, md: 6 } }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          gap: 0.75,
          justifyContent: 'center',
          alignItems: 'center',
          flexWrap: 'wrap',
          // Buttons as flex items, not on a line of text: with their words hidden on a phone, the
          // icon-only Previous and Next would otherwise sit at different heights.
          '& > li': { display: 'flex' },
        }}
      >
        <li>
          <Button
            // At either end the button stays (the row keeps its shape) but links nowhere.
            {...(page <= 1
              ? { component: 'span', disabled: true }
              : { component: Link, to: hrefOf(page - 1) })}
            variant="outlined"
            aria-label="Previous page"
            startIcon={<ChevronLeft />}
            sx={edge}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Previous
            </Box>
          </Button>
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <Box
              component="li"
              // A gap is named by the page before it: at most two gaps, never at the same place.
              key={`gap-after-${pageWindow(page, pageCount)[i - 1]}`}
              aria-hidden
              sx={{ px: 0.5, alignSelf: 'center', color: 'text.secondary' }}
            >
              …
            </Box>
          ) : (
            <li key={p}>
              <Button
                component={Link}
                to={hrefOf(p)}
                variant={p === page ? 'contained' : 'text'}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                sx={{ minWidth: 44, px: 1.5 }}
              >
                {p}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            // At either end the button stays (the row keeps its shape) but links nowhere.
            {...(page >= pageCount
              ? { component: 'span', disabled: true }
              : { component: Link, to: hrefOf(page + 1) })}
            variant="outlined"
            aria-label="Next page"
            endIcon={<ChevronRight />}
            sx={edge}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Next
            </Box>
          </Button>
        </li>
      </Box>
    </Box>
  );
}
