import { type Brand, ERRORS } from '@app/contract';
import { createSlice } from '@reduxjs/toolkit';
import { apiErrorText } from '../../lib/api-error';
import { topicChanged } from '../../lib/topic-events';
import { brandsApi } from './brands-api';

export type FeaturedKind = 'brands' | 'categories';

export interface FeaturedState {
  items: Brand[];
  /** How many more the server has beyond those shown; null before the first page arrives. */
  remaining: number | null;
  loading: boolean;
  error: string | null;
}

export interface BrandsState {
  featured: Record<FeaturedKind, FeaturedState>;
}

const emptyFeatured: FeaturedState = { items: [], remaining: null, loading: false, error: null };
const initialState: BrandsState = { featured: { brands: emptyFeatured, categories: emptyFeatured } };

const kindOf = (isCategory: boolean): FeaturedKind => (isCategory ? 'categories' : 'brands');
const { getFeaturedBrands } = brandsApi.endpoints;

/** Spec section 4: featured brands are appended page by page; duplicates by id are skipped. */
export function appendFeatured(shown: readonly Brand[], page: readonly Brand[]): Brand[] {
  const seen = new Set(shown.map((b) => b.id));
  const fresh = page.filter((b) => {
    if (seen.has(b.id)) return false;
    seen.add(b.id);
    return true;
  });
  return [...shown, ...fresh];
}

const brandsSlice = createSlice({
  name: 'brands',
  initialState,
  reducers: {
    featuredReset: (state, action: { payload: FeaturedKind }) => {
      state.featured[action.payload] = emptyFeatured;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(topicChanged, () => initialState)
      .addMatcher(getFeaturedBrands.matchPending, (state, action) => {
        const featured = state.featured[kindOf(action.meta.arg.originalArgs.isCategory)];
        featured.loading = true;
        featured.error = null;
      })
      .addMatcher(getFeaturedBrands.matchFulfilled, (state, action) => {
        const featured = state.featured[kindOf(action.meta.arg.originalArgs.isCategory)];
        featured.loading = false;
        featured.items = appendFeatured(featured.items, action.payload.items);
        featured.remaining = action.payload.remaining;
      })
      .addMatcher(getFeaturedBrands.matchRejected, (state, action) => {
        const featured = state.featured[kindOf(action.meta.arg.originalArgs.isCategory)];
        featured.loading = false;
        featured.error = apiErrorText(action.payload, { failed: ERRORS.featuredBrandsFetch });
      });
  },
});

export const brandsReducer = brandsSlice.reducer;
export const { featuredReset } = brandsSlice.actions;

type WithBrands = { brands: BrandsState };
export const selectFeatured = (state: WithBrands, kind: FeaturedKind) => state.brands.featured[kind];
