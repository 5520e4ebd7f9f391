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

/** How each kind of change reads after the record's kind: "Brand · edited 3 minutes ago". */
const actionLabel: Record<string, string> = {
  create: 'added',
  update: 'edited',
  delete: 'deleted',
  restore: 'restored',
  reorder: 'reordered',
  import: 'added in bulk',
};

/** Where a recent change is edited; null when there is no one record to open (a reorder, a delete). */
function editPath(r: RecentChange): string | null {
  if (r.id === null || r.action === 'delete') return null;
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

const titleSx = {
  fontWeight: 550,
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** The record's name, a link to its form while there is one record to open. */
function ChangeTitle({ change }: { change: RecentChange }) {
  const to = editPath(change);
  if (!to) return <Typography sx={titleSx}>{change.title}</Typography>;
  return (
    <MuiLink component={Link} to={to} underline="hover" color="text.primary" sx={titleSx}>
      {change.title}
    </MuiLink>
  );
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
          key={`${r.kind}-${r.id}-${r.updatedAt}-${r.action}`}
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
            <ChangeTitle change={r} />
            <Typography variant="body2" color="text.secondary" noWrap>
              {kindLabel[r.kind]} ·{' '}
              <time dateTime={r.updatedAt} title={new Date(r.updatedAt).toLocaleString()}>
                {actionLabel[r.action] ?? r.action} {timeAgo(r.updatedAt)}
              </time>
              {r.userEmail ? ` by ${r.userEmail}` : ''}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
