import { ChangePasswordBody, ERRORS, MIN_PASSWORD_LENGTH } from '@app/contract';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { apiErrorText } from '../../lib/api-error';
import { useChangePasswordMutation } from './auth-api';
import { AuthCard, fieldErrorsOf } from './auth-card';

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
    const next: FieldErrors = parsed.success
      ? {}
      : fieldErrorsOf(parsed.error.issues, ['currentPassword', 'newPassword']);
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
    <AuthCard
      icon={<KeyOutlined />}
      title="Choose a new password"
      subtitle={`An admin of this site set the password of ${email}. Choose one only you know before you continue.`}
      error={error ? apiErrorText(error, { failed: ERRORS.passwordChange }) : null}
      busy={isLoading}
      submitLabel="Save new password"
      onSubmit={submit}
    >
      {field('currentPassword', 'Password you signed in with', 'current-password')}
      {field('newPassword', 'New password', 'new-password', `At least ${MIN_PASSWORD_LENGTH} characters`)}
      {field('repeat', 'New password again', 'new-password')}
    </AuthCard>
  );
}
