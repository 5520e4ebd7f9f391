import { z } from 'zod';
import { BrandItem } from './brand-items';
import { Brand } from './brands';
import { CappedCount } from './common';

export const SEARCH_LIMITS = {
  brandsDefault: 6,
  itemsDefault: 12,
  brandsMax: 24,
  itemsMax: 60,
  tipsDefault: 4,
  podcastsDefault: 4,
  tipsMax: 12,
  podcastsMax: 12,
  queryMaxLength: 200,
} as const;

export const SearchQuery = z.object({
  q: z.string().max(SEARCH_LIMITS.queryMaxLength).default(''),
  websiteTopic: z.string().optional(),
});
export const AggregatedSearchQuery = SearchQuery.extend({
  brandsLimit: CappedCount(SEARCH_LIMITS.brandsMax, SEARCH_LIMITS.brandsDefault, 'brandsLimit'),
  itemsLimit: CappedCount(SEARCH_LIMITS.itemsMax, SEARCH_LIMITS.itemsDefault, 'itemsLimit'),
  // 0 asks for none: a brand picker needs no tips or episodes.
  tipsLimit: CappedCount(SEARCH_LIMITS.tipsMax, SEARCH_LIMITS.tipsDefault, 'tipsLimit', 0),
  podcastsLimit: CappedCount(SEARCH_LIMITS.podcastsMax, SEARCH_LIMITS.podcastsDefault, 'podcastsLimit', 0),
});

/** A tip (guide) a search found: enough to link it (`pagePaths.tip(slug)`) and say what it is about. */
export const SearchTip = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  /** The tip's summary as plain text, clipped. */
  summary: z.string(),
});
export type SearchTip = z.infer<typeof SearchTip>;

/** A podcast episode a search found: the podcasts page shows it at `pagePaths.podcast(id)`. */
export const SearchPodcast = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** The episode's description as plain text, clipped. */
  description: z.string(),
  durationSeconds: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
});
export type SearchPodcast = z.infer<typeof SearchPodcast>;

export const SearchResults = z.object({
  brands: z.array(Brand),
  brandItems: z.array(BrandItem),
  /** The site's tips (guides) whose title, summary or text has every word; titles first. */
  tips: z.array(SearchTip),
  /** Podcast episodes whose title or description has every word; titles first. */
  podcasts: z.array(SearchPodcast),
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
