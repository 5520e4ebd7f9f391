import {
  BRANDS_PAGE_SIZE,
  Brand,
  BrandLight,
  BrandList,
  FEATURED_LIMIT,
  FeaturedBrands,
  FIRST_PAGE,
  FlyoutCategory,
  ROUTES,
} from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';
import { listOf, replyOf } from '../../lib/reply-schema';

export interface BrandListArgs {
  isCategory: boolean;
  page?: number;
  pageSize?: number;
}

export interface FeaturedArgs {
  isCategory: boolean;
  limit?: number;
  /** Ids already shown, so the next page brings new ones (spec: appended, duplicates skipped). */
  excludeIds?: number[];
}

export interface BrandLookupArgs {
  slug: string;
  isCategory: boolean;
}

/** A category is a brand flagged `isCategory`; both share endpoints and are told apart by tag type. */
const tagOf = (isCategory: boolean) => (isCategory ? 'Category' : 'Brand') as 'Category' | 'Brand';

export const brandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrands: build.query<BrandList, BrandListArgs>({
      query: ({ isCategory, page = FIRST_PAGE, pageSize = BRANDS_PAGE_SIZE }) =>
        apiUrl(ROUTES.brands.list, { isCategory, page, pageSize }),
      responseSchema: import.meta.env.DEV ? replyOf(BrandList) : undefined,
      providesTags: (result, _error, { isCategory }) => [
        { type: tagOf(isCategory), id: 'LIST' },
        ...(result?.items ?? []).map((b) => ({ type: tagOf(isCategory), id: b.id })),
      ],
    }),
    /** Header-banner brands. */
    getHeaderBrands: build.query<BrandLight[], void>({
      query: () => apiUrl(ROUTES.brands.light),
      responseSchema: import.meta.env.DEV ? listOf(BrandLight) : undefined,
      providesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
    getCategoriesFlyout: build.query<FlyoutCategory[], void>({
      query: () => apiUrl(ROUTES.brands.flyout),
      responseSchema: import.meta.env.DEV ? listOf(FlyoutCategory) : undefined,
      providesTags: [
        { type: 'Category', id: 'LIST' },
        { type: 'BrandItem', id: 'LIST' },
      ],
    }),
    /** One page of featured brands; the brands slice appends the pages (see brands-slice). */
    getFeaturedBrands: build.query<FeaturedBrands, FeaturedArgs>({
      query: ({ isCategory, limit = FEATURED_LIMIT, excludeIds = [] }) =>
        apiUrl(ROUTES.brands.featured, { isCategory, limit, excludeIds }),
      responseSchema: import.meta.env.DEV ? replyOf(FeaturedBrands) : undefined,
      providesTags: (_result, _error, { isCategory }) => [{ type: tagOf(isCategory), id: 'LIST' }],
    }),
    getBrandBySlug: build.query<Brand, BrandLookupArgs>({
      query: ({ slug, isCategory }) => apiUrl(fillPath(ROUTES.brands.bySlug, { slug }), { isCategory }),
      responseSchema: import.meta.env.DEV ? replyOf(Brand) : undefined,
      providesTags: (result, _error, { isCategory }) =>
        result ? [{ type: tagOf(isCategory), id: result.id }] : [],
    }),
  }),
});

export const {
  useGetBrandsQuery,
  useGetHeaderBrandsQuery,
  useGetCategoriesFlyoutQuery,
  useGetBrandBySlugQuery,
} = brandsApi;
