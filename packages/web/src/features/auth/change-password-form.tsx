import { ChangePasswordBody, ERRORS, MIN_PASSWORD_LENGTH } from '@app/contract';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { apiErrorText } from '../../lib/api-error';
import { useChangePasswordMutation } from './auth-api';

type Field = 'currentPassword' | 'newPassword' | 'repeat';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * "Choose a new password": shown after sign-in, before anything else, when an admin reset the
 * person's password (or added them with one they were told). The server refuses their writes
 * until it is done; on success the auth slice takes the fresh session and the caller moves on.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const [changePassword, { isLoading, error }] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    repeat: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ChangePasswordBody.safeParse({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const next: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
    }
    if (!next.newPassword && values.repeat !== values.newPassword) next.repeat = 'The two passwords differ';
    setFieldErrors(next);
    if (parsed.success && Object.keys(next).length === 0) void changePassword(parsed.data);
  };

  const field = (name: Field, label: string, autoComplete: string, helper?: string) => (
    <TextField
      id={`password-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      autoFocus={name === 'currentPassword'}
      fullWidth
      value={values[name]}
      onChange={set(name)}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name] ?? helper}
    />
  );

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
          <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5 }}>
            <KeyOutlined />
          </Avatar>
          <Typography component="h1" variant="h4" sx={{ textAlign: 'center' }}>
            Choose a new password
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
            An admin of this site set the password of {email}. Choose one only you know before you continue.
          </Typography>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {apiErrorText(error, { failed: ERRORS.passwordChange })}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {field('currentPassword', 'Password you signed in with', 'current-password')}
          {field('newPassword', 'New password', 'new-password', `At least ${MIN_PASSWORD_LENGTH} characters`)}
          {field('repeat', 'New password again', 'new-password')}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ mt: 1, py: 1.25 }}
          >
            Save new password
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
