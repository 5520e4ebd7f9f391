import { CRAWL_ERRORS } from '@app/contract';
import { brandFilterOf } from './brand-filter';
import { CrawlError } from './crawl-error';
import {
  type Availability,
  type ParsedItem,
  type ParsedProductPage,
  type ParsedSearchPage,
  parseProductPage,
  parseSearchPage,
} from './marketplace-parser';
import type { PoliteFetcher } from './polite-fetcher';

/** Why paging stopped before `maxPages` and the last page: a next link we would not follow. */
export type PagingStop = { reason: 'refused' | 'loop'; url: string };
export type SearchResultPage = {
  url: string;
  items: ParsedItem[];
  skipped: number;
  /** Set on the last page when its next link was not followed. */
  stop: PagingStop | null;
  /** The brands the page's brand filter offers (none when it has none, or the source has no pages). */
  brandFilter?: string[];
};

/** A page address as compared for loops: no fragment, parameters in one order. */
function pageKey(raw: string): string {
  const u = new URL(raw);
  u.hash = '';
  u.searchParams.sort();
  return u.toString();
}

/** What a price refresh learns of a known item. */
export type ItemOffer = {
  externalId: string;
  priceMinor: number | null;
  currency: string | null;
  rating: number | null;
  reviewCount: number | null;
  availability: Availability;
};

/** What the crawler needs of a marketplace; the default one reads its HTML pages. */
export interface MarketplaceAdapter {
  readonly origin: string;
  /** The result pages of a term, one at a time, following "next" up to `maxPages`. */
  search(term: string, opts: { maxPages: number; signal: AbortSignal }): AsyncGenerator<SearchResultPage>;
  /** Details from a product page: the brand, bullet points, description. */
  product(url: string, signal: AbortSignal): Promise<ParsedProductPage>;
  /**
   * The current offers of known items by external id, for the price refresh. An id the
   * marketplace no longer knows is left out of the reply.
   */
  lookup(externalIds: string[], signal: AbortSignal): Promise<ItemOffer[]>;
  /** The link a visitor follows to buy, carrying the site's affiliate tag. */
  productLink(externalId: string, affiliateTag: string | null): string;
  close(): void;
}

/**
 * The default adapter: the marketplace's own search pages (`/s?k=term`), parsed with cheerio.
 * An unrecognised page is fetched once more (proxies cut pages short) before it counts as an error.
 */
export function htmlMarketplaceAdapter(fetcher: PoliteFetcher): MarketplaceAdapter {
  async function searchPage(
    url: string,
    signal: AbortSignal,
  ): Promise<ParsedSearchPage & { url: string; brandFilter: string[] }> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetcher.get(url, signal);
      if (res.status === 404)
        return { kind: 'results', items: [], skipped: 0, nextUrl: null, url: res.url, brandFilter: [] };
      if (res.status !== 200)
        throw new CrawlError('http', `The marketplace answered HTTP ${res.status}`, false);
      const page = parseSearchPage(res.body, res.url);
      if (page.kind === 'captcha') throw new CrawlError('captcha', CRAWL_ERRORS.captcha, true);
      if (page.kind === 'results' || attempt >= 1)
        return { ...page, url: res.url, brandFilter: page.kind === 'results' ? brandFilterOf(res.body) : [] };
    }
  }

  return {
    origin: fetcher.origin,
    /**
     * A next link to another origin ends the paging (the pages read so far count; fetching it
     * would be refused), and so does one back to a page this term already read (a loop).
     */
    async *search(term, { maxPages, signal }) {
      let url: string | null = `${fetcher.origin}/s?${new URLSearchParams({ k: term })}`;
      const read = new Set<string>();
      for (let n = 0; url && n < maxPages; n++) {
        read.add(pageKey(url));
        const page = await searchPage(url, signal);
        if (page.kind !== 'results')
          throw new CrawlError('unrecognised', CRAWL_ERRORS.unrecognisedPage, false);
        read.add(pageKey(page.url));
        let next = page.nextUrl;
        let stop: PagingStop | null = null;
        if (next && n + 1 < maxPages) {
          if (new URL(next).origin !== fetcher.origin) stop = { reason: 'refused', url: next };
          else if (read.has(pageKey(next))) stop = { reason: 'loop', url: next };
          if (stop) next = null;
        }
        yield {
          url: page.url,
          items: page.items,
          skipped: page.skipped,
          stop,
          brandFilter: page.brandFilter,
        };
        url = next;
      }
    },
    async product(url, signal) {
      const res = await fetcher.get(url, signal);
      if (res.status !== 200)
        throw new CrawlError('http', `The marketplace answered HTTP ${res.status}`, false);
      const page = parseProductPage(res.body, res.url);
      if (page === 'captcha') throw new CrawlError('captcha', CRAWL_ERRORS.captcha, true);
      return page;
    },
    async lookup(externalIds, signal) {
      const offers: ItemOffer[] = [];
      for (const externalId of externalIds) {
        const res = await fetcher.get(
          new URL(`/dp/${encodeURIComponent(externalId)}`, fetcher.origin).toString(),
          signal,
        );
        if (res.status === 404) continue;
        if (res.status !== 200)
          throw new CrawlError('http', `The marketplace answered HTTP ${res.status}`, false);
        const page = parseProductPage(res.body, res.url);
        if (page === 'captcha') throw new CrawlError('captcha', CRAWL_ERRORS.captcha, true);
        const { priceMinor, currency, rating, reviewCount, availability } = page;
        offers.push({ externalId, priceMinor, currency, rating, reviewCount, availability });
      }
      return offers;
    },
    productLink(externalId, affiliateTag) {
      const url = new URL(`/dp/${encodeURIComponent(externalId)}`, fetcher.origin);
      if (affiliateTag) url.searchParams.set('tag', affiliateTag);
      return url.toString();
    },
    close: () => fetcher.close(),
  };
}
