import Box from '@mui/material/Box';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { saveErrorText } from './form-status';

/** Said instead of "This cannot be undone." for the records the History screen can bring back. */
export const RESTORABLE_NOTE = 'An admin can restore it from the History screen.';

/**
 * "Delete “X”? This cannot be undone." with the server's refusal, if any, inside; `restorable`
 * says instead that the History screen can bring it back (brands, items and tips).
 */
export function DeleteConfirm({
  name,
  open,
  busy,
  error,
  failed,
  onConfirm,
  onCancel,
  restorable = false,
  children,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  error: unknown;
  failed: string;
  onConfirm: () => void;
  onCancel: () => void;
  restorable?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${name}”?`}
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
      {restorable ? RESTORABLE_NOTE : 'This cannot be undone.'}
      {error ? (
        <Box component="span" role="alert" sx={{ display: 'block', mt: 1.5, color: 'error.main' }}>
          {saveErrorText(error, failed)}
        </Box>
      ) : null}
    </ConfirmDialog>
  );
}

/** Asks before deleting a record: `ask(record)` opens the dialog, which closes once the server agreed. */
export function useDeleteConfirm<T>({
  remove,
  removing,
  nameOf,
  failed,
  note,
  restorable = false,
}: {
  remove: (record: T) => PromiseLike<object>;
  removing: { isLoading: boolean; error?: unknown; reset: () => void };
  nameOf: (record: T) => string;
  failed: string;
  /** Said before "This cannot be undone." */
  note?: string;
  restorable?: boolean;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const dialog = (
    <DeleteConfirm
      name={target ? nameOf(target) : ''}
      open={target !== null}
      busy={removing.isLoading}
      error={removing.error}
      failed={failed}
      restorable={restorable}
      onConfirm={() => {
        if (target) void remove(target).then((r) => 'data' in r && setTarget(null));
      }}
      onCancel={() => {
        setTarget(null);
        removing.reset();
      }}
    >
      {note}
    </DeleteConfirm>
  );
  return { ask: setTarget, dialog };
}
