import type { DailyVisits, LocationVisits, TopEntry } from '@app/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { countryName, dayLabel } from './place-names';

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id ? `${id}-title` : undefined}
      sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, minWidth: 0 }}
    >
      <Typography
        id={id ? `${id}-title` : undefined}
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 650, mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const num = (n: number) => n.toLocaleString('en');
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const clickable = { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } as const;

/** The range's days, latest first; a row (or Enter on it) shows that day's visitors. */
export function DaysTable({
  daily,
  selected,
  onSelect,
}: {
  daily: DailyVisits[];
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  return (
    <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label="Visits per day">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell align="right">Views</TableCell>
            <TableCell align="right">Visitors</TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              Outbound
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...daily].reverse().map((d) => (
            <TableRow
              key={d.day}
              hover
              selected={d.day === selected}
              tabIndex={0}
              data-day={d.day}
              aria-selected={d.day === selected}
              onClick={() => onSelect(d.day)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSelect(d.day);
                }
              }}
              sx={clickable}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayLabel(d.day)}</TableCell>
              <TableCell align="right">{num(d.pageviews)}</TableCell>
              <TableCell align="right">{num(d.visitors)}</TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                {num(d.outboundClicks)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Countries and regions of the range; a row filters by that place. */
export function LocationsTable({
  rows,
  onSelect,
}: {
  rows: LocationVisits[];
  onSelect: (place: { country: string; region?: string | undefined }) => void;
}) {
  if (rows.length === 0) return <Empty>No visits in this range.</Empty>;
  return (
    <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label="Visits by country and region">
        <TableHead>
          <TableRow>
            <TableCell>Country</TableCell>
            <TableCell>Region</TableCell>
            <TableCell align="right">Views</TableCell>
            <TableCell align="right">Visitors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow
              key={`${r.country}|${r.region}`}
              hover
              tabIndex={0}
              title="Show only this place"
              onClick={() => onSelect({ country: r.country, region: r.region || undefined })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onSelect({ country: r.country, region: r.region || undefined });
              }}
              sx={clickable}
            >
              <TableCell>{countryName(r.country)}</TableCell>
              <TableCell>{r.region || '—'}</TableCell>
              <TableCell align="right">{num(r.pageviews)}</TableCell>
              <TableCell align="right">{num(r.visitors)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}

/** A ranked list: a value (page, host, link) and its count, with a bar for scale. */
export function TopList({ entries, label, empty }: { entries: TopEntry[]; label: string; empty: string }) {
  if (entries.length === 0) return <Empty>{empty}</Empty>;
  const max = Math.max(...entries.map((e) => e.count));
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {entries.map((e) => (
        <Box component="li" key={e.value} sx={{ position: 'relative', px: 1, py: 0.5, borderRadius: 1 }}>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              width: `${(e.count / max) * 100}%`,
              bgcolor: 'primary.main',
              opacity: 0.08,
              borderRadius: 1,
            }}
          />
          <Box sx={{ position: 'relative', display: 'flex', gap: 1, justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }} title={e.value}>
              {e.value}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
              {num(e.count)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
