import { type Podcast, ROUTES } from '@app/contract';
import { api, unwrapData } from '../../lib/api';
import { apiUrl } from '../../lib/api-url';

export const podcastsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The topic's episodes, in their rank order. */
    getPodcasts: build.query<Podcast[], void>({
      query: () => apiUrl(ROUTES.podcasts.list),
      transformResponse: (reply: unknown) => unwrapData<Podcast[]>(reply),
      providesTags: (result) => [
        { type: 'Podcast', id: 'LIST' },
        ...(result ?? []).map((p) => ({ type: 'Podcast' as const, id: p.id })),
      ],
    }),
  }),
});

export const { useGetPodcastsQuery } = podcastsApi;
