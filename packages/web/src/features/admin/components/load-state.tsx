import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { apiErrorText } from '../../../lib/api-error';

/** While a screen's record loads, or why it could not. */
export function LoadState({
  loading,
  error,
  failed,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  failed: string;
  onRetry?: () => void;
}) {
  if (loading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  if (error)
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      >
        {apiErrorText(error, { failed })}
      </Alert>
    );
  return null;
}
