import {
  Brand,
  BrandList,
  type CreateBrandBody,
  MAX_PAGE_SIZE,
  ROUTES,
  type UpdateBrandBody,
} from '@app/contract';
import { api } from '../../../lib/api';
import { apiUrl } from '../../../lib/api-url';
import { listOf, replyOf } from '../../../lib/reply-schema';
import { topicUrl } from '../../../lib/topic';
import { fetchAllPages } from './fetch-all';

/** Brands and categories share a table; their lists are tagged apart (spec section 4). */
export const brandTag = (isCategory: boolean) => (isCategory ? 'Category' : 'Brand') as 'Category' | 'Brand';
/** How many matches a brand picker shows at once. */
const BRAND_CHOICES = 20;
const byId = (id: number | string) => ROUTES.brands.byId.replace(':id', String(id));

const brandsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every brand (or category) of the site, in the admin's order. */
    adminBrands: build.query<Brand[], { isCategory: boolean }>({
      queryFn: ({ isCategory }, _api, _extra, baseQuery) =>
        fetchAllPages<Brand>(baseQuery, (page) =>
          topicUrl(`${ROUTES.brands.list}?isCategory=${isCategory}&pageSize=${MAX_PAGE_SIZE}&page=${page}`),
        ),
      responseSchema: import.meta.env.DEV ? listOf(Brand) : undefined,
      providesTags: (result, _error, { isCategory }) => [
        { type: brandTag(isCategory), id: 'LIST' },
        ...(result ?? []).map((b) => ({ type: brandTag(isCategory), id: b.id })),
      ],
    }),
    /**
     * The first few brands (or categories) whose name holds `q`, for pickers: a site of thousands
     * of brands answers as quickly as one of ten. `total` says how many more would match.
     */
    brandChoices: build.query<BrandList, { isCategory: boolean; q: string }>({
      query: ({ isCategory, q }) => apiUrl(ROUTES.brands.list, { isCategory, q, pageSize: BRAND_CHOICES }),
      responseSchema: import.meta.env.DEV ? replyOf(BrandList) : undefined,
      providesTags: (_result, _error, { isCategory }) => [{ type: brandTag(isCategory), id: 'LIST' }],
    }),
    adminBrandBySlug: build.query<Brand, { slug: string; isCategory: boolean }>({
      query: ({ slug, isCategory }) =>
        topicUrl(
          `${ROUTES.brands.bySlug.replace(':slug', encodeURIComponent(slug))}?isCategory=${isCategory}`,
        ),
      responseSchema: import.meta.env.DEV ? replyOf(Brand) : undefined,
      providesTags: (result, _error, { isCategory }) =>
        result ? [{ type: brandTag(isCategory), id: result.id }] : [],
    }),
    createBrand: build.mutation<Brand, CreateBrandBody>({
      query: (body) => ({ url: ROUTES.brands.list, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(Brand) : undefined,
      invalidatesTags: (result) =>
        result ? [{ type: brandTag(result.isCategory), id: 'LIST' }, 'Search'] : [],
    }),
    updateBrand: build.mutation<Brand, { id: number; body: UpdateBrandBody; wasCategory: boolean }>({
      query: ({ id, body }) => ({ url: byId(id), method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? replyOf(Brand) : undefined,
      invalidatesTags: (result, _error, { id, wasCategory }) => [
        { type: brandTag(wasCategory), id },
        { type: brandTag(wasCategory), id: 'LIST' },
        ...(result && result.isCategory !== wasCategory
          ? [{ type: brandTag(result.isCategory), id: 'LIST' }]
          : []),
        // Items carry their brand's name and slug.
        { type: 'BrandItem', id: 'LIST' },
        'Search',
      ],
    }),
    deleteBrand: build.mutation<{ id: number }, { id: number; isCategory: boolean }>({
      query: ({ id }) => ({ url: byId(id), method: 'DELETE' }),
      invalidatesTags: (_result, error, { id, isCategory }) =>
        error
          ? []
          : [
              { type: brandTag(isCategory), id },
              { type: brandTag(isCategory), id: 'LIST' },
              { type: 'BrandItem', id: 'LIST' },
              'Search',
            ],
    }),
    /** Ranks 1..n in the order given; the list shows the new order at once and reloads after. */
    changeBrandOrder: build.mutation<{ brandIds: number[] }, { ids: number[]; isCategory: boolean }>({
      query: ({ ids }) => ({ url: ROUTES.brands.changeOrder, method: 'POST', body: { brandIds: ids } }),
      async onQueryStarted({ ids, isCategory }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          brandsAdminApi.util.updateQueryData('adminBrands', { isCategory }, (draft) =>
            ids.flatMap((id) => draft.find((b) => b.id === id) ?? []),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, _error, { isCategory }) => [{ type: brandTag(isCategory), id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminBrandsQuery,
  useBrandChoicesQuery,
  useAdminBrandBySlugQuery,
  useCreateBrandMutation,
  useUpdateBrandMutation,
  useDeleteBrandMutation,
  useChangeBrandOrderMutation,
} = brandsAdminApi;
