import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

/**
 * The card of the sign-in and password forms: an icon, the heading, a line under it, the
 * server's error if any, then the form's fields and `submitLabel`'s button (busy while `busy`).
 */
export function AuthCard({
  icon,
  title,
  subtitle,
  error,
  busy,
  submitLabel,
  onSubmit,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: ReactNode;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 420,
          p: { xs: 3, sm: 4 },
          borderRadius: 2,
          boxShadow: '0 12px 40px rgba(16,24,40,0.08)',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5 }}>{icon}</Avatar>
          <Typography component="h1" variant="h4" sx={{ textAlign: 'center' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
            {subtitle}
          </Typography>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          {children}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ mt: 1, py: 1.25 }}
          >
            {submitLabel}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

/** The first message of each of `fields` among a schema's issues: what shows under each field. */
export function fieldErrorsOf<F extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (fields.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}
