import { CRAWL_SESSION_HEADER, ROUTES } from '@app/contract';
import { type MarketplaceSim, startMarketplaceSim } from '@app/marketplace-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { type Database, openPostgres } from '../../db/client';
import { crawlRuns } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from '../../db/seed';
import { call } from '../../test/catalogue';
import { createPostgresTestDatabase } from '../../test/postgres-database';
import { appOn, login } from '../../test/test-app';
import { fast as crawlFast } from './crawl.fixture';

const fast = { ...crawlFast, retries: 1, concurrency: 1 };
const TOPIC = 'test';

type ProgressEvent = { id: number; data: { sessionId: string; status: string; crawledBrands: number } };

/** Reads a progress stream's events as they come, until stopped. */
async function readStream(url: string) {
  const events: ProgressEvent[] = [];
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = chunk.match(/^id: (.+)$/m)?.[1];
        const data = chunk.match(/^data: (.+)$/m)?.[1];
        if (id && data) events.push({ id: Number(id), data: JSON.parse(data) });
      }
    }
  })();
  return {
    events,
    stop: async () => {
      await reader.cancel().catch(() => {});
      await reading.catch(() => {});
    },
  };
}

/**
 * Two app instances on one PostgreSQL database, each with its own pool and listener, as two
 * processes behind a load balancer: a crawl running on one is watched and stopped through the other.
 */
describe('a crawl across two instances', () => {
  let sim: MarketplaceSim;
  let dropDatabase: () => Promise<void>;
  const opened: Database[] = [];
  let a: App;
  let b: App;
  let admin: string;
  let token: string;

  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 8, itemsPerBrand: 10 });
    const created = await createPostgresTestDatabase();
    dropDatabase = created.dropDatabase;
    const setup = await openPostgres(created.url, { poolSize: 2 });
    await setup.migrate();
    await seedDemo(setup.db, { catalogue: false });
    await setup.close();
    for (let i = 0; i < 2; i++) opened.push(await openPostgres(created.url, { poolSize: 4 }));
    const config = { crawl: { ...fast, baseUrl: sim.url } };
    a = await appOn(opened[0]!, config);
    b = await appOn(opened[1]!, config);
    ({ authorization: admin, token } = await login(a, demoAdminEmail(TOPIC), DEMO_ADMIN_PASSWORD, TOPIC));
    for (const brand of sim.catalogue.brands) {
      const made = await call(
        a,
        'POST',
        ROUTES.brands.list,
        { name: brand.name, searchTerm: brand.name },
        admin,
      );
      expect(made.status).toBe(201);
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const db of opened) await db.close();
    await dropDatabase?.();
    await sim?.close();
  });

  it("B's stream reports the progress of a crawl running on A, and a cancel sent to B stops it on A", async () => {
    const address = await b.listen({ port: 0, host: '127.0.0.1' });
    const stream = await readStream(`${address}${ROUTES.crawl.progress}?token=${token}`);
    try {
      // Slow pages, so the crawl is still running when it is cancelled.
      sim.controls.setLatency(250);
      const sessionId = `two-instances-${Date.now()}`;
      const started = await a.inject({
        method: 'POST',
        url: ROUTES.crawl.crawlAll,
        headers: { authorization: admin, [CRAWL_SESSION_HEADER]: sessionId },
      });
      expect(started.statusCode, started.body).toBe(202);
      const mine = () => stream.events.filter((e) => e.data.sessionId === sessionId);

      await expect
        .poll(() => mine().some((e) => e.data.status === 'running' && e.data.crawledBrands >= 1), {
          timeout: 15_000,
        })
        .toBe(true);
      const ids = mine().map((e) => e.id);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);

      const cancelled = await call(b, 'POST', ROUTES.crawl.cancel, undefined, admin);
      expect(cancelled.body.data).toEqual({ sessionId, status: 'cancelled' });

      // A stops asking the marketplace: nothing more after the page under way.
      await new Promise((r) => setTimeout(r, 600));
      const asked = sim.controls.requests().length;
      await new Promise((r) => setTimeout(r, 1_000));
      expect(sim.controls.requests().length).toBe(asked);
      const [run] = await opened[1]!.db.select().from(crawlRuns).where(eq(crawlRuns.sessionId, sessionId));
      expect(run?.status).toBe('cancelled');
      expect(run?.crawledBrands).toBeLessThan(sim.catalogue.brands.length);
      // And B's stream says so.
      await expect.poll(() => mine().at(-1)?.data.status, { timeout: 5_000 }).toBe('cancelled');
    } finally {
      sim.controls.setLatency(0);
      await stream.stop();
    }
  });
});
