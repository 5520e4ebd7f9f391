import { ACTIVITY_ERRORS } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { apiErrorText } from '../../lib/api-error';
import { useActivityQuery } from './activity-api';
import { ActivityEntryCard } from './activity-entry';
import { type HistoryFilter, HistoryFilters } from './history-filters';

/** `admin/history`: every change of the site, newest first, filtered; brands, items and tips restorable. */
export function HistoryScreen() {
  const [filter, setFilter] = useState<HistoryFilter>({});
  const [page, setPage] = useState(1);
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const query = useActivityQuery({ ...filter, page }, { skip: badRange, refetchOnMountOrArgChange: true });
  const data = query.data;

  return (
    <AdminPage
      title="History"
      crumbs={[{ label: 'History' }]}
      subtitle="Who changed what, and when. Brands, items and tips can be put back as they were."
    >
      <HistoryFilters
        value={filter}
        people={data?.people ?? []}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {apiErrorText(query.error, { failed: ACTIVITY_ERRORS.historyLoad })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ px: { xs: 2, md: 3 }, borderRadius: 2 }}>
        {query.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the history" />
          </Box>
        )}
        {data && data.items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            No changes match these filters.
          </Typography>
        )}
        {data && data.items.length > 0 && (
          <Box component="ul" aria-label="Changes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.items.map((e) => (
              <ActivityEntryCard key={e.id} entry={e} />
            ))}
          </Box>
        )}
      </Paper>
      {data && data.pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={data.pageCount} page={page} onChange={(_, p) => setPage(p)} />
        </Box>
      )}
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          {data.total} {data.total === 1 ? 'change' : 'changes'}
        </Typography>
      )}
    </AdminPage>
  );
}
