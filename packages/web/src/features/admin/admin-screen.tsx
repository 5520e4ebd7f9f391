import { Route, Routes } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { NotFoundScreen } from '../../components/not-found-screen';
import { lazyScreen } from '../../lib/lazy-screen';
import { BrandsListScreen } from './brands/brands-list-screen';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { ItemsListScreen } from './items/items-list-screen';
import { PodcastFormScreen } from './podcasts/podcast-form-screen';
import { PodcastsListScreen } from './podcasts/podcasts-list-screen';
import { TipsListScreen } from './tips/tips-list-screen';

// The rich-text editor is most of the admin's weight and only tips use it: a chunk of its own.
const TipFormScreen = lazyScreen(() => import('./tips/tip-form-screen').then((m) => m.TipFormScreen));

/**
 * `admin` and the catalogue screens below it (`admin/brands`, `admin/tips/new`, ...). The
 * route table mounts this at `admin/*` behind the editor guard (admins pass too), so every
 * screen here is for editors and admins, in the lazily loaded admin chunk; the admin-only
 * screens have routes of their own.
 */
export function AdminScreen({
  siteTitle,
  email,
  isAdmin,
}: {
  siteTitle: string;
  email: string;
  isAdmin: boolean;
}) {
  return (
    <Routes>
      <Route index element={<DashboardScreen siteTitle={siteTitle} email={email} isAdmin={isAdmin} />} />
      <Route path="brands" element={<BrandsListScreen isCategory={false} />} />
      <Route path="categories" element={<BrandsListScreen isCategory />} />
      <Route path="brand-items" element={<ItemsListScreen isCategory={false} />} />
      <Route path="category-items" element={<ItemsListScreen isCategory />} />
      <Route path="tips" element={<TipsListScreen />} />
      <Route
        path="tips/new"
        element={
          <LazyBoundary>
            <TipFormScreen />
          </LazyBoundary>
        }
      />
      <Route
        path="tips/:id/edit"
        element={
          <LazyBoundary>
            <TipFormScreen />
          </LazyBoundary>
        }
      />
      <Route path="podcasts" element={<PodcastsListScreen />} />
      <Route path="podcasts/new" element={<PodcastFormScreen />} />
      <Route path="podcasts/:id/edit" element={<PodcastFormScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
