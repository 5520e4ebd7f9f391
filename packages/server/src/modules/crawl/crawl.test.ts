import type { ActivityEntry } from '@app/contract';
import { CRAWL_ERRORS, CRAWL_SESSION_HEADER } from '@app/contract';
import { type MarketplaceSim, searchCatalogue, startMarketplaceSim } from '@app/marketplace-sim';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog, brandItems, brands, crawlRuns } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, call } from '../../test/catalogue';
import { appOn, buildTestApp, login, type TestApp } from '../../test/test-app';
import { loggedApp } from './logged-app.fixture';

/**
 * Waits until `count()` has not changed for `ms`, failing after `timeout`: how a test sees that
 * something stopped, without guessing how long stopping takes.
 */
async function quietFor(ms: number, count: () => number, timeout: number) {
  let last = count();
  let since = Date.now();
  await vi.waitFor(
    () => {
      const now = count();
      if (now !== last) {
        last = now;
        since = Date.now();
      }
      expect(Date.now() - since).toBeGreaterThanOrEqual(ms);
    },
    { timeout, interval: 50 },
  );
}

const fast = {
  ratePerSecond: 1000,
  backoffMs: 10,
  retries: 3,
  timeoutMs: 5_000,
  concurrency: 4,
  maxPages: 3,
};

describe('marketplace crawl against the simulator', () => {
  let sim: MarketplaceSim;
  let t: TestApp;
  let admin: string;
  let token: string;
  let session = 0;
  const sid = () => `test-${Date.now()}-${++session}`;
  const post = (url: string, body?: unknown, sessionId = sid()) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: admin,
        [CRAWL_SESSION_HEADER]: sessionId,
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const itemsOf = (topic = 'test') =>
    t.database.db.select().from(brandItems).where(eq(brandItems.websiteTopic, topic));
  const itemsOfBrand = (brandId: number) =>
    t.database.db.select().from(brandItems).where(eq(brandItems.brandId, brandId));

  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 40, itemsPerBrand: 20 });
    t = await buildTestApp({ crawl: { ...fast, baseUrl: sim.url } });
    ({ authorization: admin, token } = await login(
      t.app,
      demoAdminEmail('test'),
      DEMO_ADMIN_PASSWORD,
      'test',
    ));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });
  beforeEach(() => sim.controls.reset());

  /** The owner's brand of a simulator brand, made by hand as the admin would. */
  const ownBrand = async (name: string) =>
    (await call(t.app, 'POST', '/api/brands', { name, searchTerm: name }, admin)).body.data;

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

  it('crawl-empty crawls only brands without items, in the background, and streams progress', async () => {
    const target = sim.catalogue.brands[5]!;
    const created = await call(
      t.app,
      'POST',
      '/api/brands',
      { name: 'Waiting brand', searchTerm: target.name },
      admin,
    );
    expect(created.status).toBe(201);

    const events: Array<{ id: string; data: Record<string, unknown> }> = [];
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${address}/api/amazon-search/progress?token=${token}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const reading = (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += new TextDecoder().decode(value);
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = chunk.match(/^id: (.+)$/m)?.[1];
          const data = chunk.match(/^data: (.+)$/m)?.[1];
          if (id && data) events.push({ id, data: JSON.parse(data) });
        }
      }
    })();

    const id = sid();
    const res = await post('/api/amazon-search/crawl-empty', undefined, id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toEqual({ sessionId: id, totalBrands: 1 });
    await vi.waitFor(
      () => expect(events.some((e) => e.data.sessionId === id && e.data.status === 'succeeded')).toBe(true),
      { timeout: 10_000, interval: 50 },
    );
    await reader.cancel();
    await reading.catch(() => {});
    const mine = events.filter((e) => e.data.sessionId === id);
    expect(mine.at(-1)!.data).toMatchObject({
      type: 'progress',
      sessionId: id,
      totalBrands: 1,
      crawledBrands: 1,
      status: 'succeeded',
      crawledItems: 20,
    });
    const ids = mine.map((e) => Number(e.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const items = await call(
      t.app,
      'GET',
      `/api/brand-items?websiteTopic=test&brandSlug=waiting-brand&pageSize=100`,
    );
    expect(items.body.data.total).toBe(20);

    // Resuming with the last id seen sends nothing old; an older id gets the current state.
    const last = mine.at(-1)!.id;
    const resumed = await fetch(`${address}/api/amazon-search/progress`, {
      headers: { authorization: admin, 'last-event-id': String(Number(last) - 1) },
      // Bounds the reads below: a stream that never sends its event fails the test, not hangs it.
      signal: AbortSignal.timeout(5_000),
    });
    const resumedReader = resumed.body!.getReader();
    let text = '';
    while (!text.includes('data:')) text += new TextDecoder().decode((await resumedReader.read()).value);
    expect(text).toContain(`id: ${last}`);
    await resumedReader.cancel().catch(() => {});
  });

  it('the stream wants an admin token and shows only the caller’s topic', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/amazon-search/progress' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/amazon-search/progress?token=nope' })).statusCode,
    ).toBe(401);
    const other = await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/amazon-search/progress?websiteTopic=test&token=${other.token}`,
    });
    expect(res.statusCode).toBe(403);
    const status = await call(t.app, 'GET', '/api/amazon-search/status', undefined, other.authorization);
    expect(status.body.data).toBeNull();
  });

  it('cancel stops a running crawl within a second; destroy forgets it', async () => {
    // Brands enough to keep the crawl busy for a while.
    for (const b of sim.catalogue.brands.slice(10, 16)) await ownBrand(b.name);
    sim.controls.setLatency(400);
    const id = sid();
    const started = await post('/api/amazon-search/crawl-all', undefined, id);
    expect(started.statusCode, started.body).toBe(202);
    expect((await post('/api/amazon-search/crawl-all')).statusCode).toBe(409);
    await vi.waitFor(() => expect(sim.controls.requests().some((r) => r.startsWith('/s?'))).toBe(true), {
      timeout: 5_000,
    });
    const cancelled = await post('/api/amazon-search/cancel');
    expect(cancelled.json()).toEqual({
      success: true,
      data: { sessionId: id, status: 'cancelled' },
      error: null,
    });
    // The marketplace hears nothing more: no new request for half a second, within two of the cancel.
    await quietFor(500, () => sim.controls.requests().length, 2_000);
    const [run] = await t.database.db.select().from(crawlRuns).where(eq(crawlRuns.sessionId, id));
    expect(run!.status).toBe('cancelled');

    const destroyed = await post('/api/amazon-search/destroy');
    expect(destroyed.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(crawlRuns).where(eq(crawlRuns.websiteTopic, 'test')),
    ).toHaveLength(0);
  });

  it('validates the term and the session id, and wants an admin', async () => {
    expect((await post('/api/amazon-search/crawl-term', { term: '   ' })).statusCode).toBe(400);
    expect((await post('/api/amazon-search/crawl-term', { term: 'x' }, 'bad id!')).statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/api/amazon-search/crawl-all' });
    expect(anon.statusCode).toBe(401);
  });

  it('a restart fails the crawls it interrupted', async () => {
    await t.database.db.insert(crawlRuns).values({
      sessionId: 'orphan-run',
      websiteTopic: 'test',
      mode: 'all',
      status: 'running',
      heartbeatAt: new Date(Date.now() - 5 * 60_000),
    });
    const second = await appOn(t.database, { crawl: { baseUrl: sim.url } });
    await second.close();
    const [run] = await t.database.db.select().from(crawlRuns).where(eq(crawlRuns.sessionId, 'orphan-run'));
    expect(run).toMatchObject({ status: 'failed', errors: [CRAWL_ERRORS.interrupted] });
  });
});

describe('what the crawler may fetch', () => {
  let sim: MarketplaceSim;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 5, itemsPerBrand: 5, disallow: ['/s'] });
    t = await buildTestApp({ crawl: { ...fast, baseUrl: sim.url } });
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('does not fetch a path robots.txt disallows', async () => {
    const res = await call(t.app, 'POST', '/api/amazon-search/crawl-term', { term: 'anything' }, admin);
    expect(res.status).toBe(502);
    expect(res.body.error).toContain(CRAWL_ERRORS.robots);
    expect(sim.controls.requests()).toEqual(['/robots.txt']);
  });

  it('refuses a private address typed into site settings, though the operator may use one', async () => {
    const put = await call(
      t.app,
      'PUT',
      '/api/site-config',
      {
        title: 'Test Shop',
        primaryColor: '#1a2b5f',
        secondaryColor: '#b0103a',
        marketplaceBaseUrl: 'http://10.0.0.7:8080',
      },
      admin,
    );
    expect(put.status).toBe(200);
    const res = await call(t.app, 'POST', '/api/amazon-search/crawl-term', { term: 'x' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CRAWL_ERRORS.refusedPrivate);
    // The operator's simulator on 127.0.0.1, named again in site settings, stays allowed.
    await call(
      t.app,
      'PUT',
      '/api/site-config',
      { title: 'Test Shop', primaryColor: '#1a2b5f', secondaryColor: '#b0103a', marketplaceBaseUrl: sim.url },
      admin,
    );
    const ok = await call(t.app, 'POST', '/api/amazon-search/crawl-term', { term: 'x' }, admin);
    expect(ok.body.error).toContain(CRAWL_ERRORS.robots);
  });

  it('without any marketplace configured, says so', async () => {
    const bare = await buildTestApp();
    const auth = (await login(bare.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    const res = await call(bare.app, 'POST', '/api/amazon-search/crawl-term', { term: 'x' }, auth);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CRAWL_ERRORS.noMarketplace);
    await bare.close();
  });
});

describe('a crawl whose end cannot be recorded', () => {
  let sim: MarketplaceSim;
  let t: TestApp & { logs: string[] };

  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 5, itemsPerBrand: 5 });
    t = await loggedApp({ crawl: { ...fast, concurrency: 1, baseUrl: sim.url } }, 'warn');
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('logs it and the server goes on answering', async () => {
    const admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    for (const b of sim.catalogue.brands.slice(0, 2)) {
      const made = await call(
        t.app,
        'POST',
        '/api/brands',
        buildBrand({ name: b.name, searchTerm: b.name }),
        admin,
      );
      expect(made.status).toBe(201);
    }
    sim.controls.setLatency(300);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/amazon-search/crawl-all',
      headers: { authorization: admin, [CRAWL_SESSION_HEADER]: 'unrecordable-end' },
    });
    expect(started.statusCode, started.body).toBe(202);
    await vi.waitFor(() => expect(sim.controls.requests().some((r) => r.startsWith('/s?'))).toBe(true), {
      timeout: 5_000,
    });
    // The run's table goes away under the crawl: its progress and its end both fail to be written.
    await t.database.db.execute(sql`alter table crawl_runs rename to crawl_runs_away`);
    try {
      await vi.waitFor(() => expect(t.logs.join('')).toContain('crawl run end not recorded'), {
        timeout: 10_000,
      });
    } finally {
      await t.database.db.execute(sql`alter table crawl_runs_away rename to crawl_runs`);
    }
    const status = await call(t.app, 'GET', '/api/amazon-search/status', undefined, admin);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ sessionId: 'unrecordable-end', status: 'running' });
  });
});
