import type { ActivityEntityType, ActivityEntry } from '@app/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRecordHistoryQuery } from './activity-api';
import { ActivityEntryCard } from './activity-entry';

/**
 * A record's history under its form: each change with its diff and "Restore this version".
 * For admins only (the history is theirs: the route shows it to them alone); `version` is the
 * record's updatedAt, so a save shows at once.
 * `onRestored` gets the restore's entry, whose snapshot is the record as restored: a form at a
 * slug-based address moves to the record's new address with it.
 */
export function RecordHistory({
  entityType,
  entityId,
  version,
  onRestored,
}: {
  entityType: ActivityEntityType;
  entityId: number;
  version: string;
  onRestored?: (restored: ActivityEntry) => void;
}) {
  const query = useRecordHistoryQuery({ entityType, entityId, version }, { refetchOnMountOrArgChange: true });
  const items = query.data?.items ?? [];
  return (
    <Paper
      component="section"
      aria-labelledby="record-history-title"
      variant="outlined"
      sx={{ px: { xs: 2, md: 3 }, py: 2, mt: 3, borderRadius: 2 }}
    >
      <Typography id="record-history-title" component="h2" variant="subtitle1" sx={{ fontWeight: 650 }}>
        History
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Every saved change of this record, newest first.
      </Typography>
      {query.isSuccess && items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No changes recorded yet.
        </Typography>
      )}
      <Box component="ul" aria-label="Changes of this record" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((e) => (
          <ActivityEntryCard key={e.id} entry={e} showKind={false} onRestored={onRestored} />
        ))}
      </Box>
    </Paper>
  );
}
