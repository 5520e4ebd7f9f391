import type { ActivityEntry } from '@app/contract';
import { CRAWL_ERRORS } from '@app/contract';
import { searchCatalogue } from '@app/marketplace-sim';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLog, brandItems, brands, crawlRuns } from '../../db/schema';
import { demoAdminEmail } from '../../db/seed';
import { call } from '../../test/catalogue';
import { type CrawlBench, crawlBench } from './crawl.fixture';

describe('marketplace crawl against the simulator', () => {
  let sim: CrawlBench['sim'];
  let t: CrawlBench['t'];
  let admin: string;
  let sid: CrawlBench['sid'];
  let post: CrawlBench['post'];
  let ownBrand: CrawlBench['ownBrand'];
  let close: CrawlBench['close'];
  const itemsOf = (topic = 'test') =>
    t.database.db.select().from(brandItems).where(eq(brandItems.websiteTopic, topic));
  const itemsOfBrand = (brandId: number) =>
    t.database.db.select().from(brandItems).where(eq(brandItems.brandId, brandId));

  beforeAll(async () => {
    ({ sim, t, admin, sid, post, ownBrand, close } = await crawlBench());
  });
  afterAll(() => close());
  beforeEach(() => sim.controls.reset());

  it("imports the items a term finds under the site's brand, with prices, ratings, pictures and tagged links", async () => {
    const brand = sim.catalogue.brands[0]!;
    const own = await ownBrand(brand.name);
    const expected = searchCatalogue(sim.catalogue, brand.name);
    const res = await post('/api/amazon-search/crawl-term', { term: brand.name });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      term: brand.name,
      brandsCreated: 0,
      itemsCreated: expected.length,
      itemsUpdated: 0,
      inReview: 0,
    });
    expect(body.data.report).toMatchObject({ itemsCreated: expected.length, itemsUnchanged: 0 });
    expect(body.data.brands).toEqual([{ slug: brand.slug, name: brand.name }]);

    const items = await itemsOfBrand(own.id);
    expect(items).toHaveLength(expected.length);
    for (const p of expected) {
      const item = items.find((i) => i.externalId === p.asin)!;
      expect(item.name).toBe(p.title);
      expect(item.brandSlug).toBe(brand.slug);
      expect(item.priceMinor).toBe(p.basePriceCents);
      expect(item.currency).toBe('USD');
      expect(item.rating).toBe(p.rating);
      expect(item.reviewCount).toBe(p.reviewCount);
      expect(item.imageUrls[0]).toMatch(new RegExp(`^${sim.url}/images/I/${p.asin}`));
      expect(item.marketplaceUrl).toBe(`${sim.url}/dp/${p.asin}?tag=test-20`);
      // The crawl confirmed the price just now.
      expect(Date.now() - item.priceCheckedAt!.getTime()).toBeLessThan(60_000);
    }
    const [b] = await t.database.db.select().from(brands).where(eq(brands.slug, brand.slug));
    expect(b).toMatchObject({
      websiteTopic: 'test',
      name: brand.name,
      itemCount: expected.length,
      searchTerm: brand.name,
    });
    expect(b!.lastCrawledAt).not.toBeNull();
    // The public read shows them at once (the reply cache was retired).
    const list = await call(
      t.app,
      'GET',
      `/api/brand-items?websiteTopic=test&brandSlug=${brand.slug}&pageSize=100`,
    );
    expect(list.body.data.total).toBe(expected.length);
  });

  it('a re-crawl refreshes prices and keeps what the admin wrote, with no duplicates', async () => {
    const brand = sim.catalogue.brands[1]!;
    const b = await ownBrand(brand.name);
    expect((await post('/api/amazon-search/crawl-term', { term: brand.name })).statusCode).toBe(200);
    const [first] = await itemsOfBrand(b.id);
    await call(
      t.app,
      'PUT',
      `/api/brand-items/${first!.id}`,
      {
        name: 'Renamed by hand',
        description: 'Written by the admin',
        seoTitle: 'Hand-made title',
        seoLocked: true,
      },
      admin,
    );
    await call(
      t.app,
      'PUT',
      `/api/brands/${b.id}`,
      { description: 'Brand text by hand', seoDescription: 'Brand SEO' },
      admin,
    );

    sim.controls.setPriceEpoch(10);
    const res = await post('/api/amazon-search/crawl-term', { term: brand.name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ brandsCreated: 0, itemsCreated: 0 });
    expect(res.json().data.itemsUpdated).toBeGreaterThan(0);

    const items = await itemsOfBrand(b.id);
    expect(items).toHaveLength(searchCatalogue(sim.catalogue, brand.name).length);
    const again = items.find((i) => i.id === first!.id)!;
    expect(again).toMatchObject({
      name: 'Renamed by hand',
      description: 'Written by the admin',
      seoTitle: 'Hand-made title',
    });
    const p = sim.catalogue.products.find((x) => x.asin === first!.externalId)!;
    expect(again.priceMinor).toBe(Math.round(p.basePriceCents * 1.1));
    const [b2] = await t.database.db.select().from(brands).where(eq(brands.id, b.id));
    expect(b2).toMatchObject({
      description: 'Brand text by hand',
      seoDescription: 'Brand SEO',
      slug: brand.slug,
    });

    // Nothing changed at the marketplace: nothing is rewritten but the time the price was confirmed.
    const same = await post('/api/amazon-search/crawl-term', { term: brand.name });
    expect(same.json().data).toMatchObject({ itemsCreated: 0, itemsUpdated: 0 });
    expect(same.json().data.report.itemsUnchanged).toBe(items.length);
    const [kept] = await t.database.db.select().from(brandItems).where(eq(brandItems.id, first!.id));
    expect(kept!.updatedAt.getTime()).toBe(again.updatedAt.getTime());
    expect(kept!.priceCheckedAt!.getTime()).toBeGreaterThan(again.priceCheckedAt!.getTime());
  });

  it("logs each imported page as one 'import' entry by the admin, naming its items, in the page's transaction", async () => {
    const brand = sim.catalogue.brands[7]!;
    const own = await ownBrand(brand.name);
    const expected = searchCatalogue(sim.catalogue, brand.name);
    const sessionId = sid();
    const res = await post('/api/amazon-search/crawl-term', { term: brand.name }, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    const { pages } = res.json().data;
    const log = await call(t.app, 'GET', '/api/activity?entityType=crawlRun&pageSize=100', undefined, admin);
    const entries = (log.body.data.items as ActivityEntry[]).filter(
      (e) => e.changes.session?.[1] === sessionId,
    );
    // One entry per page written, never one per item.
    expect(entries).toHaveLength(pages);
    expect(entries.length).toBeLessThan(expected.length);
    for (const e of entries) {
      expect(e).toMatchObject({
        action: 'import',
        entityType: 'crawlRun',
        userId: expect.any(Number),
        userEmail: demoAdminEmail('test'),
      });
      expect(e.entityLabel).toContain(brand.name);
    }
    const created = entries.reduce((n, e) => n + (e.changes.itemsCreated![1] as number), 0);
    expect(created).toBe(expected.length);
    const named = entries.flatMap((e) => e.changes.items![1] as string[]);
    const items = await t.database.db.select().from(brandItems).where(eq(brandItems.brandId, own.id));
    expect(named.sort()).toEqual(items.map((i) => `${i.name} (#${i.id})`).sort());

    // A log that refuses the page's entry takes the page's items down with it.
    const refused = sim.catalogue.brands[8]!;
    const refusedBrand = await ownBrand(refused.name);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(activityLog);
    await t.database.db.execute(
      sql.raw(
        `alter table activity_log add constraint refuse_crawl check (entity_label not like 'Crawl of "${refused.name}"%')`,
      ),
    );
    try {
      const failed = await post('/api/amazon-search/crawl-term', { term: refused.name });
      expect(failed.statusCode).toBe(500);
      expect(
        await t.database.db.select().from(brandItems).where(eq(brandItems.brandId, refusedBrand.id)),
      ).toEqual([]);
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(activityLog);
      expect(after).toEqual(before);
    } finally {
      await t.database.db.execute(sql`alter table activity_log drop constraint refuse_crawl`);
    }
    // Left without items, it would join the crawl-empty run below.
    expect((await call(t.app, 'DELETE', `/api/brands/${refusedBrand.id}`, undefined, admin)).status).toBe(
      200,
    );
  });

  it('retries through a burst of 503s and 429s', async () => {
    const brand = sim.catalogue.brands[2]!;
    await ownBrand(brand.name);
    sim.controls.failNext(2, 503);
    const res = await post('/api/amazon-search/crawl-term', { term: brand.name });
    expect(res.statusCode, res.body).toBe(200);
    const imported = new Set((await itemsOf()).map((i) => i.externalId));
    expect(searchCatalogue(sim.catalogue, brand.name).every((p) => imported.has(p.asin))).toBe(true);
    const searches = sim.controls.requests().filter((r) => r.startsWith('/s?'));
    expect(searches.length).toBeGreaterThanOrEqual(4); // two refused attempts, then two pages

    sim.controls.failNext(10, 429);
    const gaveUp = await post('/api/amazon-search/crawl-term', { term: sim.catalogue.brands[3]!.name });
    expect(gaveUp.statusCode).toBe(502);
    expect(gaveUp.json()).toMatchObject({ success: false, error: expect.stringContaining('HTTP 429') });
  });

  it('stops at a captcha with a clear error and marks the run failed', async () => {
    sim.controls.setCaptcha(true);
    const id = sid();
    const res = await post('/api/amazon-search/crawl-term', { term: 'Matte Lipstick' }, id);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, data: null, error: CRAWL_ERRORS.captcha });
    const [run] = await t.database.db.select().from(crawlRuns).where(eq(crawlRuns.sessionId, id));
    expect(run).toMatchObject({ status: 'failed', errors: [CRAWL_ERRORS.captcha] });
  });
});
