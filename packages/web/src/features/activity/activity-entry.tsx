import {
  ACTIVITY_ENTITY_LABELS,
  ACTIVITY_ERRORS,
  type ActivityEntityType,
  type ActivityEntry,
} from '@app/contract';
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

/** What restoring a deletion brings back, and what it does not, for the entry and its dialog. */
const DELETED_NOTES: Partial<Record<string, string>> = {
  brand:
    'Its items were deleted with it and do not come back with it: each can be restored from its own “Deleted” entry, once the brand is back.',
  brandItem: 'If its brand or category was deleted too, restore that first.',
};

/** The restore dialog's words: a deletion undone, or an earlier version written back. */
function RestoreText({ entry }: { entry: ActivityEntry }) {
  if (entry.action !== 'delete') {
    return (
      <>
        “{entry.entityLabel}” will be written back as it was after this change ({when(entry.createdAt)}). The
        restore is recorded in the history, so it can be undone the same way.
      </>
    );
  }
  const note = DELETED_NOTES[entry.entityType];
  return (
    <>
      “{entry.entityLabel}” will be created again as it was when it was deleted ({when(entry.createdAt)}),
      under its old address and with its history, and shown on the site again. {note}
      {note ? ' ' : ''}The restore is recorded in the history.
    </>
  );
}

/**
 * One change: what, who and when, the fields it changed, and (for a brand, item or tip that
 * still has a version) "Restore this version", or "Restore" for a deletion, behind a
 * confirmation. `onRestored` gets the restore's own entry (its snapshot is the record now).
 */
export function ActivityEntryCard({
  entry,
  showKind = true,
  onRestored,
}: {
  entry: ActivityEntry;
  showKind?: boolean;
  onRestored?: ((restored: ActivityEntry) => void) | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const [restore, restoring] = useRestoreVersionMutation();
  const [done, setDone] = useState(false);
  const deletion = entry.action === 'delete';
  const deletedNote = deletion && entry.restorable ? DELETED_NOTES[entry.entityType] : undefined;

  const onConfirm = async () => {
    try {
      const restored = await restore(entry.id).unwrap();
      setDone(true);
      onRestored?.(restored);
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
            {deletion ? 'Restore' : 'Restore this version'}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {entry.userEmail || 'Unknown person'} ·{' '}
        <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
      </Typography>
      <EntryChanges entry={entry} />
      {deletedNote && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {deletedNote}
        </Typography>
      )}
      {restoring.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {apiErrorText(restoring.error, { failed: ACTIVITY_ERRORS.restoreFailed })}
        </Alert>
      )}
      {done && !restoring.isError && (
        <Alert severity="success" sx={{ mt: 1 }} onClose={() => setDone(false)}>
          {deletion ? 'Restored: the record is back.' : 'Restored: the record is back to this version.'}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={
          deletion
            ? `Restore this deleted ${kindLabel(entry.entityType).toLowerCase()}?`
            : 'Restore this version?'
        }
        confirmLabel="Restore"
        busy={restoring.isLoading}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        <RestoreText entry={entry} />
      </ConfirmDialog>
    </Box>
  );
}
