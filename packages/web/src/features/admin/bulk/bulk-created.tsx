import type { BrandItem } from '@app/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { adminPaths } from '../paths';

const SHOWN_LINKS = 12;

/** The items a bulk create made, the first few linked to their pages and forms. */
export function BulkCreated({ items, onMore }: { items: BrandItem[]; onMore: () => void }) {
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ mb: 2.5 }}
      onClose={onMore}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
    >
      <AlertTitle>
        {items.length} {items.length === 1 ? 'item' : 'items'} created
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.slice(0, SHOWN_LINKS).map((i) => (
          <li key={i.id}>
            <MuiLink component={Link} to={adminPaths.itemPage(i)}>
              {i.name}
            </MuiLink>{' '}
            <MuiLink component={Link} to={adminPaths.editItem(i)} sx={{ fontSize: 13 }}>
              edit
            </MuiLink>
          </li>
        ))}
      </Box>
      {items.length > SHOWN_LINKS && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          and {items.length - SHOWN_LINKS} more, first in{' '}
          <MuiLink component={Link} to={adminPaths.items(items[0]?.isCategory ?? false, items[0]?.brandSlug)}>
            the items list
          </MuiLink>
          .
        </Typography>
      )}
    </Alert>
  );
}
