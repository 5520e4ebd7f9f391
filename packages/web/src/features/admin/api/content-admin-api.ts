import {
  type CreatePodcastBody,
  type CreateTipBody,
  MAX_PAGE_SIZE,
  Podcast,
  ROUTES,
  Tip,
  TipDetail,
  type UpdatePodcastBody,
  type UpdateTipBody,
} from '@app/contract';
import { api } from '../../../lib/api';
import { listOf, replyOf } from '../../../lib/reply-schema';
import { topicUrl } from '../../../lib/topic';
import { fetchAllPages } from './fetch-all';

const tipById = (id: number) => ROUTES.tips.byId.replace(':id', String(id));
const podcastById = (id: number) => ROUTES.podcasts.byId.replace(':id', String(id));

/** Tips and podcasts: ordered lists of the site's own writing. */
export const contentAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminTips: build.query<Tip[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        fetchAllPages<Tip>(baseQuery, (page) =>
          topicUrl(`${ROUTES.tips.list}?pageSize=${MAX_PAGE_SIZE}&page=${page}`),
        ),
      responseSchema: import.meta.env.DEV ? listOf(Tip) : undefined,
      providesTags: (result) => [
        { type: 'Tip', id: 'LIST' },
        ...(result ?? []).map((t) => ({ type: 'Tip' as const, id: t.id })),
      ],
    }),
    adminTip: build.query<TipDetail, number>({
      query: (id) => topicUrl(ROUTES.tips.byIdOrSlug.replace(':idOrSlug', String(id))),
      responseSchema: import.meta.env.DEV ? replyOf(TipDetail) : undefined,
      providesTags: (_result, _error, id) => [{ type: 'Tip', id }],
    }),
    createTip: build.mutation<TipDetail, CreateTipBody>({
      query: (body) => ({ url: ROUTES.tips.list, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(TipDetail) : undefined,
      invalidatesTags: (result) => (result ? [{ type: 'Tip', id: 'LIST' }, 'Search'] : []),
    }),
    updateTip: build.mutation<TipDetail, { id: number; body: UpdateTipBody }>({
      query: ({ id, body }) => ({ url: tipById(id), method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? replyOf(TipDetail) : undefined,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Tip', id }, { type: 'Tip', id: 'LIST' }, 'Search'] : [],
    }),
    deleteTip: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: tipById(id), method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error ? [] : [{ type: 'Tip', id }, { type: 'Tip', id: 'LIST' }, 'Search'],
    }),
    changeTipOrder: build.mutation<{ tipIds: number[] }, number[]>({
      query: (tipIds) => ({ url: ROUTES.tips.changeOrder, method: 'POST', body: { tipIds } }),
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          contentAdminApi.util.updateQueryData('adminTips', undefined, (draft) =>
            ids.flatMap((id) => draft.find((t) => t.id === id) ?? []),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [{ type: 'Tip', id: 'LIST' }],
    }),

    adminPodcasts: build.query<Podcast[], void>({
      query: () => topicUrl(ROUTES.podcasts.list),
      responseSchema: import.meta.env.DEV ? listOf(Podcast) : undefined,
      providesTags: (result) => [
        { type: 'Podcast', id: 'LIST' },
        ...(result ?? []).map((p) => ({ type: 'Podcast' as const, id: p.id })),
      ],
    }),
    createPodcast: build.mutation<Podcast, CreatePodcastBody>({
      query: (body) => ({ url: ROUTES.podcasts.list, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(Podcast) : undefined,
      invalidatesTags: (result) => (result ? [{ type: 'Podcast', id: 'LIST' }] : []),
    }),
    updatePodcast: build.mutation<Podcast, { id: number; body: UpdatePodcastBody }>({
      query: ({ id, body }) => ({ url: podcastById(id), method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? replyOf(Podcast) : undefined,
      invalidatesTags: (result, _error, { id }) =>
        result
          ? [
              { type: 'Podcast', id },
              { type: 'Podcast', id: 'LIST' },
            ]
          : [],
    }),
    deletePodcast: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: podcastById(id), method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'Podcast', id },
              { type: 'Podcast', id: 'LIST' },
            ],
    }),
    /** Spec section 4: reorder sends the order, then the podcasts reload. */
    changePodcastOrder: build.mutation<Podcast[], number[]>({
      query: (podcastIds) => ({ url: ROUTES.podcasts.changeOrder, method: 'POST', body: { podcastIds } }),
      responseSchema: import.meta.env.DEV ? listOf(Podcast) : undefined,
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          contentAdminApi.util.updateQueryData('adminPodcasts', undefined, (draft) =>
            ids.flatMap((id) => draft.find((p) => p.id === id) ?? []),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [{ type: 'Podcast', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminTipsQuery,
  useAdminTipQuery,
  useCreateTipMutation,
  useUpdateTipMutation,
  useDeleteTipMutation,
  useChangeTipOrderMutation,
  useAdminPodcastsQuery,
  useCreatePodcastMutation,
  useUpdatePodcastMutation,
  useDeletePodcastMutation,
  useChangePodcastOrderMutation,
} = contentAdminApi;
