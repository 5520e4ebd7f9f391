import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ProblemScreenProps {
  title: string;
  message: ReactNode;
  /** Shown as a "Try again" button that reloads the page, the surest way out of a failed load. */
  retry?: boolean;
  children?: ReactNode;
  minHeight?: string | number;
  /** Announce at once (a failure); false for a quiet state such as "not found". */
  alert?: boolean;
}

/** A calm, centred explanation of something that went wrong, with a way forward. */
export function ProblemScreen({
  title,
  message,
  retry = false,
  children,
  minHeight = '60vh',
  alert = true,
}: ProblemScreenProps) {
  return (
    <Box
      role={alert ? 'alert' : undefined}
      sx={{ minHeight, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 6 }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <ErrorOutline sx={{ fontSize: 48, color: 'secondary.main' }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ mt: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {message}
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {retry && (
            <Button variant="contained" onClick={() => window.location.reload()}>
              Try again
            </Button>
          )}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
