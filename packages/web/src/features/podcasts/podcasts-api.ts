import { Podcast, ROUTES } from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl } from '../../lib/api-url';
import { listOf } from '../../lib/reply-schema';

export const podcastsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The topic's episodes, in their rank order. */
    getPodcasts: build.query<Podcast[], void>({
      query: () => apiUrl(ROUTES.podcasts.list),
      responseSchema: import.meta.env.DEV ? listOf(Podcast) : undefined,
      providesTags: (result) => [
        { type: 'Podcast', id: 'LIST' },
        ...(result ?? []).map((p) => ({ type: 'Podcast' as const, id: p.id })),
      ],
    }),
  }),
});

export const { useGetPodcastsQuery } = podcastsApi;
