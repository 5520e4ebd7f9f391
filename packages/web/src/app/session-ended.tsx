import { ERRORS } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authErrorCleared, selectAuth } from '../features/auth/auth-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Tells a user whose session just ended on a 401 (spec section 8) why they are signed out.
 * Only a change from signed in to signed out counts, so a stale token found at start-up is quiet.
 */
export function SessionEnded() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isAuthenticated, error } = useAppSelector(selectAuth);
  const wasAuthenticated = useRef(isAuthenticated);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated && error === ERRORS.authRequired) setOpen(true);
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, error]);

  const close = () => {
    setOpen(false);
    dispatch(authErrorCleared());
  };

  return (
    <Snackbar open={open} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        onClose={close}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              close();
              navigate('/login');
            }}
          >
            Sign in again
          </Button>
        }
      >
        {ERRORS.authRequired}
      </Alert>
    </Snackbar>
  );
}
