import { CRAWL_ERRORS, PRICE_ERRORS, type PriceRefreshSchedule } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { apiErrorText } from '../../lib/api-error';
import { useCrawlStatusQuery } from './crawl-api';
import { usePriceRefreshScheduleQuery, useRefreshPricesNowMutation } from './price-refresh-api';

/** While a refresh runs, the panel looks this often at its progress. */
const RUNNING_POLL_MS = 2_000;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

const STATUS: Record<
  NonNullable<PriceRefreshSchedule['lastStatus']>,
  { label: string; color: 'default' | 'success' | 'error' | 'warning' | 'info' }
> = {
  running: { label: 'Running', color: 'info' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  skipped: { label: 'Skipped', color: 'warning' },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** How far the running refresh is, from the crawl's own progress report. */
function RunningProgress({ sessionId }: { sessionId: string }) {
  const { data } = useCrawlStatusQuery(undefined, { pollingInterval: RUNNING_POLL_MS });
  if (!data || data.sessionId !== sessionId)
    return <LinearProgress sx={{ my: 1.5 }} aria-label="Refreshing" />;
  const value = data.totalItems > 0 ? Math.min(100, (data.crawledItems / data.totalItems) * 100) : 0;
  return (
    <Box sx={{ my: 1.5 }} data-testid="price-refresh-progress">
      <Typography variant="body2">
        Items checked: {data.crawledItems} / {data.totalItems}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label="Items checked"
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}

/**
 * The crawl screen's "Price refresh" panel (admins): when the site's prices are next looked up
 * at the marketplace, how the last refresh went, and a button to refresh them now.
 */
export function PriceRefreshPanel() {
  const [polling, setPolling] = useState(0);
  const schedule = usePriceRefreshScheduleQuery(undefined, { pollingInterval: polling });
  const [refreshNow, started] = useRefreshPricesNowMutation();
  const [notice, setNotice] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  const s = schedule.data;
  const running = Boolean(s?.runningSessionId);
  // Polls while a run is on, and stops once the schedule says it ended.
  if (running !== polling > 0) setPolling(running ? RUNNING_POLL_MS : 0);

  async function start() {
    setNotice(null);
    try {
      const r = await refreshNow().unwrap();
      // A run under way shows itself (status and progress); only "nothing to do" needs saying.
      if (!r.sessionId)
        setNotice({ severity: 'info', text: 'Nothing to refresh: no item has a marketplace id.' });
    } catch (err) {
      setNotice({
        severity: 'error',
        text: apiErrorText(err, { failed: PRICE_ERRORS.start, network: CRAWL_ERRORS.network }),
      });
    }
    schedule.refetch();
  }

  // Equal (the defaults) is fine: each item is confirmed again about when its last check ages out.
  const gapBeforeRefresh = s && s.intervalHours > 0 && s.intervalHours > s.maxAgeHours;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 2 }}
      component="section"
      aria-labelledby="price-refresh-title"
      data-testid="price-refresh-panel"
    >
      <Typography id="price-refresh-title" component="h2" variant="h6">
        Price refresh
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Items with a marketplace id get their price, rating and availability looked up again on a schedule.
        {s ? ` The storefront hides a price confirmed more than ${s.maxAgeHours} hours ago.` : ''}
      </Typography>
      {schedule.error ? (
        <Alert severity="error" action={<Button onClick={() => schedule.refetch()}>Retry</Button>}>
          {apiErrorText(schedule.error, { failed: PRICE_ERRORS.scheduleLoad })}
        </Alert>
      ) : !s ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 1,
              m: 0,
              mb: 2,
            }}
          >
            <Row label="Schedule">
              {s.intervalHours > 0
                ? `Every ${s.intervalHours} hours`
                : 'Off (set an interval in site settings)'}
            </Row>
            <Row label="Next run">{s.intervalHours > 0 ? when(s.nextRunAt) : '—'}</Row>
            <Row label="Last run">
              {s.lastStatus ? (
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <Chip
                    size="small"
                    label={STATUS[s.lastStatus].label}
                    color={STATUS[s.lastStatus].color}
                    data-testid="price-refresh-status"
                  />
                  {when(s.lastFinishedAt && s.lastStatus !== 'running' ? s.lastFinishedAt : s.lastStartedAt)}
                </Box>
              ) : (
                'Never'
              )}
            </Row>
            <Row label="Items">{s.itemsToRefresh} with a marketplace id</Row>
          </Box>
          {s.lastError && (
            <Alert severity={s.lastStatus === 'failed' ? 'error' : 'warning'} sx={{ mb: 2 }}>
              {s.lastError}
            </Alert>
          )}
          {gapBeforeRefresh && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Prices are hidden once older than {s.maxAgeHours} hours, and a refresh comes every{' '}
              {s.intervalHours} hours: an item may show no price until the next refresh reaches it. A refresh
              interval of at most {s.maxAgeHours} hours avoids that.
            </Alert>
          )}
          {s.runningSessionId && <RunningProgress sessionId={s.runningSessionId} />}
        </>
      )}
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <Button
        variant="contained"
        onClick={start}
        disabled={!s || running || started.isLoading || s.itemsToRefresh === 0}
      >
        {running ? 'Refreshing…' : 'Refresh prices now'}
      </Button>
    </Paper>
  );
}
