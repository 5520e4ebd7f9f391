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

export const SearchResults = z.object({
  brands: z.array(Brand),
  brandItems: z.array(BrandItem),
  /**
   * The visitor's words left out, as typed and in their order, when every word together found
   * nothing and the rest finds the brands and items shown; empty when every result matches every word.
   */
  ignored: z.array(z.string()),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** How many terms a synonym group holds, and how long one may be. */
export const SYNONYM_LIMITS = { termsMin: 2, termsMax: 30, termMaxLength: 60 } as const;

/** Words or phrases of the same meaning, read by search as one another (`perfume`, `parfum`, `eau de parfum`). */
export const SynonymGroup = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof SynonymGroup>;

const SynonymTerm = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A term may not be empty')
  .max(SYNONYM_LIMITS.termMaxLength, `A term has at most ${SYNONYM_LIMITS.termMaxLength} characters`)
  .regex(/[\p{L}\p{N}]/u, 'A term needs a letter or a digit');

/** The first term is the group's main word: the kind it names (e.g. "batteries") is what the group means. */
export const SynonymGroupBody = z.strictObject({
  terms: z
    .array(SynonymTerm)
    .min(SYNONYM_LIMITS.termsMin, 'Give at least two terms: a word and what it means')
    .max(SYNONYM_LIMITS.termsMax, `A group has at most ${SYNONYM_LIMITS.termsMax} terms`)
    .refine((terms) => new Set(terms).size === terms.length, 'Each term may appear only once in a group'),
});
export type SynonymGroupBody = z.infer<typeof SynonymGroupBody>;
