import { z } from 'zod';
import { BrandItem } from './brand-items';
import { Brand } from './brands';
import { CappedCount } from './common';

export const SEARCH_LIMITS = {
  brandsDefault: 6,
  itemsDefault: 12,
  brandsMax: 24,
  itemsMax: 60,
  queryMaxLength: 200,
} as const;

export const SearchQuery = z.object({
  q: z.string().max(SEARCH_LIMITS.queryMaxLength).default(''),
  websiteTopic: z.string().optional(),
});
export const AggregatedSearchQuery = SearchQuery.extend({
  brandsLimit: CappedCount(SEARCH_LIMITS.brandsMax, SEARCH_LIMITS.brandsDefault, 'brandsLimit'),
  itemsLimit: CappedCount(SEARCH_LIMITS.itemsMax, SEARCH_LIMITS.itemsDefault, 'itemsLimit'),
});

export const SearchResults = z.object({ brands: z.array(Brand), brandItems: z.array(BrandItem) });
export type SearchResults = z.infer<typeof SearchResults>;
