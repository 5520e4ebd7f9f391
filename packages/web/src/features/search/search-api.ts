import { ROUTES, SearchResults } from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl } from '../../lib/api-url';
import { replyOf } from '../../lib/reply-schema';

export interface SearchArgs {
  q: string;
  brandsLimit: number;
  itemsLimit: number;
  tipsLimit: number;
  podcastsLimit: number;
}

/** Results page and suggestions ask for different amounts (the caller sets the limits). */
export const RESULTS_LIMITS = { brandsLimit: 12, itemsLimit: 24, tipsLimit: 6, podcastsLimit: 6 } as const;
export const SUGGESTION_LIMITS = { brandsLimit: 3, itemsLimit: 5, tipsLimit: 2, podcastsLimit: 1 } as const;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCatalogue: build.query<SearchResults, SearchArgs>({
      query: ({ q, brandsLimit, itemsLimit, tipsLimit, podcastsLimit }) =>
        apiUrl(ROUTES.search.aggregated, { q, brandsLimit, itemsLimit, tipsLimit, podcastsLimit }),
      responseSchema: import.meta.env.DEV ? replyOf(SearchResults) : undefined,
      providesTags: [{ type: 'Search', id: 'LIST' }],
    }),
  }),
});

export const { useSearchCatalogueQuery } = searchApi;
