import { ERRORS } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useLocation, useNavigate } from 'react-router';
import { failedLoginsSeen, selectAuth } from '../features/auth/auth-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** What a guard leaves in the location state when it redirects. */
export interface NoticeState {
  from?: string;
  notice?: 'sign-in' | 'not-admin';
}

const noticeOf = (state: unknown): NoticeState =>
  typeof state === 'object' && state !== null ? (state as NoticeState) : {};

/**
 * The message a guard's redirect explains itself with, shown at the top of the page it landed
 * on. Dismissing it clears the location state, so it does not return on reload or Back.
 */
export function GuardNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { notice, from } = noticeOf(location.state);
  if (!notice) return null;

  const dismiss = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  const signIn = () => navigate('/login', { state: { from } satisfies NoticeState });

  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      {notice === 'sign-in' ? (
        <Alert
          severity="info"
          variant="outlined"
          onClose={dismiss}
          slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
          sx={{ alignItems: 'center', bgcolor: 'background.paper' }}
        >
          <span>Please sign in to continue</span>
          <Button size="small" variant="contained" onClick={signIn} sx={{ ml: 2 }}>
            Sign in
          </Button>
        </Alert>
      ) : (
        <Alert
          severity="warning"
          variant="outlined"
          onClose={dismiss}
          slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          {ERRORS.forbiddenTopic}. Only the site's admins can open that page.
        </Alert>
      )}
    </Container>
  );
}

/** Tells whoever just signed in how many wrong passwords were tried on their account since their previous sign-in. */
export function FailedLoginsNotice() {
  const dispatch = useAppDispatch();
  const { failedLogins, isAuthenticated } = useAppSelector(selectAuth);
  if (!isAuthenticated || failedLogins === 0) return null;
  const times = failedLogins === 1 ? 'once' : `${failedLogins} times`;
  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      <Alert
        severity="warning"
        variant="outlined"
        onClose={() => dispatch(failedLoginsSeen())}
        slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
        sx={{ bgcolor: 'background.paper' }}
      >
        A wrong password was given for your account {times} since you last signed in. If that was not you,
        someone may be trying to guess it.
      </Alert>
    </Container>
  );
}
