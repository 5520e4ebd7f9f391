import { ROUTES, SearchResults } from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl } from '../../lib/api-url';
import { replyOf } from '../../lib/reply-schema';

export interface SearchArgs {
  q: string;
  brandsLimit: number;
  itemsLimit: number;
}

/** Results page and suggestions ask for different amounts (the caller sets the limits). */
export const RESULTS_LIMITS = { brandsLimit: 12, itemsLimit: 24 } as const;
export const SUGGESTION_LIMITS = { brandsLimit: 3, itemsLimit: 5 } as const;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCatalogue: build.query<SearchResults, SearchArgs>({
      query: ({ q, brandsLimit, itemsLimit }) =>
        apiUrl(ROUTES.search.aggregated, { q, brandsLimit, itemsLimit }),
      responseSchema: import.meta.env.DEV ? replyOf(SearchResults) : undefined,
      providesTags: [{ type: 'Search', id: 'LIST' }],
    }),
  }),
});

export const { useSearchCatalogueQuery } = searchApi;
