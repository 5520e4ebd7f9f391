import { CRAWL_SESSION_HEADER } from '@app/contract';
import { type MarketplaceSim, searchCatalogue, startMarketplaceSim } from '@app/marketplace-sim';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandItems, crawlReview } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';
import { fast } from './crawl.fixture';

describe('product pages only when needed, next links, and run reports', () => {
  let sim: MarketplaceSim;
  let t: TestApp;
  let admin: string;
  let session = 0;
  const crawl = async (term: string, sessionId = `pages-${Date.now()}-${++session}`) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/amazon-search/crawl-term',
      headers: {
        authorization: admin,
        [CRAWL_SESSION_HEADER]: sessionId,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ term }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const productPagesRead = () => sim.controls.requests().filter((r) => r.startsWith('/dp/'));
  const searchesRead = () => sim.controls.requests().filter((r) => r.startsWith('/s?'));
  const brandOf = (i: number) => sim.catalogue.brands[i]!.name;

  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 12, itemsPerBrand: 20 });
  });
  afterAll(() => sim.close());
  // Each test crawls into a site of its own: the site's four brands, no items and no runs yet.
  beforeEach(async () => {
    sim.controls.reset();
    t = await buildTestApp({ crawl: { ...fast, baseUrl: sim.url, productPages: true } });
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    for (const i of [0, 1, 2, 3]) {
      await call(t.app, 'POST', '/api/brands', { name: brandOf(i), searchTerm: brandOf(i) }, admin);
    }
  });
  afterEach(() => t.close());

  it("reads a product page for a new item, and again only once what it gave is older than the site's limit", async () => {
    const expected = searchCatalogue(sim.catalogue, brandOf(0));
    const first = await crawl(brandOf(0));
    expect(first.itemsCreated).toBe(expected.length);
    expect(productPagesRead().sort()).toEqual(expected.map((p) => `/dp/${p.asin}`).sort());
    expect(first.report.productPages).toBe(expected.length);
    const items = await t.database.db
      .select()
      .from(brandItems)
      .where(eq(brandItems.brandName, brandOf(0)));
    expect(items.every((i) => i.detailsCheckedAt !== null && i.description !== '')).toBe(true);

    sim.controls.clearRequests();
    const second = await crawl(brandOf(0));
    expect(productPagesRead()).toEqual([]);
    expect(second.report).toMatchObject({ productPages: 0, itemsUnchanged: expected.length });

    // Three items last read 31 days ago (the default limit is 30): only theirs are read again.
    const stale = expected.slice(0, 3).map((p) => p.asin);
    await t.database.db
      .update(brandItems)
      .set({ detailsCheckedAt: sql`now() - interval '31 days'` })
      .where(inArray(brandItems.externalId, stale));
    sim.controls.clearRequests();
    await crawl(brandOf(0));
    expect(productPagesRead().sort()).toEqual(stale.map((a) => `/dp/${a}`).sort());
    const [again] = await t.database.db.select().from(brandItems).where(eq(brandItems.externalId, stale[0]!));
    expect(Date.now() - again!.detailsCheckedAt!.getTime()).toBeLessThan(60_000);
  });

  it('an item waiting in review keeps what its page said: a second crawl reads no product page', async () => {
    const term = brandOf(6); // not a brand of the site
    const expected = searchCatalogue(sim.catalogue, term);
    const first = await crawl(term);
    expect(first).toMatchObject({ itemsCreated: 0, inReview: expected.length });
    expect(productPagesRead()).toHaveLength(expected.length);
    // The product page named the brand, so every item waits under it, not as "Unknown brand".
    const rows = await t.database.db
      .select()
      .from(crawlReview)
      .where(and(eq(crawlReview.websiteTopic, 'test'), eq(crawlReview.brandName, term)));
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((r) => (r.item as { description: string }).description !== '')).toBe(true);

    sim.controls.clearRequests();
    const second = await crawl(term);
    expect(productPagesRead()).toEqual([]);
    expect(second.inReview).toBe(expected.length);
  });

  it('a next link to another origin ends the paging: page 1 is kept and the report says why', async () => {
    const evil = 'http://evil.example/s?k=x&page=2';
    sim.controls.setNextLinkOverride(evil);
    const result = await crawl(brandOf(1));
    expect(result).toMatchObject({ pages: 1, itemsCreated: 16, errors: [] });
    expect(result.report.skipped).toEqual({ refused: 1 });
    expect(result.report.examples).toEqual([
      { reason: 'refused', title: 'Next page', externalId: null, detail: evil },
    ]);
    expect(searchesRead()).toHaveLength(1);
    const runs = await call(t.app, 'GET', '/api/amazon-search/runs?limit=1', undefined, admin);
    expect(runs.body.data.items[0]).toMatchObject({ status: 'succeeded', errors: [], terms: [brandOf(1)] });
  });

  it('a next link back to a page already read is not fetched again', async () => {
    const term = brandOf(2);
    sim.controls.setNextLinkOverride(`/s?k=${encodeURIComponent(term)}#again`);
    const result = await crawl(term);
    expect(result).toMatchObject({ pages: 1, itemsCreated: 16 });
    expect(result.report.skipped).toEqual({ loop: 1 });
    expect(searchesRead()).toEqual([`/s?k=${term}`]);
  });

  it('lists recent runs newest first, each with its report; the terms of a list share one report', async () => {
    // Earlier runs: one term's items are on the site already.
    for (const i of [0, 1, 2, 0]) await crawl(brandOf(i));
    const id = `pages-list-${Date.now()}`;
    const a = await crawl(brandOf(3), id);
    const b = await crawl(brandOf(0), id);
    const runs = await call(t.app, 'GET', '/api/amazon-search/runs', undefined, admin);
    expect(runs.status).toBe(200);
    const [latest, previous] = runs.body.data.items;
    expect(latest).toMatchObject({ sessionId: id, mode: 'term', terms: [brandOf(3), brandOf(0)] });
    expect(latest.report).toMatchObject({
      itemsCreated: a.itemsCreated + b.itemsCreated,
      itemsUnchanged: a.report.itemsUnchanged + b.report.itemsUnchanged,
      productPages: a.report.productPages + b.report.productPages,
    });
    expect(latest.report.itemsCreated).toBe(20);
    expect(new Date(latest.startedAt) >= new Date(previous.startedAt)).toBe(true);
    expect(runs.body.data.items.length).toBeGreaterThanOrEqual(5);
    expect(
      (await call(t.app, 'GET', '/api/amazon-search/runs?limit=2', undefined, admin)).body.data.items,
    ).toHaveLength(2);
    expect((await call(t.app, 'GET', '/api/amazon-search/runs?limit=0', undefined, admin)).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/amazon-search/runs')).status).toBe(401);
    const other = await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries');
    const theirs = await call(t.app, 'GET', '/api/amazon-search/runs', undefined, other.authorization);
    expect(theirs.body.data.items).toEqual([]);
  });
});
