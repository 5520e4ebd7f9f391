import { ERRORS } from '@app/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { apiErrorText, isApiError } from '../../../lib/api-error';

export const NOT_ADMIN_TEXT = 'Only editors and admins of this site can save changes.';

/** The text of a failed save: a refusal for lack of rights says so plainly. */
export function saveErrorText(error: unknown, failed: string): string {
  if (isApiError(error) && error.status === 403) {
    const server = error.error && error.error !== ERRORS.forbidden ? ` (${error.error})` : '';
    return `${NOT_ADMIN_TEXT}${server}`;
  }
  return apiErrorText(error, { failed });
}

/** The server's refusal, above the form. */
export function ServerErrorAlert({
  error,
  failed,
  onClose,
}: {
  error: unknown;
  failed: string;
  onClose?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The save button sits at the bottom of a long form: bring the reason into view.
  useEffect(() => {
    if (error) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  if (!error) return null;
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <Alert ref={ref} severity="error" onClose={onClose} sx={{ mb: 2.5, scrollMarginTop: 96 }} role="alert">
      <AlertTitle>{forbidden ? 'Not saved: you are not an admin of this site' : 'Not saved'}</AlertTitle>
      {saveErrorText(error, failed)}
    </Alert>
  );
}

/** The spec's success flag: shown after a save until dismissed (which resets the flag). */
export function SuccessNotice({
  show,
  children,
  onClose,
}: {
  show: boolean;
  children: ReactNode;
  onClose: () => void;
}) {
  if (!show) return null;
  return (
    <Alert
      severity="success"
      onClose={onClose}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
      sx={{ mb: 2.5 }}
      role="status"
    >
      {children}
    </Alert>
  );
}

/**
 * The bar that sticks to the bottom of the window under a long form. `raised` lifts it with a
 * shadow (a form with unsaved changes); `outlined` draws a full border instead of a top rule.
 */
export function StickyActionBar({
  raised = false,
  outlined = false,
  children,
}: {
  raised?: boolean;
  outlined?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        py: 1.5,
        px: { xs: 2, md: 3 },
        mx: { xs: -2, md: 0 },
        ...(outlined ? { border: 1 } : { borderTop: 1 }),
        borderColor: 'divider',
        bgcolor: 'background.paper',
        borderRadius: { md: 2 },
        boxShadow: raised ? '0 -4px 16px rgba(16, 24, 40, 0.06)' : 'none',
      }}
    >
      {children}
    </Box>
  );
}

/** The bar at the end of a form: the primary action, disabled while saving, and secondary ones. */
export function FormActions({
  saving,
  dirty,
  submitLabel,
  children,
}: {
  saving: boolean;
  dirty: boolean;
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <StickyActionBar raised={dirty}>
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {saving ? 'Saving…' : submitLabel}
      </Button>
      {children}
      <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
        {dirty ? 'Unsaved changes' : ''}
      </Typography>
    </StickyActionBar>
  );
}
