import { ANALYTICS_ERRORS, defaultAnalyticsRange } from '@app/contract';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { useDocumentHead } from '../../lib/document-head';
import {
  analyticsErrorText,
  refreshAnalytics,
  useAnalyticsDailyQuery,
  useAnalyticsLocationsQuery,
  useAnalyticsTopQuery,
} from './analytics-api';
import { AnalyticsFilters, type Filters, rangeProblem } from './analytics-filters';
import { DaysTable, LocationsTable, Panel, TopList } from './analytics-tables';
import { DayVisitors } from './day-visitors';
import { VisitsChart } from './visits-chart';

/** Range, place and selected day live in the address, so a view can be reloaded and shared. */
function useAnalyticsParams() {
  const [params, setParams] = useSearchParams();
  const range = defaultAnalyticsRange();
  const country = params.get('country');
  const filters: Filters = {
    from: params.get('from') ?? range.from,
    to: params.get('to') ?? range.to,
    country: country === null ? undefined : country === 'unknown' ? '' : country,
    region: params.get('region') ?? undefined,
  };
  const day = params.get('day');
  const page = Math.max(1, Number(params.get('vpage')) || 1);

  const write = (next: Filters, nextDay: string | null, nextPage = 1) => {
    const p = new URLSearchParams();
    if (next.from !== range.from || next.to !== range.to) {
      p.set('from', next.from);
      p.set('to', next.to);
    }
    if (next.country !== undefined) p.set('country', next.country === '' ? 'unknown' : next.country);
    if (next.region) p.set('region', next.region);
    if (nextDay) p.set('day', nextDay);
    if (nextPage > 1) p.set('vpage', String(nextPage));
    setParams(p, { replace: true });
  };
  return { filters, day, page, write };
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 750 }} data-testid={`stat-${label}`}>
        {value === undefined ? <Skeleton width={60} /> : value.toLocaleString('en')}
      </Typography>
    </Paper>
  );
}

/** Daily visits, visitors by country and region, a day's visitors, top pages and outbound clicks. */
export function AnalyticsScreen() {
  useDocumentHead({ title: 'Analytics' });
  const dispatch = useDispatch();
  const { filters, day, page, write } = useAnalyticsParams();
  const problem = rangeProblem(filters);
  const skip = problem !== null;
  const range = { from: filters.from, to: filters.to };

  const daily = useAnalyticsDailyQuery(filters, { skip });
  const locations = useAnalyticsLocationsQuery(range, { skip });
  const top = useAnalyticsTopQuery(filters, { skip });

  const dayRef = useRef<HTMLDivElement>(null);
  const selectDay = (d: string) => {
    write(filters, d);
    requestAnimationFrame(() => dayRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const setFilters = (next: Filters) => write(next, day);

  const data = daily.currentData;
  return (
    <AdminPage
      title="Analytics"
      crumbs={[{ label: 'Analytics' }]}
      subtitle="Page views and visitors of this site, counted without cookies. Days are UTC days."
      actions={
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={() => dispatch(refreshAnalytics())}
          disabled={daily.isFetching}
        >
          Refresh
        </Button>
      }
    >
      <AnalyticsFilters value={filters} locations={locations.data ?? []} onChange={setFilters} />

      {daily.error && !skip ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => daily.refetch()}>
              Try again
            </Button>
          }
        >
          {analyticsErrorText(daily.error, ANALYTICS_ERRORS.fetchAnalytics)}
        </Alert>
      ) : null}

      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 2 }}>
        <Stat label="Page views" value={data?.totals.pageviews} />
        <Stat label="Visitors" value={data?.totals.visitors} />
        <Stat label="Outbound clicks" value={data?.totals.outboundClicks} />
      </Box>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <Panel title="Visits per day" id="chart">
          {data ? (
            <VisitsChart daily={data.daily} onSelectDay={selectDay} />
          ) : (
            <Skeleton variant="rounded" height={240} />
          )}
        </Panel>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Panel title="Days" id="days">
            {data ? (
              <DaysTable daily={data.daily} selected={day} onSelect={selectDay} />
            ) : (
              <Skeleton variant="rounded" height={200} />
            )}
          </Panel>
          <Panel title="Countries and regions" id="places">
            {locations.error ? (
              <Alert severity="error">
                {analyticsErrorText(locations.error, ANALYTICS_ERRORS.fetchAnalytics)}
              </Alert>
            ) : locations.data ? (
              <LocationsTable rows={locations.data} onSelect={(p) => setFilters({ ...filters, ...p })} />
            ) : (
              <Skeleton variant="rounded" height={200} />
            )}
          </Panel>
        </Box>

        <Box ref={dayRef} sx={{ scrollMarginTop: 16 }}>
          <Panel title={day ? 'Visitors of the day' : 'Visitors of a day'} id="day">
            {day ? (
              <DayVisitors
                args={{ day, country: filters.country, region: filters.region, page }}
                onPage={(p) => write(filters, day, p)}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Choose a day in the chart or the list of days to see who came, when, and from where.
              </Typography>
            )}
          </Panel>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Panel title="Top pages" id="top-pages">
            <TopList entries={top.data?.pages ?? []} label="Top pages" empty="No page views yet." />
          </Panel>
          <Panel title="Referrers" id="top-referrers">
            <TopList
              entries={top.data?.referrers ?? []}
              label="Referrers"
              empty="No visits from other sites yet."
            />
          </Panel>
          <Panel title="Outbound clicks" id="top-outbound">
            <TopList
              entries={top.data?.outbound ?? []}
              label="Outbound clicks"
              empty="No marketplace clicks yet."
            />
          </Panel>
        </Box>
      </Box>
    </AdminPage>
  );
}
