import { CRAWL_ERRORS } from '@app/contract';
import { CrawlError } from './crawl-error';
import {
  type ParsedItem,
  type ParsedProductPage,
  type ParsedSearchPage,
  parseProductPage,
  parseSearchPage,
} from './marketplace-parser';
import type { PoliteFetcher } from './polite-fetcher';

export type SearchResultPage = { url: string; items: ParsedItem[]; skipped: number };

/** What the crawler needs of a marketplace; the default one reads its HTML pages. */
export interface MarketplaceAdapter {
  readonly origin: string;
  /** The result pages of a term, one at a time, following "next" up to `maxPages`. */
  search(term: string, opts: { maxPages: number; signal: AbortSignal }): AsyncGenerator<SearchResultPage>;
  /** Details from a product page: the brand, bullet points, description. */
  product(url: string, signal: AbortSignal): Promise<ParsedProductPage>;
  /** The link a visitor follows to buy, carrying the site's affiliate tag. */
  productLink(externalId: string, affiliateTag: string | null): string;
  close(): void;
}

/**
 * The default adapter: the marketplace's own search pages (`/s?k=term`), parsed with cheerio.
 * An unrecognised page is fetched once more (proxies cut pages short) before it counts as an error.
 */
export function htmlMarketplaceAdapter(fetcher: PoliteFetcher): MarketplaceAdapter {
  async function searchPage(url: string, signal: AbortSignal): Promise<ParsedSearchPage & { url: string }> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetcher.get(url, signal);
      if (res.status === 404) return { kind: 'results', items: [], skipped: 0, nextUrl: null, url: res.url };
      if (res.status !== 200)
        throw new CrawlError('http', `The marketplace answered HTTP ${res.status}`, false);
      const page = parseSearchPage(res.body, res.url);
      if (page.kind === 'captcha') throw new CrawlError('captcha', CRAWL_ERRORS.captcha, true);
      if (page.kind === 'results' || attempt >= 1) return { ...page, url: res.url };
    }
  }

  return {
    origin: fetcher.origin,
    async *search(term, { maxPages, signal }) {
      let url: string | null = `${fetcher.origin}/s?${new URLSearchParams({ k: term })}`;
      for (let n = 0; url && n < maxPages; n++) {
        const page = await searchPage(url, signal);
        if (page.kind !== 'results')
          throw new CrawlError('unrecognised', CRAWL_ERRORS.unrecognisedPage, false);
        yield { url: page.url, items: page.items, skipped: page.skipped };
        url = page.nextUrl;
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
    productLink(externalId, affiliateTag) {
      const url = new URL(`/dp/${encodeURIComponent(externalId)}`, fetcher.origin);
      if (affiliateTag) url.searchParams.set('tag', affiliateTag);
      return url.toString();
    },
    close: () => fetcher.close(),
  };
}
