import { CRAWL_ERRORS, CRAWL_SESSION_HEADER } from '@app/contract';
import { type MarketplaceSim, startMarketplaceSim } from '@app/marketplace-sim';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { crawlRuns } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, call } from '../../test/catalogue';
import { appOn, login, type TestApp } from '../../test/test-app';
import { type CrawlBench, crawlBench, fast } from './crawl.fixture';
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

/** Crawls that run in the background: their progress stream, cancel, and what a restart or a lost table does to them. */
describe('crawl jobs', () => {
  let sim: CrawlBench['sim'];
  let t: CrawlBench['t'];
  let sid: CrawlBench['sid'];
  let post: CrawlBench['post'];
  let ownBrand: CrawlBench['ownBrand'];
  let close: CrawlBench['close'];

  beforeAll(async () => {
    ({ sim, t, sid, post, ownBrand, close } = await crawlBench());
  });
  afterAll(() => close());
  beforeEach(() => sim.controls.reset());

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

/** Crawl-empty counts every empty brand of the topic, so it gets a bench no other crawl has touched. */
describe('crawl-empty', () => {
  let sim: CrawlBench['sim'];
  let t: CrawlBench['t'];
  let admin: string;
  let token: string;
  let sid: CrawlBench['sid'];
  let post: CrawlBench['post'];
  let close: CrawlBench['close'];

  beforeAll(async () => {
    ({ sim, t, admin, token, sid, post, close } = await crawlBench());
  });
  afterAll(() => close());

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
