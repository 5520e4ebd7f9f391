import { ROUTES } from '@app/contract';
import { type MarketplaceSim, startMarketplaceSim } from '@app/marketplace-sim';
import { asc, eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { type App, buildApp } from '../../app';
import type { Config } from '../../config';
import { type Database, openPostgres } from '../../db/client';
import { brandItems, itemPrices, scheduledJobs } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from '../../db/seed';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { createPostgresTestDatabase } from '../../test/postgres-database';
import { buildConfig, login, openTestDatabase, TEST_JWT_SECRET } from '../../test/test-app';
import { fast as crawlFast } from './crawl.fixture';

const fast = { ...crawlFast, retries: 1, maxPages: 1 };
export const TOPIC = 'test';
/** Both instances poll the schedule this often: the claim, not the timer, decides who runs. */
export const POLL_MS = 40;
export const UNKNOWN_CONFIRMED = 'B0GONE0001';
export const UNKNOWN_BY_HAND = 'B0GONE0002';

/**
 * The price refresh's test bench: the marketplace simulator, and one database shared by two app
 * instances (two connection pools on PostgreSQL, as two processes would have; one PGlite). The
 * test site has six items the simulator knows, one it does not whose price it once confirmed,
 * one it does not that was typed by hand, and one without a marketplace id.
 */
export async function priceRefreshBench() {
  const sim: MarketplaceSim = await startMarketplaceSim({ brands: 2, itemsPerBrand: 6 });
  let database: Database & { drop(): Promise<void> };
  let second: Database;
  let closeSecond = async () => {};
  if (process.env.TEST_DB === 'postgres') {
    const { url, dropDatabase } = await createPostgresTestDatabase();
    const one = await openPostgres(url, { poolSize: 4 });
    await one.migrate();
    database = {
      ...one,
      drop: async () => {
        await one.close();
        await dropDatabase();
      },
    };
    second = await openPostgres(url, { poolSize: 4 });
    closeSecond = () => second.close();
  } else {
    database = await openTestDatabase();
    second = database;
  }
  await seedDemo(database.db, { catalogue: false });
  /** Every instance the bench started that is still open; `close` closes them. */
  const open = new Set<App>();
  const appOn = async (db: Database, overrides: Partial<Config> = {}): Promise<App> => {
    const config = buildConfig({
      crawl: { ...fast, baseUrl: sim.url },
      schedulerPollMs: POLL_MS,
      ...overrides,
    });
    const app = await buildApp(config, { database: db, jwtSecret: TEST_JWT_SECRET, logger: false });
    open.add(app);
    await app.ready();
    return app;
  };
  const a = await appOn(database);
  const b = await appOn(second);
  const { authorization: admin } = await login(a, demoAdminEmail(TOPIC), DEMO_ADMIN_PASSWORD, TOPIC);

  const products = sim.catalogue.products.slice(0, 6);
  expect((await call(a, 'POST', ROUTES.brands.list, buildBrand({ name: 'Sim Brand' }), admin)).status).toBe(
    201,
  );
  const rows = [
    ...products.map((p) =>
      buildItem({ name: p.title, externalId: p.asin, priceMinor: p.basePriceCents, brandSlug: 'sim-brand' }),
    ),
    buildItem({ name: 'Gone from the marketplace', externalId: UNKNOWN_CONFIRMED, brandSlug: 'sim-brand' }),
    buildItem({ name: 'Typed by hand', externalId: UNKNOWN_BY_HAND, brandSlug: 'sim-brand' }),
    buildItem({ name: 'No marketplace id', brandSlug: 'sim-brand' }),
  ];
  const created = await call(a, 'POST', ROUTES.brandItems.bulk, { brandItems: rows }, admin);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const ids: Record<string, number> = Object.fromEntries(
    (created.body.data as Array<{ id: number; externalId: string | null; name: string }>).map((i) => [
      i.externalId ?? i.name,
      i.id,
    ]),
  );
  // The marketplace confirmed this one's price once; the other unknown id was typed by hand.
  await database.db
    .update(brandItems)
    .set({ priceCheckedAt: sql`now() - interval '2 hours'` })
    .where(eq(brandItems.id, ids[UNKNOWN_CONFIRMED]!));

  const schedule = async (app = a) =>
    (await call(app, 'GET', ROUTES.crawl.priceRefresh, undefined, admin)).body;
  const waitForSchedule = (check: (s: Record<string, unknown>) => void, app = a) =>
    vi.waitFor(
      async () => {
        const s = (await schedule(app)).data;
        check(s);
        return s;
      },
      { timeout: 20_000, interval: 50 },
    );

  return {
    sim,
    database,
    a,
    b,
    admin,
    ids,
    products,
    schedule,
    /** The refresh under way has ended (its result is recorded). */
    finished: () => waitForSchedule((s) => expect(s.lastStatus).not.toBe('running')),
    /** A run the schedule began after `since` has ended. */
    scheduledRunAfter: (since: number, app = a) =>
      waitForSchedule((s) => {
        expect(Date.parse((s.lastStartedAt as string | null) ?? '0')).toBeGreaterThanOrEqual(since);
        expect(s.lastStatus).not.toBe('running');
      }, app),
    makeDue: () =>
      database.db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now() - interval '1 minute'` })
        .where(eq(scheduledJobs.websiteTopic, TOPIC)),
    items: () =>
      database.db
        .select()
        .from(brandItems)
        .where(eq(brandItems.websiteTopic, TOPIC))
        .orderBy(asc(brandItems.id)),
    historyOf: (id: number) =>
      database.db.select().from(itemPrices).where(eq(itemPrices.itemId, id)).orderBy(asc(itemPrices.id)),
    /** Product pages the simulator served (one per item a refresh looked up). */
    dpRequests: () => sim.controls.requests().filter((r) => r.includes('/dp/')).length,
    /** Another instance on the database (`second`: the other pool on PostgreSQL). */
    appOn: (overrides: Partial<Config> = {}) => appOn(second, overrides),
    /** Stops an instance: its schedule polls and its queue's workers end. */
    async stop(app: App) {
      open.delete(app);
      await app.close();
    },
    async close() {
      for (const app of open) await app.close();
      await closeSecond();
      await database.drop();
      await sim.close();
    },
  };
}
export type PriceRefreshBench = Awaited<ReturnType<typeof priceRefreshBench>>;
