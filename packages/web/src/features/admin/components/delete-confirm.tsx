import Box from '@mui/material/Box';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { saveErrorText } from './form-status';

/** "Delete “X”? This cannot be undone." with the server's refusal, if any, inside. */
export function DeleteConfirm({
  name,
  open,
  busy,
  error,
  failed,
  onConfirm,
  onCancel,
  children,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  error: unknown;
  failed: string;
  onConfirm: () => void;
  onCancel: () => void;
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
      This cannot be undone.
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
}: {
  remove: (record: T) => PromiseLike<object>;
  removing: { isLoading: boolean; error?: unknown; reset: () => void };
  nameOf: (record: T) => string;
  failed: string;
  /** Said before "This cannot be undone." */
  note?: string;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const dialog = (
    <DeleteConfirm
      name={target ? nameOf(target) : ''}
      open={target !== null}
      busy={removing.isLoading}
      error={removing.error}
      failed={failed}
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
