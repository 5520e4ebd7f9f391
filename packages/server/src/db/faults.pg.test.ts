import { CRAWL_ERRORS, CRAWL_SESSION_HEADER, ERRORS } from '@app/contract';
import { type MarketplaceSim, startMarketplaceSim } from '@app/marketplace-sim';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { isDatabaseUnavailable } from '../errors';
import { fast as crawlFast } from '../modules/crawl/crawl.fixture';
import { createPostgresTestDatabase } from '../test/postgres-database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { appOn, type buildConfig, login } from '../test/test-app';
import { type Database, openPostgres } from './client';
import { crawlRuns } from './schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from './seed';

/**
 * Faults between the product and PostgreSQL, injected by a TCP proxy that refuses, resets or
 * stalls connections; and two product instances (own pools, caches and listeners) on one database.
 */

const until = async <T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, limitMs = 10_000) => {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${limitMs} ms (last: ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

type Instance = { app: App; database: Database; close(): Promise<void> };

async function instance(url: string, config: Parameters<typeof buildConfig>[0] = {}): Promise<Instance> {
  const database = await openPostgres(url, { poolSize: 4, probeIntervalMs: 200 });
  const app = await appOn(database, config);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const fast = { ...crawlFast, retries: 0, concurrency: 1 };

describe('database faults', () => {
  let dropDatabase: () => Promise<void>;
  let url: string;
  let proxy: TcpProxy;
  let sim: MarketplaceSim;
  let a: Instance;
  let admin: string;
  const extra: Instance[] = [];

  beforeAll(async () => {
    ({ url, dropDatabase } = await createPostgresTestDatabase());
    const setup = await openPostgres(url, { poolSize: 2 });
    await setup.migrate();
    await seedDemo(setup.db, { catalogue: false });
    await setup.close();
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    sim = await startMarketplaceSim({ brands: 10, itemsPerBrand: 20 });
    a = await instance(proxy.urlFor(url), {
      crawl: { ...fast, baseUrl: sim.url },
      analytics: { flushIntervalMs: 200 },
    });
    ({ authorization: admin } = await login(a.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test'));
  });
  afterEach(async () => {
    proxy.setMode('pass');
    sim.controls.reset();
    await until(
      'ready',
      () => a.app.inject('/readyz').then((r) => r.statusCode),
      (s) => s === 200,
    );
  });
  afterAll(async () => {
    for (const i of extra) await i.close();
    await a?.close();
    await proxy?.close();
    await sim?.close();
    await dropDatabase?.();
  });

  const createBrand = (app: App, name: string) =>
    app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: { authorization: admin },
      payload: { name, isCategory: false },
    });

  it('a connection dropped in the middle of a transaction fails that transaction, not the process', async () => {
    const failed = await a.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.resetAll();
        await tx.execute(sql`select pg_sleep(0.05)`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(failed).not.toBeNull();
    expect(isDatabaseUnavailable(failed)).toBe(true);
    // Still serving, and the pool heals by itself.
    await until(
      'ready again',
      () => a.app.inject('/readyz').then((r) => r.statusCode),
      (s) => s === 200,
    );
    expect((await createBrand(a.app, 'After The Drop')).statusCode).toBe(201);
  });

  for (const mode of ['refuse', 'stall'] as const) {
    it(`while the database ${mode === 'refuse' ? 'refuses connections' : 'stalls'}: alive, not ready, writes 503 with Retry-After, cached reads and topics still answer; ready again after`, async () => {
      const cachedRead = '/api/brands?websiteTopic=test';
      expect((await a.app.inject(cachedRead)).statusCode).toBe(200);

      proxy.setMode(mode);
      const notReady = await until(
        'readiness 503',
        () => a.app.inject('/readyz'),
        (r) => r.statusCode === 503,
        5_000,
      );
      expect(notReady.json()).toMatchObject({ success: false, error: ERRORS.serviceUnavailable });
      expect(notReady.headers['retry-after']).toBeDefined();
      expect((await a.app.inject('/healthz')).statusCode).toBe(200);

      const write = await createBrand(a.app, `During ${mode}`);
      expect(write.statusCode, write.body).toBe(503);
      expect(write.json()).toMatchObject({ success: false, data: null, error: ERRORS.serviceUnavailable });
      expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);

      // A change retires the topic's cached replies (here by hand, its notice to other processes
      // failing): while the database is away, the retired reply still answers.
      await a.app.invalidateTopic('test').catch(() => {});
      a.app.siteConfigs.invalidate();
      const cached = await a.app.inject(cachedRead);
      expect(cached.statusCode).toBe(200);
      expect(cached.json().success).toBe(true);
      // Topics resolve from the last known site configs.
      const resolved = await a.app.inject(
        `/api/site-config/resolve?url=${encodeURIComponent('http://localhost/test')}`,
      );
      expect(resolved.statusCode, resolved.body).toBe(200);
      expect(resolved.json().topic).toBe('test');
      // A read that was never cached fails fast and honestly.
      const uncached = await a.app.inject('/api/tips?websiteTopic=test');
      expect(uncached.statusCode).toBe(503);

      proxy.setMode('pass');
      await until(
        'ready again',
        () => a.app.inject('/readyz').then((r) => r.statusCode),
        (s) => s === 200,
        5_000,
      );
      expect((await createBrand(a.app, `After ${mode}`)).statusCode).toBe(201);
    });
  }

  it('a request in flight when the database stalls is answered 503, not left hanging', async () => {
    proxy.setMode('stall');
    const started = Date.now();
    const res = await a.app.inject('/api/podcasts?websiteTopic=test&stall=1');
    expect(res.statusCode).toBe(503);
    // Bounded by the probe (200 ms here) and its one-second limit, far below any statement timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('visits beaconed while the database is away are written when it returns', async () => {
    const count = async () => {
      const direct = new pg.Client({ connectionString: url });
      await direct.connect();
      const { rows } = await direct.query<{ n: number }>(
        `select count(*)::int as n from visits where path = '/test/while-away'`,
      );
      await direct.end();
      return rows[0]?.n ?? 0;
    };
    const beacon = (path: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/analytics/event?websiteTopic=test',
        headers: { 'user-agent': BROWSER },
        payload: { path },
      });
    // Visitors were coming before the outage (the day's salt is known).
    expect((await beacon('/test')).statusCode).toBe(204);
    proxy.setMode('refuse');
    await until(
      'a not ready',
      () => a.app.inject('/readyz').then((r) => r.statusCode),
      (s) => s === 503,
    );
    for (let i = 0; i < 3; i++) {
      const res = await beacon('/test/while-away');
      expect(res.statusCode, res.body).toBe(204);
    }
    // Longer than three flushes: visits wait for the database, they are not given up on.
    await new Promise((r) => setTimeout(r, 3_500));
    proxy.setMode('pass');
    await until('visits written', count, (n) => n === 3);
  });

  it('after an outage, an instance hears other instances again, and what it missed meanwhile is not served stale', async () => {
    const b = await instance(url);
    extra.push(b);
    const list = '/api/brands?websiteTopic=test';
    expect((await a.app.inject(list)).statusCode).toBe(200); // cached in a
    proxy.setMode('refuse');
    await until(
      'a not ready',
      () => a.app.inject('/readyz').then((r) => r.statusCode),
      (s) => s === 503,
    );
    // b still reaches the database; its notice to a is lost.
    expect((await createBrand(b.app, 'Written While Away')).statusCode).toBe(201);
    proxy.setMode('pass');
    await until(
      'a no longer serves its stale list',
      () => a.app.inject(list).then((r) => r.body),
      (body) => body.includes('Written While Away'),
    );
    expect((await createBrand(b.app, 'Written After Return')).statusCode).toBe(201);
    await until(
      'a hears b again',
      () => a.app.inject(list).then((r) => r.body),
      (body) => body.includes('Written After Return'),
    );
  });

  it('a second instance sees the first one’s writes, running crawl and progress; a crawl whose process died no longer blocks', async () => {
    const b = await instance(url, { crawl: { ...fast, baseUrl: sim.url } });
    extra.push(b);
    const list = '/api/brands?websiteTopic=test';
    await b.app.inject(list); // cached in b
    expect((await createBrand(a.app, 'Seen Across')).statusCode).toBe(201);
    await until(
      'b sees a’s write',
      () => b.app.inject(list).then((r) => r.body),
      (body) => body.includes('Seen Across'),
    );

    // A crawl on a, slowed by the marketplace, is running…
    sim.controls.setLatency(400);
    const crawl = (app: App, sessionId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/amazon-search/crawl-term',
        headers: { authorization: admin, [CRAWL_SESSION_HEADER]: sessionId },
        payload: { term: sim.catalogue.brands[0]!.name },
      });
    const onA = crawl(a.app, 'fault-run-a');
    const running = () =>
      b.database.db.select().from(crawlRuns).where(eq(crawlRuns.sessionId, 'fault-run-a'));
    await until('a’s run recorded', running, (rows) => rows[0]?.status === 'running');
    // …and b both reports it and refuses a second one.
    const status = await b.app.inject({
      url: '/api/amazon-search/status',
      headers: { authorization: admin },
    });
    expect(status.json().data).toMatchObject({ sessionId: 'fault-run-a', status: 'running' });
    const second = await crawl(b.app, 'fault-run-b1');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(CRAWL_ERRORS.alreadyRunning);

    // a loses its database for good (as a killed process would): PostgreSQL drops its lock with
    // its connections, and b may crawl at once, without waiting for a heartbeat to go stale.
    proxy.setMode('refuse');
    await until(
      'lock released',
      () => b.app.inject('/readyz').then((r) => r.statusCode),
      (s) => s === 200,
    );
    sim.controls.setLatency(0);
    const third = await crawl(b.app, 'fault-run-b2');
    expect(third.statusCode, third.body).toBe(200);
    const [dead] = await running();
    expect(dead?.status).toBe('failed');
    expect(dead?.errors).toContain(CRAWL_ERRORS.interrupted);
    await onA.catch(() => {});
  });
});
