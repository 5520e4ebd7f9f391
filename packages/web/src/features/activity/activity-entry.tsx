import { ACTIVITY_ENTITY_LABELS, type ActivityEntityType, type ActivityEntry } from '@app/contract';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { apiErrorText } from '../../lib/api-error';
import { useRestoreVersionMutation } from './activity-api';
import { ChangeDiff } from './change-diff';

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  reorder: 'Reordered',
  import: 'Imported',
};

const ACTION_COLOURS: Record<string, 'success' | 'info' | 'error' | 'warning' | 'default'> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  restore: 'warning',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const kindLabel = (t: string) => ACTIVITY_ENTITY_LABELS[t as ActivityEntityType] ?? t;

/** A create or a delete lists every field: those are folded away until asked for. */
function EntryChanges({ entry }: { entry: ActivityEntry }) {
  const count = Object.keys(entry.changes).length;
  const foldable = (entry.action === 'create' || entry.action === 'delete') && count > 3;
  const [open, setOpen] = useState(!foldable);
  if (open) return <ChangeDiff changes={entry.changes} />;
  return (
    <Button size="small" onClick={() => setOpen(true)} sx={{ ml: -1 }}>
      Show the {count} fields it {entry.action === 'create' ? 'was made with' : 'had'}
    </Button>
  );
}

/**
 * One change: what, who and when, the fields it changed, and (for a brand, item or tip that
 * still has a version) "Restore this version" behind a confirmation.
 */
export function ActivityEntryCard({ entry, showKind = true }: { entry: ActivityEntry; showKind?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [restore, restoring] = useRestoreVersionMutation();
  const [done, setDone] = useState(false);

  const onConfirm = async () => {
    try {
      await restore(entry.id).unwrap();
      setDone(true);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box
      component="li"
      aria-label={`${ACTION_LABELS[entry.action] ?? entry.action} ${entry.entityLabel}`}
      sx={{ borderBottom: 1, borderColor: 'divider', py: 2, '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip
          size="small"
          label={ACTION_LABELS[entry.action] ?? entry.action}
          color={ACTION_COLOURS[entry.action] ?? 'default'}
          variant="outlined"
        />
        {showKind && (
          <Typography variant="body2" color="text.secondary">
            {kindLabel(entry.entityType)}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {entry.entityLabel}
        </Typography>
        {entry.restorable && (
          <Button
            size="small"
            startIcon={<RestoreOutlined />}
            onClick={() => setConfirming(true)}
            disabled={restoring.isLoading}
            // On a phone the button wraps to a line of its own: its icon lines up with the text.
            sx={{ ml: { xs: -0.75, sm: 0 } }}
          >
            Restore this version
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {entry.userEmail || 'Unknown person'} ·{' '}
        <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
      </Typography>
      <EntryChanges entry={entry} />
      {restoring.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {apiErrorText(restoring.error, { failed: 'The version could not be restored' })}
        </Alert>
      )}
      {done && !restoring.isError && (
        <Alert severity="success" sx={{ mt: 1 }} onClose={() => setDone(false)}>
          Restored: the record is back to this version.
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title="Restore this version?"
        confirmLabel="Restore"
        busy={restoring.isLoading}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        “{entry.entityLabel}” will be written back as it was after this change ({when(entry.createdAt)}). The
        restore is recorded in the history, so it can be undone the same way.
      </ConfirmDialog>
    </Box>
  );
}
