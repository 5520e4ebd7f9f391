import { ROUTES, type SeoFillMode, SeoFillProgress, SeoFillStarted, SeoPreview } from '@app/contract';
import { api } from '../../lib/api';
import { orNull, replyOf } from '../../lib/reply-schema';

export const seoFillApi = api.injectEndpoints({
  endpoints: (build) => ({
    startSeoFill: build.mutation<SeoFillStarted, SeoFillMode>({
      query: (mode) => ({
        url: mode === 'all' ? ROUTES.seo.populateAll : ROUTES.seo.populateEmpty,
        method: 'POST',
      }),
      responseSchema: import.meta.env.DEV ? replyOf(SeoFillStarted) : undefined,
    }),
    seoFillStatus: build.query<SeoFillProgress | null, string | undefined>({
      query: (sessionId) =>
        sessionId ? `${ROUTES.seo.status}?${new URLSearchParams({ sessionId })}` : ROUTES.seo.status,
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? orNull(SeoFillProgress) : undefined,
    }),
    seoPreview: build.query<SeoPreview, SeoFillMode>({
      query: (mode) => `${ROUTES.seo.preview}?mode=${mode}`,
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(SeoPreview) : undefined,
      providesTags: [
        { type: 'Brand', id: 'LIST' },
        { type: 'BrandItem', id: 'LIST' },
      ],
    }),
  }),
});

export const { useStartSeoFillMutation, useSeoFillStatusQuery, useSeoPreviewQuery } = seoFillApi;

/** Spec section 4: after a fill, brands and brand items reload (every list showing them is stale). */
export const reloadCatalogue = () => api.util.invalidateTags(['Brand', 'Category', 'BrandItem', 'Search']);
