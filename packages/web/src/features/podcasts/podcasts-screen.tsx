import { ERRORS } from '@app/contract';
import Box from '@mui/material/Box';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageContainer } from '../../components/page-container';
import { useDocumentHead } from '../../lib/document-head';
import { PodcastEpisode, PodcastEpisodeSkeleton } from './podcast-episode';
import { useGetPodcastsQuery } from './podcasts-api';

const SUBTITLE = 'Listen in: conversations about the products and the people behind them.';

/** `podcasts`: every episode in the site's order, playable on the page. */
export function PodcastsScreen() {
  const { data, error, refetch } = useGetPodcastsQuery();
  useDocumentHead({ title: 'Podcasts', description: SUBTITLE });
  return (
    <PageContainer title="Podcasts" subtitle={SUBTITLE} maxWidth="md">
      {error ? (
        <LoadError error={error} fallback={ERRORS.podcastsLoad} onRetry={refetch} />
      ) : !data ? (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <PodcastEpisodeSkeleton />
          <PodcastEpisodeSkeleton />
        </Box>
      ) : data.length === 0 ? (
        <EmptyState title="No episodes yet" message="The first episode is on its way." />
      ) : (
        <Box
          component="ol"
          aria-label="Episodes"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}
        >
          {data.map((podcast, i) => (
            <li key={podcast.id}>
              <PodcastEpisode podcast={podcast} number={i + 1} />
            </li>
          ))}
        </Box>
      )}
    </PageContainer>
  );
}
