import { CRAWL_SESSION_HEADER, MARKETPLACE_ERRORS, ROUTES } from '@app/contract';
import { type CreatorsApiSim, searchCatalogue, startCreatorsApiSim } from '@app/marketplace-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { brandItems } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { login } from '../../test/test-app';
import { loggedApp } from './logged-app.fixture';

const WRONG_SECRET = 'not-the-secret-4f1c2b';

/** A topic that chose the product API crawls through it; its secret reaches no reply and no log. */
describe('crawling through the product API', () => {
  let api: CreatorsApiSim;
  let app: App;
  let database: Database;
  let logs: string[];
  let close: () => Promise<void>;
  let admin: string;
  let session = 0;

  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, as = admin) =>
    app.inject({
      method,
      url,
      headers: {
        authorization: as,
        [CRAWL_SESSION_HEADER]: `api-test-${Date.now()}-${++session}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const chooseApi = (secret: string | undefined, as = admin) =>
    inject(
      'PUT',
      '/api/site-config/marketplace',
      {
        adapter: 'creators-api',
        apiClientId: api.clientId,
        ...(secret === undefined ? {} : { apiClientSecret: secret }),
        apiCredentialVersion: '2.1',
        apiMarketplace: api.marketplace,
        priceRefreshHours: 24,
        priceMaxAgeHours: 24,
        productPageMaxAgeDays: 30,
      },
      as,
    );

  beforeAll(async () => {
    api = await startCreatorsApiSim({ brands: 40, itemsPerBrand: 20 });
    // Everything the server logs, at its most talkative, to look for the secret in.
    ({ app, database, logs, close } = await loggedApp(
      {
        crawl: {
          ratePerSecond: 1000,
          backoffMs: 10,
          retries: 3,
          timeoutMs: 5_000,
          maxPages: 3,
          api: { baseUrl: api.url, tokenUrl: api.tokenUrl, ratePerSecond: 1000 },
        },
      },
      'trace',
    ));
    ({ authorization: admin } = await login(app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test'));
  });
  afterAll(async () => {
    await close();
    await api.close();
  });
  beforeEach(() => api.controls.reset());

  it("a crawl term imports what the API finds under the site's brand, linked with the affiliate tag", async () => {
    expect((await chooseApi(api.clientSecret)).statusCode).toBe(200);
    const brand = api.catalogue.brands[3]!;
    const expected = searchCatalogue(api.catalogue, brand.name);
    // The site's own brand, as the admin makes it: the API's byline files the items under it.
    expect(
      (await inject('POST', '/api/brands', { name: brand.name, searchTerm: brand.name })).statusCode,
    ).toBe(201);
    const res = await inject('POST', '/api/amazon-search/crawl-term', { term: brand.name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ term: brand.name, itemsCreated: expected.length, pages: 2 });
    const items = await database.db.select().from(brandItems).where(eq(brandItems.websiteTopic, 'test'));
    expect(items).toHaveLength(expected.length);
    for (const p of expected) {
      const item = items.find((i) => i.externalId === p.asin)!;
      expect(item).toMatchObject({
        name: p.title,
        priceMinor: p.basePriceCents,
        currency: 'USD',
        rating: p.rating,
        reviewCount: p.reviewCount,
        marketplaceUrl: `https://www.amazon.com/dp/${p.asin}?tag=test-20`,
        imageUrls: [`${api.url}/images/I/${p.asin}._SL500_.svg`],
      });
    }
    expect(api.controls.calls().map((c) => `${c.operation} ${c.status}`)).toEqual([
      'token 200',
      'searchItems 200',
      'searchItems 200',
    ]);
  });

  it("the price refresh looks the site's items up through the API, ten ids a call", async () => {
    // A site of its own, with twenty items the API knows.
    const owner = (await login(app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries'))
      .authorization;
    expect((await chooseApi(api.clientSecret, owner)).statusCode).toBe(200);
    const brand = api.catalogue.brands[5]!;
    expect(
      (await inject('POST', '/api/brands', { name: brand.name, searchTerm: brand.name }, owner)).statusCode,
    ).toBe(201);
    const crawled = await inject('POST', '/api/amazon-search/crawl-term', { term: brand.name }, owner);
    expect(crawled.statusCode, crawled.body).toBe(200);
    api.controls.clearCalls();

    api.controls.setPriceEpoch(-10);
    const started = await inject('POST', ROUTES.crawl.priceRefresh, undefined, owner);
    expect(started.statusCode, started.body).toBe(202);
    await vi.waitFor(
      async () => {
        const s = (await inject('GET', ROUTES.crawl.priceRefresh, undefined, owner)).json().data;
        expect(s.lastStatus).toBe('succeeded');
      },
      { timeout: 20_000, interval: 50 },
    );
    const items = await database.db.select().from(brandItems).where(eq(brandItems.websiteTopic, 'batteries'));
    expect(items).toHaveLength(20);
    for (const item of items) {
      const p = api.catalogue.products.find((x) => x.asin === item.externalId)!;
      expect(item.priceMinor).toBe(Math.round(p.basePriceCents * 0.9));
      expect(item.previousPriceMinor).toBe(p.basePriceCents);
    }
    const lookups = api.controls.calls().filter((c) => c.operation === 'getItems');
    expect(lookups.map((c) => c.itemIds?.length)).toEqual([10, 10]);
  });

  it('refused credentials fail the crawl with the text the crawl screen shows', async () => {
    expect((await chooseApi(WRONG_SECRET)).statusCode).toBe(200);
    const res = await inject('POST', '/api/amazon-search/crawl-term', {
      term: api.catalogue.brands[4]!.name,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toMatchObject({ success: false, error: MARKETPLACE_ERRORS.credentialsRefused });
    const status = await inject('GET', '/api/amazon-search/status');
    expect(status.json().data).toMatchObject({ status: 'failed' });
    expect(status.json().data.errors).toContain(MARKETPLACE_ERRORS.credentialsRefused);
    expect(api.controls.calls().map((c) => `${c.operation} ${c.status}`)).toEqual(['token 401']);
  });

  it('the secret is in no reply and no log line', async () => {
    expect((await chooseApi(api.clientSecret)).statusCode).toBe(200);
    const replies = await Promise.all([
      inject('GET', '/api/site-config/marketplace'),
      inject('GET', '/api/site-config?websiteTopic=test'),
      inject('GET', '/api/site-config/resolve?url=http://localhost:5000/test/'),
      inject('GET', '/api/amazon-search/status'),
      chooseApi(undefined),
      // A refused update (bad hours) carrying a secret: neither the reply nor the log repeats it.
      inject('PUT', '/api/site-config/marketplace', {
        adapter: 'creators-api',
        apiClientId: api.clientId,
        apiClientSecret: WRONG_SECRET,
        priceRefreshHours: -1,
        priceMaxAgeHours: 24,
        productPageMaxAgeDays: 30,
      }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 400]);
    for (const r of replies) {
      expect(r.body).not.toContain(api.clientSecret);
      expect(r.body).not.toContain(WRONG_SECRET);
    }
    expect(replies[0]!.json().data).toMatchObject({ apiSecretSet: true, apiClientId: api.clientId });
    const all = logs.join('');
    expect(all.length).toBeGreaterThan(1000);
    expect(all).not.toContain(api.clientSecret);
    expect(all).not.toContain(WRONG_SECRET);
  });
});
