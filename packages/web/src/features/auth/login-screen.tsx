import { LoginBody } from '@app/contract';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getCurrentTopic } from '../../lib/topic';
import { useLoginMutation } from './auth-api';
import { AuthCard, fieldErrorsOf } from './auth-card';
import { authErrorCleared, selectAuth } from './auth-slice';
import { ChangePasswordForm } from './change-password-form';
import { isEditorOf } from './is-admin-of';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** Where the guard sent the user from, if it did. */
const rememberedPath = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
    ? state.from
    : null;

export function LoginScreen() {
  const topic = getCurrentTopic();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { loading, error, isAuthenticated, user } = useAppSelector(selectAuth);
  const [login] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const from = rememberedPath(location.state);

  // An error left over from an earlier session check is not about this form.
  useEffect(() => {
    dispatch(authErrorCleared());
  }, [dispatch]);

  // Someone whose password an admin set chooses their own here first; the effect waits for it.
  const mustChangePassword = isAuthenticated && user?.mustChangePassword === true;
  useEffect(() => {
    if (!isAuthenticated || !user || user.mustChangePassword) return;
    navigate(from ?? (isEditorOf(user, topic) ? '/admin' : '/'), { replace: true });
  }, [isAuthenticated, user, from, topic, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = LoginBody.safeParse({ email, password, websiteTopic: topic });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues, ['email', 'password']));
      return;
    }
    setFieldErrors({});
    // The outcome lands in the auth slice; the effect above navigates on success.
    void login(parsed.data);
  };

  if (mustChangePassword && user) return <ChangePasswordForm email={user.email} />;

  return (
    <AuthCard
      icon={<LockOutlined />}
      title="Sign in"
      subtitle={
        from
          ? 'Sign in to continue where you left off.'
          : 'Welcome back. Sign in with your account for this site.'
      }
      error={error}
      busy={loading}
      submitLabel="Sign in"
      onSubmit={submit}
    >
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
      <TextField
        id="login-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
        slotProps={{
          htmlInput: { 'aria-required': true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </AuthCard>
  );
}
