import { SEARCH_LIMITS, type SearchResults } from '@app/contract';
import { toBrand, toBrandItem } from '../brands/brand.mapper';
import type { SearchLimits, SearchRepository } from './search.repository';
import { searchTerms } from './search-terms';

const EMPTY: SearchResults = { brands: [], brandItems: [] };

export const DEFAULT_LIMITS: SearchLimits = {
  brands: SEARCH_LIMITS.brandsDefault,
  items: SEARCH_LIMITS.itemsDefault,
};

export function searchService(repo: SearchRepository) {
  return {
    /** A query with no words in it (blank, or only punctuation) finds nothing without asking the database. */
    async search(topic: string, q: string, limits: SearchLimits = DEFAULT_LIMITS): Promise<SearchResults> {
      const terms = searchTerms(q);
      if (!terms) return EMPTY;
      const rows = await repo.search(topic, terms, limits);
      return { brands: rows.brands.map(toBrand), brandItems: rows.items.map(toBrandItem) };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
