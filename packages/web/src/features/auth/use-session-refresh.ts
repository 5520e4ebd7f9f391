import { TOKEN_REFRESH_INTERVAL_MS } from '@app/contract';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedOut, selectAuth } from './auth-slice';
import { checkSession } from './check-session';

/**
 * Spec section 4: while a user of the current topic is signed in, refresh the token every
 * 15 minutes; a user of another topic is signed out.
 */
export function useSessionRefresh(topic: string): void {
  const dispatch = useAppDispatch();
  const { isAuthenticated, user, renewal } = useAppSelector(selectAuth);
  // Not while a session that ended is being renewed: the sign-in dialog brings a fresh token.
  const ownUser = isAuthenticated && user !== null && user.websiteTopic === topic && renewal === 'none';
  const foreignUser = user !== null && user.websiteTopic !== topic;

  useEffect(() => {
    if (foreignUser) dispatch(loggedOut());
  }, [dispatch, foreignUser]);

  useEffect(() => {
    if (!ownUser) return;
    const timer = setInterval(() => void dispatch(checkSession(topic)), TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [dispatch, ownUser, topic]);
}
