import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LazyBoundary } from '../components/lazy-boundary';
import type { Access } from '../features/auth/access';
import { selectUser, signedOut } from '../features/auth/auth-slice';
import { isAdminOf } from '../features/auth/is-admin-of';
import { selectSiteConfig } from '../features/site-config/site-config-slice';
import { lazyScreen } from '../lib/lazy-screen';
import { getCurrentTopic } from '../lib/topic';
import { useAppDispatch, useAppSelector } from './hooks';
import { RequireAccess } from './require-access';

/** Route elements that need another feature's state: this is where features meet. */

const LazyAdminScreen = lazyScreen(() => import('./admin-screens').then((m) => m.AdminScreen));
export const LazyBrandFormScreen = lazyScreen(() => import('./admin-screens').then((m) => m.BrandFormScreen));
export const LazyBrandItemFormScreen = lazyScreen(() =>
  import('./admin-screens').then((m) => m.BrandItemFormScreen),
);
export const LazyBulkCreateScreen = lazyScreen(() =>
  import('./admin-screens').then((m) => m.BulkCreateScreen),
);
export const LazyCatalogueFileScreen = lazyScreen(() =>
  import('./admin-screens').then((m) => m.CatalogueFileScreen),
);

const LazySessionsScreen = lazyScreen(() =>
  import('../features/auth/sessions-screen').then((m) => m.SessionsScreen),
);
const LazyTeamScreen = lazyScreen(() => import('../features/team/team-screen').then((m) => m.TeamScreen));

export const LazySiteSettingsScreen = lazyScreen(() =>
  import('./admin-screens').then((m) => m.SiteSettingsScreen),
);

const useSiteTitle = () => useAppSelector(selectSiteConfig)?.title ?? '';

/** `admin/*`: editors open the admin home too; it shows them the catalogue tools only. */
export function AdminHome() {
  const user = useAppSelector(selectUser);
  return (
    <LazyAdminScreen
      siteTitle={useSiteTitle()}
      email={user?.email ?? ''}
      isAdmin={isAdminOf(user, getCurrentTopic())}
    />
  );
}

/** `account`: the person's own sign-ins; signing out everywhere signs this browser out too. */
export function AccountRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <LazySessionsScreen
      onSignedOutEverywhere={() => {
        dispatch(signedOut());
        void navigate('/login', { replace: true });
      }}
    />
  );
}

/** `admin/team`: the signed-in admin is marked, and cannot disable or remove themselves. */
export function TeamRoute() {
  const user = useAppSelector(selectUser);
  return <LazyTeamScreen currentUserId={user?.id ?? 0} />;
}

/** A guarded, code-split screen: the guard decides before the chunk is even requested. */
export const guarded = (access: Access, screen: ReactNode) => (
  <RequireAccess access={access}>
    <LazyBoundary>{screen}</LazyBoundary>
  </RequireAccess>
);
