import {
  ROUTES,
  type SeoFillMode,
  type SeoFillProgress,
  type SeoFillStarted,
  type SeoPreview,
} from '@app/contract';
import { api, unwrapData } from '../../lib/api';

export const seoFillApi = api.injectEndpoints({
  endpoints: (build) => ({
    startSeoFill: build.mutation<SeoFillStarted, SeoFillMode>({
      query: (mode) => ({
        url: mode === 'all' ? ROUTES.seo.populateAll : ROUTES.seo.populateEmpty,
        method: 'POST',
      }),
      transformResponse: (reply: unknown) => unwrapData<SeoFillStarted>(reply),
    }),
    seoFillStatus: build.query<SeoFillProgress | null, string | undefined>({
      query: (sessionId) =>
        sessionId ? `${ROUTES.seo.status}?${new URLSearchParams({ sessionId })}` : ROUTES.seo.status,
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<SeoFillProgress | null>(reply),
    }),
    seoPreview: build.query<SeoPreview, SeoFillMode>({
      query: (mode) => `${ROUTES.seo.preview}?mode=${mode}`,
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<SeoPreview>(reply),
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
