import { Route, Routes } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { NotFoundScreen } from '../../components/not-found-screen';
import { lazyScreen } from '../../lib/lazy-screen';
import { BrandsListScreen } from './brands/brands-list-screen';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { ItemsListScreen } from './items/items-list-screen';
import { PodcastFormScreen } from './podcasts/podcast-form-screen';
import { PodcastsListScreen } from './podcasts/podcasts-list-screen';
import { SynonymsScreen } from './synonyms/synonyms-screen';
import { TipsListScreen } from './tips/tips-list-screen';

// The rich-text editor is most of the admin's weight and only tips use it: a chunk of its own.
const TipFormScreen = lazyScreen(() => import('./tips/tip-form-screen').then((m) => m.TipFormScreen));

/**
 * `admin` and the admin's own screens below it (`admin/brands`, `admin/tips/new`, ...). The
 * route table mounts this at `admin/*` behind the admin guard, so every screen here is
 * admins-only and in the lazily loaded admin chunk.
 */
export function AdminScreen({ siteTitle, email }: { siteTitle: string; email: string }) {
  return (
    <Routes>
      <Route index element={<DashboardScreen siteTitle={siteTitle} email={email} />} />
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
      <Route path="search-synonyms" element={<SynonymsScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
