import { SEARCH_LIMITS, type SearchResults } from '@app/contract';
import { type BrandItemRow, toBrand, toBrandItem } from '../brands';
import type { CatalogueItem, Understood } from './catalogue-query';
import { contentReader } from './content';
import type { ContentLimits, ContentReadOptions } from './content.repository';
import type { SearchLimits, SearchRepository } from './search.repository';
import { searchTerms } from './search-terms';
import { keptPerTopic, type TopicVersions } from './topic-memo';
import { type ReadOptions, understandText } from './understand';

const EMPTY: SearchResults = { brands: [], brandItems: [], tips: [], podcasts: [], ignored: [] };

export const DEFAULT_LIMITS: SearchLimits = {
  brands: SEARCH_LIMITS.brandsDefault,
  items: SEARCH_LIMITS.itemsDefault,
  tips: SEARCH_LIMITS.tipsDefault,
  podcasts: SEARCH_LIMITS.podcastsDefault,
};
/** The set `understand` returns when the caller names no limit: a category, whole. */
export const UNDERSTAND_LIMIT = 500;

const toCatalogueItem = (r: BrandItemRow): CatalogueItem => ({
  id: r.id,
  name: r.name,
  brandName: r.brandName,
  brandSlug: r.brandSlug,
  itemSlug: r.itemSlug,
  isCategory: r.isCategory,
  priceMinor: r.priceMinor,
  currency: r.currency,
  rating: r.rating,
  reviewCount: r.reviewCount,
  features: r.features,
  description: r.description,
  availability: r.availability,
  priceCheckedAt: r.priceCheckedAt ? r.priceCheckedAt.toISOString() : null,
});

/**
 * Search and the assistant read a query the same way (`understandText`): synonyms of the
 * topic, kinds, categories and brands really named, and nothing when nothing matches. Given the
 * topics' versions, the topic's synonym groups, dictionary and brands are kept in process until
 * the topic changes (`keptPerTopic`: a search otherwise reads them for every reading of its text).
 */
export function searchService(catalogue: SearchRepository, options: { versions?: TopicVersions } = {}) {
  const repo: SearchRepository = options.versions ? keptPerTopic(catalogue, options.versions) : catalogue;
  const readContent = contentReader(repo);
  return {
    /** A query with no words in it (blank, or only punctuation) finds nothing without asking the database. */
    async search(topic: string, q: string, limits: SearchLimits = DEFAULT_LIMITS): Promise<SearchResults> {
      const terms = searchTerms(q);
      if (!terms) return EMPTY;
      // Tips and episodes are read beside the catalogue, whatever it makes of the words.
      const [u, content] = await Promise.all([
        understandText(repo, topic, q, limits.items, limits.brands, { relax: true }),
        readContent(topic, terms, { tips: limits.tips ?? 0, podcasts: limits.podcasts ?? 0 }),
      ]);
      const found =
        u.outcome === 'nothing'
          ? EMPTY
          : { brands: u.brands.map(toBrand), brandItems: u.items.map(toBrandItem), ignored: u.ignored };
      return { ...found, ...content };
    },

    /**
     * The site's tips and podcast episodes a visitor's words find (every word, unless `anyWord`),
     * or with no words, the first of each in the owner's order: one statement.
     */
    content(topic: string, text: string, limits: ContentLimits, opts: ContentReadOptions = {}) {
      return readContent(topic, searchTerms(text), limits, opts);
    },

    /** What a visitor's text means in the topic's catalogue, and the set of items it names. */
    async understand(
      topic: string,
      text: string,
      opts: { limit?: number } & ReadOptions = {},
    ): Promise<Understood> {
      const limit = Math.max(1, Math.min(opts.limit ?? UNDERSTAND_LIMIT, 5000));
      if (!searchTerms(text)) return nothingUnderstood;
      const u = await understandText(repo, topic, text, limit, SEARCH_LIMITS.brandsMax, {
        complete: opts.complete,
        relax: opts.relax,
      });
      return {
        ...u,
        items: u.items.map(toCatalogueItem),
        brands: u.brands.map((b) => ({
          name: b.name,
          slug: b.slug,
          isCategory: b.isCategory,
          itemCount: b.itemCount,
          description: b.description,
        })),
      };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;

const nothingUnderstood: Understood = {
  outcome: 'nothing',
  items: [],
  brands: [],
  kinds: {},
  matchedBy: null,
  corrected: null,
  unknown: [],
  namesSubject: false,
  ignored: [],
};
