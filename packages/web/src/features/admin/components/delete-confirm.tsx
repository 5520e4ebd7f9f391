import Box from '@mui/material/Box';
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
