import { ERRORS } from '@app/contract';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAdminPodcastsQuery } from '../api/content-admin-api';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';
import type { SavedState } from '../components/record-form';
import { adminPaths } from '../paths';
import { PodcastForm } from './podcast-form';

/** `admin/podcasts/new` and `admin/podcasts/{id}/edit` (the API has no single-episode read: the list is small). */
export function PodcastFormScreen() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useAdminPodcastsQuery(undefined, { skip: !id });
  const podcast = list.data?.find((p) => String(p.id) === id);
  const saved = (location.state as SavedState | null)?.saved;
  const dismiss = () => {
    if (saved) navigate(location.pathname, { replace: true, state: null });
  };
  const crumbs = [{ label: 'Podcasts', to: adminPaths.podcasts }];
  if (!id)
    return (
      <AdminPage title="New episode" crumbs={[...crumbs, { label: 'New episode' }]} maxWidth="md">
        <PodcastForm podcast={null} savedNotice={undefined} onDismissNotice={dismiss} />
      </AdminPage>
    );
  return (
    <AdminPage
      title={podcast?.title ?? 'Edit episode'}
      crumbs={[...crumbs, { label: podcast?.title ?? 'Edit' }]}
      maxWidth="md"
    >
      <LoadState
        loading={list.isLoading}
        error={
          list.error ?? (list.isSuccess && !podcast ? { status: 404, error: 'Podcast not found' } : undefined)
        }
        failed={ERRORS.podcastsFetch}
        onRetry={list.refetch}
      />
      {podcast && (
        <PodcastForm key={podcast.id} podcast={podcast} savedNotice={saved} onDismissNotice={dismiss} />
      )}
    </AdminPage>
  );
}
