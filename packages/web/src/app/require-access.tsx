import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Access, decideAccess } from '../features/auth/access';
import { selectAuth } from '../features/auth/auth-slice';
import { getCurrentTopic } from '../lib/topic';
import { useAppSelector } from './hooks';
import type { NoticeState } from './notices';

/** The route guard of spec section 2; the rules themselves live in decideAccess. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { isAuthenticated, user } = useAppSelector(selectAuth);
  const location = useLocation();
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
      return <Navigate to="/login" replace state={{ from } satisfies NoticeState} />;
    case 'home':
      return <Navigate to="/" replace state={{ from, notice: decision.notice } satisfies NoticeState} />;
  }
}
