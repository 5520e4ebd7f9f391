import { currencyExponent } from '@app/contract';
import {
  canonicalUrl,
  type MarketplaceSim,
  offerOf,
  pageTraits,
  SIM_LOCALES,
  type SimLocale,
  type SimProduct,
  startMarketplaceSim,
  titlePath,
} from '@app/marketplace-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ParsedItem, parseProductPage, parseSearchPage } from './marketplace-parser';

/*
 * Every marketplace the simulator imitates, parsed with the page's real address (as a crawl of
 * www.amazon.co.jp does) and with the simulator's own (127.0.0.1: the page's markers alone tell),
 * against exact values computed from the simulator's catalogue.
 */

const CURRENCY: Record<SimLocale, string> = {
  'en-US': 'USD',
  'en-CA': 'CAD',
  'en-GB': 'GBP',
  'de-DE': 'EUR',
  'fr-FR': 'EUR',
  'es-ES': 'EUR',
  'it-IT': 'EUR',
  'pt-BR': 'BRL',
  'ja-JP': 'JPY',
  'es-MX': 'MXN',
  'en-IN': 'INR',
};
/** Markets whose price has a bare `$`: without the page's markers, their currency is unknown. */
const BARE_DOLLAR = new Set<SimLocale>(['en-US', 'en-CA', 'es-MX']);

const PAGE_SIZE = 8;
/** Prices 21 times the catalogue's: grouped thousands in every market, lakh in India. */
const LARGE_EPOCH = 2000;

describe.each(SIM_LOCALES)('the %s marketplace', (locale) => {
  let sim: MarketplaceSim;
  let term: string;
  beforeAll(async () => {
    sim = await startMarketplaceSim({
      locale,
      brands: 8,
      itemsPerBrand: 20,
      pageSize: PAGE_SIZE,
      sponsoredCards: 'elsewhere',
    });
    term = sim.catalogue.brands[0]!.name;
  });
  afterAll(() => sim.close());

  const path = (page: number) => `/s?k=${encodeURIComponent(term)}${page > 1 ? `&page=${page}` : ''}`;

  /** What the parser must read off a results page, from the catalogue alone. */
  function expectedItems(page: number, base: string, epoch: number, currency: string | null): ParsedItem[] {
    const shown = sim.resultsPage(term, page);
    const item = (p: SimProduct, sponsored: boolean): ParsedItem => ({
      externalId: p.asin,
      name: p.title,
      brand: p.brandRow ? p.brand : null,
      priceMinor: offerOf(p, locale, epoch).minor,
      currency,
      rating: p.rating,
      reviewCount: p.reviewCount,
      imageUrl: `${sim.url}/images/I/${p.asin}._AC_UL320_.svg`,
      productUrl: new URL(`/dp/${p.asin}`, base).toString(),
      sponsored,
    });
    // The sponsored card comes first; its product is on another page, so it is not a repeat.
    return [
      ...(shown.sponsored ? [item(shown.sponsored, true)] : []),
      ...shown.products.map((p) => item(p, false)),
    ];
  }

  async function parsedPage(page: number, pageUrl: string, edit = (html: string) => html) {
    const html = edit(await (await fetch(`${sim.url}${path(page)}`)).text());
    const parsed = parseSearchPage(html, pageUrl);
    if (parsed.kind !== 'results') throw new Error(`page ${page}: ${parsed.kind}`);
    return { html, parsed };
  }

  it('search pages: exact amounts, currency, ratings, counts, sponsored cards and whole titles', async () => {
    const pageCount = sim.resultsPage(term, 1).pageCount;
    expect(pageCount).toBe(3);
    for (let page = 1; page <= pageCount; page++) {
      const real = canonicalUrl(locale, path(page));
      const own = `${sim.url}${path(page)}`;
      for (const pageUrl of [real, own]) {
        const { parsed } = await parsedPage(page, pageUrl);
        expect(parsed.items, `page ${page} at ${pageUrl}`).toEqual(
          expectedItems(page, pageUrl, 0, CURRENCY[locale]),
        );
        expect(parsed.skipped).toBe(0);
        expect(parsed.nextUrl).toBe(page < pageCount ? new URL(path(page + 1), pageUrl).toString() : null);
      }
    }
  });

  it('search pages with large amounts: grouped thousands (lakh in India) read exactly', async () => {
    sim.controls.setPriceEpoch(LARGE_EPOCH);
    try {
      const { parsed } = await parsedPage(1, `${sim.url}${path(1)}`);
      expect(parsed.items).toEqual(expectedItems(1, `${sim.url}${path(1)}`, LARGE_EPOCH, CURRENCY[locale]));
      // The test means something only if the page really writes grouped amounts.
      const units = parsed.items.map((i) => i.priceMinor! / 10 ** currencyExponent(CURRENCY[locale]));
      expect(Math.max(...units)).toBeGreaterThanOrEqual(locale === 'en-IN' ? 100_000 : 1000);
    } finally {
      sim.controls.reset();
    }
  });

  it('search pages without language or canonical link: the currency symbol alone, never a guessed USD', async () => {
    const own = `${sim.url}${path(1)}`;
    const bare = (html: string) =>
      html.replace(/<html lang="[^"]*"/, '<html').replace(/<link rel="canonical"[^>]*>/, '');
    const { html, parsed } = await parsedPage(1, own, bare);
    expect(html).not.toContain('canonical');
    const currency = BARE_DOLLAR.has(locale) ? null : CURRENCY[locale];
    expect(parsed.items).toEqual(expectedItems(1, own, 0, currency));
  });

  it('product pages: brand in the local words, A+ description, offer, rating, count and availability', async () => {
    const products = sim.catalogue.products;
    const pick = (test: (p: SimProduct) => boolean, what: string) => {
      const p = products.find(test);
      if (!p) throw new Error(`no product that ${what}`);
      return p;
    };
    const t = pageTraits;
    const chosen = [
      pick((p) => !t(p).brandTable && t(p).byline === 'store', 'has only the store byline'),
      pick((p) => !t(p).brandTable && t(p).byline === 'brand', 'has only the brand byline'),
      pick((p) => t(p).brandTable, 'has the brand row'),
      pick((p) => t(p).aplus && !t(p).brandTable, 'has an A+ description'),
      pick((p) => !t(p).aplus, 'has a description of its own'),
      pick((p) => p.rating === null, 'is not rated'),
    ];
    const away = chosen[1]!;
    sim.controls.setOutOfStock([away.asin]);
    try {
      for (const p of chosen) {
        const html = await (await fetch(`${sim.url}${titlePath(p)}/ref=sr_1_1`)).text();
        const out = p === away;
        const offer = offerOf(p, locale);
        for (const pageUrl of [canonicalUrl(locale, titlePath(p)), `${sim.url}/dp/${p.asin}`]) {
          expect(parseProductPage(html, pageUrl), `${p.asin} at ${pageUrl}`).toEqual({
            brand: p.brand,
            features: p.features,
            description: p.description,
            imageUrl: `${sim.url}/images/I/${p.asin}._AC_SL1500_.svg`,
            priceMinor: out ? null : offer.minor,
            currency: out ? null : CURRENCY[locale],
            rating: p.rating,
            reviewCount: p.rating === null ? null : p.reviewCount,
            availability: out ? 'out_of_stock' : 'in_stock',
          });
        }
      }
    } finally {
      sim.controls.reset();
    }
  });
});
