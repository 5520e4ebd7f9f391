import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiErrorText, isApiError } from '../lib/api-error';

/** A call that ended in 404: the thing asked for does not exist (in this topic). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

interface LoadErrorProps {
  error: unknown;
  /** The spec's "Failed to ..." text, used when the server sent none. */
  fallback: string;
  onRetry: () => void;
  /** A short heading; defaults to a calm general one. */
  title?: string;
}

/** A failed load inside a page: what happened, in the server's words when it has them, and a retry. */
export function LoadError({ error, fallback, onRetry, title = "We couldn't load this" }: LoadErrorProps) {
  return (
    <Box
      role="alert"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: { xs: 3, md: 4 },
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <ErrorOutline sx={{ color: 'secondary.main', fontSize: 32 }} aria-hidden />
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {apiErrorText(error, { failed: fallback })}
        </Typography>
      </Box>
      <Button variant="contained" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
