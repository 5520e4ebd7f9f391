import type { RecentChange, RecentChangeKind } from '@app/contract';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { adminPaths } from '../paths';

const kindLabel: Record<RecentChangeKind, string> = {
  brand: 'Brand',
  category: 'Category',
  brandItem: 'Brand item',
  categoryItem: 'Category item',
  tip: 'Tip',
  podcast: 'Podcast',
};

/** Where a recent change is edited. */
function editPath(r: RecentChange): string {
  switch (r.kind) {
    case 'brand':
    case 'category':
      return adminPaths.editBrand({ slug: r.slug ?? '', isCategory: r.kind === 'category' });
    case 'brandItem':
    case 'categoryItem':
      return adminPaths.editItem({
        brandSlug: r.brandSlug ?? '',
        itemSlug: r.slug ?? '',
        isCategory: r.kind === 'categoryItem',
      });
    case 'tip':
      return adminPaths.editTip(r.id);
    case 'podcast':
      return adminPaths.editPodcast(r.id);
  }
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
/** "3 minutes ago", "yesterday": how long since a change. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size)
      return relative.format(unit === 'second' && Math.abs(value) < 10 ? 0 : value, unit);
    value = Math.round(value / size);
  }
  return relative.format(value, 'year');
}

export function RecentChanges({ changes }: { changes: RecentChange[] }) {
  if (changes.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        Nothing has changed yet. New and edited records show up here.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Recent changes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {changes.map((r) => (
        <Box
          component="li"
          key={`${r.kind}-${r.id}`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <MuiLink
              component={Link}
              to={editPath(r)}
              underline="hover"
              color="text.primary"
              sx={{
                fontWeight: 550,
                display: 'block',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {r.title}
            </MuiLink>
            <Typography variant="body2" color="text.secondary" noWrap>
              {kindLabel[r.kind]} ·{' '}
              <time dateTime={r.updatedAt} title={new Date(r.updatedAt).toLocaleString()}>
                {r.createdAt === r.updatedAt ? 'added' : 'edited'} {timeAgo(r.updatedAt)}
              </time>
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
