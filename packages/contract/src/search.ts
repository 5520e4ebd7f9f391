import { z } from 'zod';
import { BrandItem } from './brand-items';
import { Brand } from './brands';

export const SEARCH_LIMITS = {
  brandsDefault: 6,
  itemsDefault: 12,
  brandsMax: 24,
  itemsMax: 60,
  queryMaxLength: 200,
} as const;

const limit = (def: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(def)
    .transform((n) => Math.min(n, max));

export const SearchQuery = z.object({
  q: z.string().max(SEARCH_LIMITS.queryMaxLength).default(''),
  websiteTopic: z.string().optional(),
});
export const AggregatedSearchQuery = SearchQuery.extend({
  brandsLimit: limit(SEARCH_LIMITS.brandsDefault, SEARCH_LIMITS.brandsMax),
  itemsLimit: limit(SEARCH_LIMITS.itemsDefault, SEARCH_LIMITS.itemsMax),
});

export const SearchResults = z.object({ brands: z.array(Brand), brandItems: z.array(BrandItem) });
export type SearchResults = z.infer<typeof SearchResults>;
