import {
  MediaAsset,
  MediaList,
  MediaUploadResult,
  type MediaUsage,
  MediaUsageList,
  ROUTES,
} from '@app/contract';
import { api } from './api';
import { replyOf } from './reply-schema';
import { topicUrl } from './topic';

const byId = (id: number) => ROUTES.media.byId.replace(':id', String(id));

/**
 * The media library. It lives with the shared code rather than in a feature because the
 * library screen and the picture fields of every admin form use it.
 */
export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    mediaList: build.query<MediaList, { q: string; page: number; pageSize?: number }>({
      query: ({ q, page, pageSize }) => {
        const params = new URLSearchParams({ page: String(page) });
        if (q.trim()) params.set('q', q.trim());
        if (pageSize) params.set('pageSize', String(pageSize));
        return topicUrl(`${ROUTES.media.list}?${params}`);
      },
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(MediaList) : undefined,
      providesTags: (result) => [
        { type: 'Media', id: 'LIST' },
        ...(result?.items ?? []).map((a) => ({ type: 'Media' as const, id: a.id })),
      ],
    }),
    /** One file per request, so each file gets its own progress and its own error. */
    uploadMedia: build.mutation<MediaUploadResult['assets'][number], File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: topicUrl(ROUTES.media.list), method: 'POST', body };
      },
      rawResponseSchema: import.meta.env.DEV ? replyOf(MediaUploadResult) : undefined,
      transformResponse: (reply: MediaUploadResult) => {
        const [asset] = reply.assets;
        if (!asset) throw new Error('The upload stored no picture');
        return asset;
      },
      invalidatesTags: (result) => (result ? [{ type: 'Media', id: 'LIST' }] : []),
    }),
    updateMediaAlt: build.mutation<MediaAsset, { id: number; alt: string }>({
      query: ({ id, alt }) => ({ url: topicUrl(byId(id)), method: 'PUT', body: { alt } }),
      responseSchema: import.meta.env.DEV ? replyOf(MediaAsset) : undefined,
      invalidatesTags: (result, _e, { id }) => (result ? [{ type: 'Media', id }] : []),
    }),
    mediaUsage: build.query<MediaUsage[], number>({
      query: (id) => topicUrl(ROUTES.media.usage.replace(':id', String(id))),
      extraOptions: { auth: true },
      rawResponseSchema: import.meta.env.DEV ? replyOf(MediaUsageList) : undefined,
      transformResponse: (reply: { usages: MediaUsage[] }) => reply.usages,
      keepUnusedDataFor: 0,
    }),
    deleteMedia: build.mutation<{ id: number }, { id: number; force: boolean }>({
      query: ({ id, force }) => ({
        url: topicUrl(`${byId(id)}${force ? '?force=true' : ''}`),
        method: 'DELETE',
      }),
      // A forced delete leaves records without their picture: their reads must be fetched again.
      invalidatesTags: (_r, error, { id, force }) =>
        error
          ? []
          : [
              { type: 'Media', id },
              { type: 'Media', id: 'LIST' },
              ...(force ? (['Brand', 'BrandItem', 'Tip', 'Podcast', 'SiteConfig'] as const) : []),
            ],
    }),
  }),
});

export const {
  useMediaListQuery,
  useUploadMediaMutation,
  useUpdateMediaAltMutation,
  useLazyMediaUsageQuery,
  useDeleteMediaMutation,
} = mediaApi;
