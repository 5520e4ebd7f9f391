import { ANALYTICS_ERRORS, type DayVisitor } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { analyticsErrorText, type DayArgs, useAnalyticsDayQuery } from './analytics-api';
import { Empty } from './analytics-tables';
import { dayLabel, placeName, utcTime } from './place-names';

function VisitorRow({ v }: { v: DayVisitor }) {
  const details = [
    placeName(v.country, v.region),
    `${v.device[0]?.toUpperCase() ?? ''}${v.device.slice(1)} · ${v.browser}`,
    v.referrer ? `from ${v.referrer}` : 'direct',
  ];
  return (
    <Box
      component="li"
      data-testid="day-visitor"
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px 1fr auto',
        gap: 1.5,
        alignItems: 'baseline',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" component="time" dateTime={v.firstSeenAt}>
        {utcTime(v.firstSeenAt)}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {v.path}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {details.join(' · ')}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={`${v.pageviews} ${v.pageviews === 1 ? 'page' : 'pages'}`}
        variant="outlined"
        sx={{ height: 22 }}
      />
    </Box>
  );
}

/**
 * The visitors of the selected day. A new day's list starts empty and then loads (spec
 * section 4): `currentData` is only ever the data of the day asked for, never the last one's.
 */
export function DayVisitors({ args, onPage }: { args: DayArgs; onPage: (page: number) => void }) {
  const { currentData, error, isFetching, refetch } = useAnalyticsDayQuery(args);
  return (
    <Box aria-live="polite" aria-busy={isFetching}>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {dayLabel(args.day)} (UTC)
        {currentData ? ` · ${currentData.total} ${currentData.total === 1 ? 'visitor' : 'visitors'}` : ''}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Try again
            </Button>
          }
        >
          {analyticsErrorText(error, ANALYTICS_ERRORS.fetchVisitors)}
        </Alert>
      ) : !currentData ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading visitors" />
        </Box>
      ) : currentData.items.length === 0 ? (
        <Empty>No visitors on this day{args.country !== undefined ? ' from this place' : ''}.</Empty>
      ) : (
        <>
          <Box component="ul" aria-label="Visitors of the day" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {currentData.items.map((v) => (
              <VisitorRow key={`${v.firstSeenAt}|${v.path}|${v.browser}|${v.country}`} v={v} />
            ))}
          </Box>
          {currentData.pageCount > 1 && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
              <Button size="small" disabled={args.page <= 1} onClick={() => onPage(args.page - 1)}>
                Newer
              </Button>
              <Typography variant="body2" color="text.secondary">
                {args.page} / {currentData.pageCount}
              </Typography>
              <Button
                size="small"
                disabled={args.page >= currentData.pageCount}
                onClick={() => onPage(args.page + 1)}
              >
                Older
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
