import type { ReactNode } from 'react';
import { LazyBoundary } from '../components/lazy-boundary';
import type { Access } from '../features/auth/access';
import { selectUser } from '../features/auth/auth-slice';
import { selectSiteConfig } from '../features/site-config/site-config-slice';
import { lazyScreen } from '../lib/lazy-screen';
import { useAppSelector } from './hooks';
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

export const LazySiteSettingsScreen = lazyScreen(() =>
  import('./admin-screens').then((m) => m.SiteSettingsScreen),
);

const useSiteTitle = () => useAppSelector(selectSiteConfig)?.title ?? '';

function AdminHome() {
  const user = useAppSelector(selectUser);
  return <LazyAdminScreen siteTitle={useSiteTitle()} email={user?.email ?? ''} />;
}

/** A guarded, code-split screen: the guard decides before the chunk is even requested. */
export const guarded = (access: Access, screen: ReactNode) => (
  <RequireAccess access={access}>
    <LazyBoundary>{screen}</LazyBoundary>
  </RequireAccess>
);

export const adminHome = () => guarded('admin', <AdminHome />);
