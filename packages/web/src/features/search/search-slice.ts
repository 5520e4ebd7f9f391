import { ERRORS, type SearchResults } from '@app/contract';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiErrorText } from '../../lib/api-error';
import { topicChanged } from '../../lib/topic-events';
import { RESULTS_LIMITS, searchApi } from './search-api';

/** Spec section 3: the search state is the query and its results; the results live in the API cache. */
export interface SearchState {
  query: string;
}

const initialState: SearchState = { query: '' };

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchQueryChanged: (state, action: PayloadAction<string>) => {
      state.query = action.payload.trim();
    },
  },
  extraReducers: (builder) => {
    builder.addCase(topicChanged, () => initialState);
  },
});

export const searchReducer = searchSlice.reducer;
export const { searchQueryChanged } = searchSlice.actions;

const EMPTY: SearchResults = { brands: [], brandItems: [], ignored: [], tips: [], podcasts: [] };

type WithSearch = { search: SearchState } & Parameters<
  ReturnType<typeof searchApi.endpoints.searchCatalogue.select>
>[0];

const selectQuery = (state: WithSearch) => state.search.query;
const selectEntry = (state: WithSearch) =>
  state.search.query
    ? searchApi.endpoints.searchCatalogue.select({ q: state.search.query, ...RESULTS_LIMITS })(state)
    : null;

/** The query and its results; a blank query has empty results and never made a call (spec section 5). */
export const selectSearch = createSelector([selectQuery, selectEntry], (query, entry) => ({
  query,
  results: entry?.data ?? EMPTY,
  loading: entry ? !entry.data && !entry.isError : false,
  error: entry?.isError ? apiErrorText(entry.error, { failed: ERRORS.searchFailed }) : null,
}));
