import { inspect } from 'node:util';
import { MARKETPLACE_ERRORS } from '@app/contract';
import { type CreatorsApiSim, searchCatalogue, startCreatorsApiSim } from '@app/marketplace-sim';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecretValue } from '../site-config';
import { defaultCrawlSettings } from './crawl.config';
import { CrawlError } from './crawl-error';
import { defaultAdapterFactory, type ResolvedCrawlSettings } from './marketplace';
import type { MarketplaceAdapter } from './marketplace-adapter';
import { marketplaceTarget } from './url-guard';

/** The product API adapter against the local fake of the API: mapping, tokens, throttling. */
describe('product API adapter', () => {
  let api: CreatorsApiSim;
  const open: MarketplaceAdapter[] = [];
  const signal = new AbortController().signal;

  function adapter(over: { secret?: string; version?: '2.1' | '3.1'; partnerTag?: string | null } = {}) {
    const settings: ResolvedCrawlSettings = {
      ...defaultCrawlSettings(),
      retries: 3,
      backoffMs: 10,
      timeoutMs: 5_000,
      api: { baseUrl: api.url, tokenUrl: api.tokenUrl, ratePerSecond: 1000 },
      productApi: {
        baseUrl: api.url,
        tokenUrl: api.tokenUrl,
        clientId: api.clientId,
        clientSecret: new SecretValue(over.secret ?? api.clientSecret),
        credentialVersion: over.version ?? '2.1',
        marketplace: api.marketplace,
        partnerTag: over.partnerTag === undefined ? 'test-20' : over.partnerTag,
      },
    };
    const a = defaultAdapterFactory(marketplaceTarget(api.url, true), settings);
    open.push(a);
    return a;
  }
  const calls = (operation?: string) =>
    api.controls.calls().filter((c) => operation === undefined || c.operation === operation);
  const collect = async (a: MarketplaceAdapter, term: string, maxPages = 5) => {
    const pages = [];
    for await (const page of a.search(term, { maxPages, signal })) pages.push(page);
    return pages;
  };

  beforeAll(async () => {
    api = await startCreatorsApiSim({ brands: 30, itemsPerBrand: 20 });
  });
  afterAll(async () => {
    for (const a of open) a.close();
    await api.close();
  });
  beforeEach(() => api.controls.reset());

  it('maps a search exactly: title, brand from the byline, price in cents, rating, picture, paged by 10', async () => {
    const brand = api.catalogue.brands[2]!;
    const expected = searchCatalogue(api.catalogue, brand.name);
    expect(expected).toHaveLength(20);
    const pages = await collect(adapter(), brand.name);
    expect(pages.map((p) => p.items.length)).toEqual([10, 10]);
    expect(pages.flatMap((p) => p.items)).toEqual(
      expected.map((p) => ({
        externalId: p.asin,
        name: p.title,
        brand: p.brand,
        priceMinor: p.basePriceCents,
        currency: 'USD',
        rating: p.rating,
        reviewCount: p.reviewCount,
        imageUrl: `${api.url}/images/I/${p.asin}._SL500_.svg`,
        productUrl: `${api.url}/dp/${p.asin}?tag=test-20&linkCode=ogi&th=1&psc=1`,
        sponsored: false,
      })),
    );
    // One token for both pages; the pages asked in turn, with the partner tag and marketplace.
    expect(calls('token')).toHaveLength(1);
    expect(calls('searchItems')).toMatchObject([
      {
        status: 200,
        keywords: brand.name,
        itemPage: 1,
        partnerTag: 'test-20',
        marketplace: 'www.amazon.com',
      },
      { status: 200, keywords: brand.name, itemPage: 2 },
    ]);
  });

  it('stops at maxPages, and a term with no results is no page at all', async () => {
    const a = adapter();
    expect((await collect(a, api.catalogue.brands[0]!.name, 1)).map((p) => p.items.length)).toEqual([10]);
    expect(await collect(a, 'zzzz-nothing-like-it')).toEqual([]);
    expect(calls('searchItems').map((c) => c.status)).toEqual([200, 404]);
  });

  it('looks up offers in batches of 10 ids, leaving out ids the API does not know', async () => {
    api.controls.setPriceEpoch(10);
    const known = api.catalogue.products.slice(0, 23);
    const ids = [...known.map((p) => p.asin), 'B0UNKNOWN1', 'B0UNKNOWN2'];
    const offers = await adapter().lookup(ids, signal);
    expect(offers).toEqual(
      known.map((p) => ({
        externalId: p.asin,
        priceMinor: Math.round(p.basePriceCents * 1.1),
        currency: 'USD',
        rating: p.rating,
        reviewCount: p.reviewCount,
        availability: 'in_stock',
      })),
    );
    expect(calls('getItems').map((c) => c.itemIds?.length)).toEqual([10, 10, 5]);
    expect(await adapter().lookup(['B0UNKNOWN1'], signal)).toEqual([]);
  });

  it("reads an item's details by the id in its address, and links to the marketplace with the tag", async () => {
    const p = api.catalogue.products[5]!;
    const a = adapter();
    const details = await a.product(`${api.url}/dp/${p.asin}?tag=test-20`, signal);
    expect(details).toEqual({
      brand: p.brand,
      features: p.features,
      description: '',
      imageUrl: `${api.url}/images/I/${p.asin}._SL500_.svg`,
      priceMinor: p.basePriceCents,
      currency: 'USD',
      rating: p.rating,
      reviewCount: p.reviewCount,
      availability: 'in_stock',
    });
    expect(calls('getItems')[0]!.itemIds).toEqual([p.asin]);
    expect(a.productLink(p.asin, 'test-20')).toBe(`https://www.amazon.com/dp/${p.asin}?tag=test-20`);
    expect(a.productLink(p.asin, null)).toBe(`https://www.amazon.com/dp/${p.asin}`);
  });

  it('keeps the token until it expires, then fetches a new one', async () => {
    // The clock of both the adapter and the fake API; timers stay real for the sockets.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      api.controls.setTokenTtl(3600);
      const a = adapter();
      const ids = [api.catalogue.products[0]!.asin];
      await a.lookup(ids, signal);
      vi.setSystemTime(Date.now() + 3_500_000);
      await a.lookup(ids, signal);
      expect(calls('token')).toHaveLength(1);
      vi.setSystemTime(Date.now() + 100_000);
      expect(await a.lookup(ids, signal)).toHaveLength(1);
      expect(calls('token')).toHaveLength(2);
      expect(calls('getItems').map((c) => c.status)).toEqual([200, 200, 200]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a call refused for an expired token gets a new token and is sent once more', async () => {
    const a = adapter({ version: '3.1' });
    const ids = [api.catalogue.products[0]!.asin];
    await a.lookup(ids, signal);
    api.controls.expireTokens();
    expect(await a.lookup(ids, signal)).toHaveLength(1);
    expect(calls().map((c) => `${c.operation} ${c.status}`)).toEqual([
      'token 200',
      'getItems 200',
      'getItems 401',
      'token 200',
      'getItems 200',
    ]);
  });

  it('a throttled call (429) waits as Retry-After says, then succeeds', async () => {
    api.controls.failNext(1, 429, 1);
    const started = Date.now();
    const offers = await adapter().lookup([api.catalogue.products[0]!.asin], signal);
    expect(offers).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls('getItems').map((c) => c.status)).toEqual([429, 200]);
  });

  it('throttling that does not end fails the term (not the run) after the retries', async () => {
    api.controls.failNext(10, 429, 0);
    const err = await adapter()
      .lookup([api.catalogue.products[0]!.asin], signal)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CrawlError);
    expect(err).toMatchObject({ code: 'http', fatal: false });
    expect(calls('getItems')).toHaveLength(4);
  });

  it('refused credentials stop the run with the text the crawl screen shows', async () => {
    const err = await collect(adapter({ secret: 'wrong-secret' }), 'anything').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CrawlError);
    expect(err).toMatchObject({
      code: 'config',
      fatal: true,
      message: MARKETPLACE_ERRORS.credentialsRefused,
    });
    expect(calls().map((c) => `${c.operation} ${c.status}`)).toEqual(['token 401']);
  });

  it('a site without an affiliate tag cannot call the API, and says why', async () => {
    const err = await adapter({ partnerTag: null })
      .lookup(['B0ANYTHING'], signal)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ fatal: true, message: MARKETPLACE_ERRORS.partnerTagMissing });
    expect(calls()).toEqual([]);
  });

  it('the credentials print as [secret] wherever they are logged', () => {
    const secret = new SecretValue('do-not-print-me');
    const carrier = { productApi: { clientSecret: secret } };
    expect(JSON.stringify(carrier)).not.toContain('do-not-print-me');
    expect(String(secret)).toBe('[secret]');
    expect(inspect(carrier, { depth: 5 })).not.toContain('do-not-print-me');
    expect(secret.reveal()).toBe('do-not-print-me');
  });
});
