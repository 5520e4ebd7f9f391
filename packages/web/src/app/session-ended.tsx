import type { LoginBody } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useLoginMutation } from '../features/auth/auth-api';
import { selectAuth } from '../features/auth/auth-slice';
import { renewalDeclined } from '../lib/session';
import { getCurrentTopic } from '../lib/topic';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * When a signed-in person's session ends under an open page (lib/session.ts), this dialog asks
 * them to sign in again right there: the page and whatever they typed stay behind it, and the
 * call that found the session ended is sent again once they have signed in.
 */
export function SessionEnded() {
  const dispatch = useAppDispatch();
  const { renewal, user, loading, error } = useAppSelector(selectAuth);
  const [login] = useLoginMutation();
  const open = renewal === 'asking';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  // Each time it opens: the account that was signed in, and no password left from last time.
  useEffect(() => {
    if (!open) return;
    setEmail(user?.email ?? '');
    setPassword('');
    setMissing(false);
  }, [open, user]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '' || email.trim() === '') {
      setMissing(true);
      return;
    }
    void login({ email: email.trim(), password, websiteTopic: getCurrentTopic() } satisfies LoginBody);
  };

  return (
    <Dialog
      open={open}
      // A click beside the dialog is too easy to make by accident; Escape and "Not now" decline.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') dispatch(renewalDeclined());
      }}
      aria-labelledby="session-ended-title"
      aria-describedby="session-ended-text"
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id="session-ended-title">Sign in again</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-text">
          Your session has ended. Sign in again to carry on: this page and what you entered on it stay as they
          are.
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <TextField
            id="session-ended-email"
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={missing && email.trim() === ''}
            helperText={missing && email.trim() === '' ? 'Enter your email' : undefined}
          />
          <TextField
            id="session-ended-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={missing && password === ''}
            helperText={missing && password === '' ? 'Enter your password' : undefined}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => dispatch(renewalDeclined())} color="inherit">
          Not now
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Sign in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
