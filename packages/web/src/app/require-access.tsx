import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { type Access, decideAccess } from '../features/auth/access';
import { selectAuth } from '../features/auth/auth-slice';
import { getCurrentTopic } from '../lib/topic';
import { useAppSelector } from './hooks';
import type { NoticeState } from './notices';

/** The route guard of spec section 2; the rules themselves live in decideAccess. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { isAuthenticated, isAuthenticating, user, signedOutByUser } = useAppSelector(selectAuth);
  const location = useLocation();
  // On a page the server rendered, the session is checked after the page shows: wait for it here.
  if (isAuthenticating) return <FullPageSpinner />;
  // Whoever just signed out here knows why the page closes: home, with nothing to explain.
  if (!isAuthenticated && signedOutByUser) return <Navigate to="/" replace />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess({
    access,
    pathname: location.pathname,
    isAuthenticated,
    user,
    topic: getCurrentTopic(),
  });

  switch (decision.kind) {
    case 'allow':
      return children;
    case 'login':
    case 'new-password':
      // The login screen asks a signed-in person whose password was reset for a new one first.
      return <Navigate to="/login" replace state={{ from } satisfies NoticeState} />;
    case 'home':
      return <Navigate to="/" replace state={{ from, notice: decision.notice } satisfies NoticeState} />;
  }
}
