import { ERRORS, type Podcast } from '@app/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import {
  useAdminPodcastsQuery,
  useChangePodcastOrderMutation,
  useDeletePodcastMutation,
} from '../api/content-admin-api';
import { AdminPage } from '../components/admin-page';
import { useDeleteConfirm } from '../components/delete-confirm';
import { OrderedList } from '../components/ordered-list';
import { EmptyList, OrderedRow } from '../components/ordered-rows';
import { adminPaths } from '../paths';

export const formatDuration = (seconds: number | null) => {
  if (seconds === null) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0
    ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : `${m}:${String(s).padStart(2, '0')}`;
};

const detailOf = (p: Podcast) =>
  [
    p.publishedAt ? new Date(p.publishedAt).toLocaleDateString() : null,
    formatDuration(p.durationSeconds),
    p.audioUrl ? 'Audio file' : p.embedUrl ? 'Embedded player' : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** `admin/podcasts`: the episodes, in the order visitors see them. */
export function PodcastsListScreen() {
  const query = useAdminPodcastsQuery();
  const [changeOrder, order] = useChangePodcastOrderMutation();
  const [remove, removing] = useDeletePodcastMutation();
  const { ask, dialog } = useDeleteConfirm({
    remove: (podcast: Podcast) => remove(podcast.id),
    removing,
    nameOf: (podcast) => podcast.title,
    failed: ERRORS.podcastDelete,
  });
  const podcasts = query.data ?? [];
  const add = (
    <Button component={Link} to={adminPaths.newPodcast} variant="contained" startIcon={<Add />}>
      Add episode
    </Button>
  );
  return (
    <AdminPage
      title="Podcasts"
      crumbs={[{ label: 'Podcasts' }]}
      subtitle="Episodes for the podcasts page. New episodes go to the end; drag to reorder."
      actions={add}
    >
      <OrderedList
        query={query}
        order={order}
        items={podcasts}
        noun={podcasts.length === 1 ? 'episode' : 'episodes'}
        orderFailed={ERRORS.podcastsOrder}
        fetchFailed={ERRORS.podcastsFetch}
        empty={
          <EmptyList title="No episodes yet" text="Add an audio file or an embedded player." action={add} />
        }
        label="Podcasts in display order"
        getId={(p) => p.id}
        getLabel={(p) => p.title}
        onReorder={(ids) => void changeOrder(ids)}
        renderRow={(p) => (
          <OrderedRow
            name={p.title}
            detail={detailOf(p) || p.description}
            imageUrl={p.imageUrl}
            editTo={adminPaths.editPodcast(p.id)}
            viewTo="/podcasts"
            onDelete={() => ask(p)}
          />
        )}
      />
      {dialog}
    </AdminPage>
  );
}
