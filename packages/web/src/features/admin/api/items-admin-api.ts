import {
  BrandItem,
  type CreateBrandItemBody,
  MAX_PAGE_SIZE,
  ROUTES,
  type UpdateBrandItemBody,
} from '@app/contract';
import { api } from '../../../lib/api';
import { listOf, replyOf } from '../../../lib/reply-schema';
import { topicUrl } from '../../../lib/topic';
import { brandTag } from './brands-admin-api';
import { fetchAllPages } from './fetch-all';

type Tag = { type: 'BrandItem' | 'Brand' | 'Category'; id: number | 'LIST' } | 'Search';

/**
 * Spec section 4: every item change reloads the item lists; a change to category items also
 * reloads the categories (their counts and flyout items). The owning brand's count changes too.
 */
const itemChangeTags = (items: { isCategory: boolean; brandId: number }[], ids: number[] = []): Tag[] => {
  const tags: Tag[] = [
    { type: 'BrandItem', id: 'LIST' },
    'Search',
    ...ids.map((id) => ({ type: 'BrandItem' as const, id })),
  ];
  const brandIds = new Set<number>();
  for (const item of items) {
    if (brandIds.has(item.brandId)) continue;
    brandIds.add(item.brandId);
    tags.push({ type: brandTag(item.isCategory), id: item.brandId });
  }
  if (items.some((i) => i.isCategory)) tags.push({ type: 'Category', id: 'LIST' });
  return tags;
};

const byId = (id: number) => ROUTES.brandItems.byId.replace(':id', String(id));

export const itemsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every item of one brand, in the admin's order. */
    adminItemsOfBrand: build.query<BrandItem[], { brandId: number }>({
      queryFn: ({ brandId }, _api, _extra, baseQuery) =>
        fetchAllPages<BrandItem>(baseQuery, (page) =>
          topicUrl(
            `${ROUTES.brandItems.byBrand.replace(':brandId', String(brandId))}?pageSize=${MAX_PAGE_SIZE}&page=${page}`,
          ),
        ),
      responseSchema: import.meta.env.DEV ? listOf(BrandItem) : undefined,
      providesTags: (result) => [
        { type: 'BrandItem', id: 'LIST' },
        ...(result ?? []).map((i) => ({ type: 'BrandItem' as const, id: i.id })),
      ],
    }),
    adminItemBySlugs: build.query<BrandItem, { brandSlug: string; itemSlug: string; isCategory: boolean }>({
      query: ({ brandSlug, itemSlug, isCategory }) =>
        topicUrl(
          `${ROUTES.brandItems.bySlugs
            .replace(':brandSlug', encodeURIComponent(brandSlug))
            .replace(':itemSlug', encodeURIComponent(itemSlug))}?isCategory=${isCategory}`,
        ),
      responseSchema: import.meta.env.DEV ? replyOf(BrandItem) : undefined,
      providesTags: (result) => (result ? [{ type: 'BrandItem', id: result.id }] : []),
    }),
    createBrandItem: build.mutation<BrandItem, CreateBrandItemBody>({
      query: (body) => ({ url: ROUTES.brandItems.list, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(BrandItem) : undefined,
      invalidatesTags: (result) => (result ? itemChangeTags([result]) : []),
    }),
    bulkCreateBrandItems: build.mutation<BrandItem[], CreateBrandItemBody[]>({
      query: (brandItems) => ({ url: ROUTES.brandItems.bulk, method: 'POST', body: { brandItems } }),
      responseSchema: import.meta.env.DEV ? listOf(BrandItem) : undefined,
      invalidatesTags: (result) => (result ? itemChangeTags(result) : []),
    }),
    updateBrandItem: build.mutation<BrandItem, { before: BrandItem; body: UpdateBrandItemBody }>({
      query: ({ before, body }) => ({ url: byId(before.id), method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? replyOf(BrandItem) : undefined,
      invalidatesTags: (result, _error, { before }) =>
        result ? itemChangeTags([before, result], [before.id]) : [],
    }),
    deleteBrandItem: build.mutation<{ id: number }, BrandItem>({
      query: (item) => ({ url: byId(item.id), method: 'DELETE' }),
      invalidatesTags: (_result, error, item) => (error ? [] : itemChangeTags([item], [item.id])),
    }),
    changeItemOrder: build.mutation<
      { brandItemIds: number[] },
      { brandId: number; isCategory: boolean; ids: number[] }
    >({
      query: ({ ids }) => ({ url: ROUTES.brandItems.order, method: 'PATCH', body: { brandItemIds: ids } }),
      async onQueryStarted({ brandId, ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          itemsAdminApi.util.updateQueryData('adminItemsOfBrand', { brandId }, (draft) =>
            ids.flatMap((id) => draft.find((i) => i.id === id) ?? []),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error, { brandId, isCategory }) =>
        error ? [] : itemChangeTags([{ brandId, isCategory }]),
    }),
  }),
});

export const {
  useAdminItemsOfBrandQuery,
  useAdminItemBySlugsQuery,
  useCreateBrandItemMutation,
  useBulkCreateBrandItemsMutation,
  useUpdateBrandItemMutation,
  useDeleteBrandItemMutation,
  useChangeItemOrderMutation,
} = itemsAdminApi;
