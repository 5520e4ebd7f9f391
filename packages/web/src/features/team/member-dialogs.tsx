import {
  AddMemberBody,
  ERRORS,
  MIN_PASSWORD_LENGTH,
  NewPassword,
  ROLE_DESCRIPTIONS,
  ROLES,
  type Role,
} from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { DialogFormActions } from '../../components/dialog-form-actions';
import { apiErrorText } from '../../lib/api-error';
import { roleLabel } from './roles';

export function RoleSelect({
  value,
  onChange,
  id,
  label = 'Role',
  disabled,
  size,
}: {
  value: Role;
  onChange: (role: Role) => void;
  id: string;
  label?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      disabled={disabled}
      size={size}
      onChange={(e) => onChange(e.target.value as Role)}
      fullWidth
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {roleLabel(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Email, role and an optional first password; the person replaces it at their first sign-in. */
export function AddMemberDialog({
  open,
  busy,
  error,
  onAdd,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: unknown;
  onAdd: (body: AddMemberBody) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = AddMemberBody.safeParse({ email, role, ...(password ? { password } : {}) });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onAdd(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="add-member-title"
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: { onExited: () => [setEmail(''), setPassword(''), setRole('editor'), setErrors({})] },
      }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="add-member-title">Add a person</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {error ? <Alert severity="error">{apiErrorText(error, { failed: ERRORS.memberAdd })}</Alert> : null}
          <TextField
            id="member-email"
            label="Email"
            type="email"
            autoFocus
            fullWidth
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <Box>
            <RoleSelect id="member-role" value={role} onChange={setRole} />
            <DialogContentText variant="body2" sx={{ mt: 0.75 }}>
              {ROLE_DESCRIPTIONS[role]}.
            </DialogContentText>
          </Box>
          <TextField
            id="member-password"
            label="First password (optional)"
            type="text"
            autoComplete="off"
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={
              errors.password ??
              `Leave empty to have one made up. At least ${MIN_PASSWORD_LENGTH} characters; they choose their own at first sign-in.`
            }
          />
        </DialogContent>
        <DialogFormActions busy={busy} onCancel={onClose} submitLabel="Add person" />
      </Box>
    </Dialog>
  );
}

/** A new password for someone who forgot theirs: the admin's choice, or one made up. */
export function ResetPasswordDialog({
  email,
  busy,
  error,
  onReset,
  onClose,
}: {
  email: string | null;
  busy: boolean;
  error: unknown;
  onReset: (password: string | undefined) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = password ? NewPassword.safeParse(password) : null;
    if (parsed && !parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Invalid password');
      return;
    }
    setInvalid(null);
    onReset(password || undefined);
  };
  return (
    <Dialog
      open={email !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="reset-title"
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => [setPassword(''), setInvalid(null)] } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="reset-title">Reset password</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {email} will have to choose a new password at their next sign-in. Their current password stops
            working now.
          </DialogContentText>
          {error ? (
            <Alert severity="error">{apiErrorText(error, { failed: ERRORS.memberPasswordReset })}</Alert>
          ) : null}
          <TextField
            id="reset-password"
            label="Temporary password (optional)"
            autoComplete="off"
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={invalid !== null}
            helperText={invalid ?? 'Leave empty to have one made up.'}
          />
        </DialogContent>
        <DialogFormActions busy={busy} onCancel={onClose} submitLabel="Reset password" />
      </Box>
    </Dialog>
  );
}
