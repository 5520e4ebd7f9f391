import { BRANDS_PAGE_SIZE, BrandItem, BrandItemList, FIRST_PAGE, PriceHistory, ROUTES } from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';
import { replyOf } from '../../lib/reply-schema';

export interface BrandItemListArgs {
  isCategory: boolean;
  page?: number;
  pageSize?: number;
  /** The items of one brand (or, with isCategory, of one category). */
  brandSlug?: string;
}

export interface BrandItemLookupArgs {
  brandSlug: string;
  itemSlug: string;
  isCategory: boolean;
}

export const brandItemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrandItems: build.query<BrandItemList, BrandItemListArgs>({
      query: ({ isCategory, page = FIRST_PAGE, pageSize = BRANDS_PAGE_SIZE, brandSlug }) =>
        apiUrl(ROUTES.brandItems.list, {
          isCategory,
          page,
          pageSize,
          // The server names a category's items by categorySlug and a brand's by brandSlug.
          ...(brandSlug ? (isCategory ? { categorySlug: brandSlug } : { brandSlug }) : {}),
        }),
      responseSchema: import.meta.env.DEV ? replyOf(BrandItemList) : undefined,
      providesTags: (result) => [
        { type: 'BrandItem', id: 'LIST' },
        ...(result?.items ?? []).map((item) => ({ type: 'BrandItem' as const, id: item.id })),
      ],
    }),
    getBrandItem: build.query<BrandItem, BrandItemLookupArgs>({
      query: ({ brandSlug, itemSlug, isCategory }) =>
        apiUrl(fillPath(ROUTES.brandItems.bySlugs, { brandSlug, itemSlug }), { isCategory }),
      responseSchema: import.meta.env.DEV ? replyOf(BrandItem) : undefined,
      providesTags: (result) => (result ? [{ type: 'BrandItem', id: result.id }] : []),
    }),
    /** The item's prices over the last year, for its chart. */
    getPriceHistory: build.query<PriceHistory, BrandItemLookupArgs>({
      query: ({ brandSlug, itemSlug, isCategory }) =>
        apiUrl(fillPath(ROUTES.brandItems.prices, { brandSlug, itemSlug }), { isCategory }),
      responseSchema: import.meta.env.DEV ? replyOf(PriceHistory) : undefined,
      providesTags: (result) => (result ? [{ type: 'BrandItem', id: result.itemId }] : []),
    }),
  }),
});

export const { useGetBrandItemsQuery, useGetBrandItemQuery, useGetPriceHistoryQuery } = brandItemsApi;
