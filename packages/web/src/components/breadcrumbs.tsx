import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Router path; the last crumb (the current page) has none. */
  to?: string;
}

/** Where the page sits in the site, as an ordered list of links (the current page last, unlinked). */
export function Breadcrumbs({
  items,
  dense = false,
  testId,
}: {
  items: Crumb[];
  dense?: boolean;
  testId?: string;
}) {
  return (
    <Box
      component="nav"
      aria-label="Breadcrumb"
      data-testid={testId}
      sx={{ mb: dense ? 1 : { xs: 2, md: 3 } }}
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        {items.map((crumb, i) => (
          <Fragment key={`${crumb.label}-${crumb.to ?? 'here'}`}>
            {i > 0 && <ChevronRight aria-hidden sx={{ fontSize: 16, color: 'text.disabled' }} />}
            <Box component="li" sx={{ minWidth: 0 }}>
              {crumb.to ? (
                <MuiLink
                  component={Link}
                  to={crumb.to}
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontWeight: 500 }}
                >
                  {crumb.label}
                </MuiLink>
              ) : (
                <Typography
                  variant="body2"
                  aria-current="page"
                  sx={{
                    fontWeight: 600,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    maxWidth: { xs: 220, sm: 420 },
                    whiteSpace: 'nowrap',
                  }}
                >
                  {crumb.label}
                </Typography>
              )}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The way back to the admin home, the same on every admin screen whichever feature it belongs
 * to: "Admin", then the screen's own trail (`crumbs`, the current screen last).
 */
export function AdminBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return <Breadcrumbs items={[{ label: 'Admin', to: '/admin' }, ...crumbs]} dense testId="admin-trail" />;
}
