import { PRICE_ERRORS, PRICE_REFRESH_JOB, ROUTES } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { crawlRuns, scheduledJobs, siteConfig } from '../../db/schema';
import { queueOf } from '../../lib/scheduler';
import { call } from '../../test/catalogue';
import { beginLocked, crawlRunsRepository } from '../runs';
import { POLL_MS, type PriceRefreshBench, priceRefreshBench, TOPIC } from './price-refresh.fixture';
import { priceRefreshJob } from './price-refresh.routes';

/** A topic of the same database whose refresh runs over no items: the schedule's witness. */
const WITNESS = 'batteries';

/**
 * The price refresh's schedule across two app instances on one database, run through the job
 * queue, and its place beside crawls: never at the same time as one, and stopped by the crawl
 * screen's cancel.
 */
describe('price refresh schedule', () => {
  let t: PriceRefreshBench;
  let a: App;
  let b: App;
  let admin: string;
  const schedule = (app?: App) => t.schedule(app);
  const finished = () => t.finished();
  const makeDue = () => t.makeDue();
  const scheduledRunAfter = (since: number) => t.scheduledRunAfter(since);
  const dpRequests = () => t.dpRequests();
  /** Finished jobs of the schedule's queue for the test topic. */
  const queuedRuns = async () => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job
        where name = ${queueOf(priceRefreshJob)} and singleton_key = ${TOPIC} and state = 'completed'`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]!.n;
  };
  /**
   * Resolves once a poll that began after the call has claimed the witness's due refresh. One
   * statement claims every due topic, so that poll looked at the test topic's row as well.
   */
  const aPollHasRun = async () => {
    const witnessRow = and(eq(scheduledJobs.job, PRICE_REFRESH_JOB), eq(scheduledJobs.websiteTopic, WITNESS));
    await vi.waitFor(
      async () => {
        const due = await t.database.db
          .update(scheduledJobs)
          .set({ nextRunAt: sql`now() - interval '1 minute'`, lastStartedAt: null, lastStatus: null })
          .where(witnessRow)
          .returning();
        expect(due).toHaveLength(1);
      },
      { timeout: 20_000, interval: 50 },
    );
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db.select().from(scheduledJobs).where(witnessRow);
        expect(row!.lastStartedAt).not.toBeNull();
        expect(row!.lastStatus).not.toBe('running');
      },
      { timeout: 20_000, interval: 50 },
    );
  };

  beforeAll(async () => {
    t = await priceRefreshBench();
    ({ a, b, admin } = t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.sim.controls.reset();
    t.sim.controls.clearRequests();
  });

  it('no refresh while a crawl runs: 409 now, and a scheduled one is skipped and tried again soon', async () => {
    const runs = crawlRunsRepository(t.database.db);
    const crawl = await beginLocked(
      runs,
      (key) => t.database.holdLock(key),
      TOPIC,
      'crawl-holding-the-topic',
      'all',
      [],
      1,
      null,
      new Date(),
    );
    try {
      const res = await call(b, 'POST', ROUTES.crawl.priceRefresh, undefined, admin);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(/running/) });
      const since = Date.now();
      await makeDue();
      const s = await scheduledRunAfter(since);
      expect(s).toMatchObject({ lastStatus: 'skipped' });
      expect(Date.parse(s.nextRunAt) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
      expect(dpRequests()).toBe(0);
    } finally {
      await runs.finish(TOPIC, 'crawl-holding-the-topic', 'succeeded', new Date());
      await crawl!.release();
    }
  });

  it("a crawl waits while a refresh runs, and the crawl screen's cancel stops the refresh", async () => {
    t.sim.controls.setLatency(150);
    const started = await call(a, 'POST', ROUTES.crawl.priceRefresh, undefined, admin);
    expect(started.status).toBe(202);
    const crawl = await call(b, 'POST', ROUTES.crawl.crawlTerm, { term: 'anything' }, admin);
    expect(crawl.status).toBe(409);
    expect((await call(b, 'POST', ROUTES.crawl.priceRefresh, undefined, admin)).status).toBe(409);
    // Cancelled through the other instance, as the crawl screen's cancel does.
    const cancel = await call(b, 'POST', ROUTES.crawl.cancel, undefined, admin);
    expect(cancel.body.data).toMatchObject({ sessionId: started.body.data.sessionId, status: 'cancelled' });
    const done = await finished();
    expect(done).toMatchObject({ lastStatus: 'failed', lastError: 'The price refresh was cancelled' });
    expect(dpRequests()).toBeLessThan(8);
  });

  it('a due refresh runs exactly once across two app instances; 0 hours turns it off', async () => {
    const refreshRuns = async () =>
      (
        await t.database.db
          .select()
          .from(crawlRuns)
          .where(and(eq(crawlRuns.websiteTopic, TOPIC), inArray(crawlRuns.mode, ['refresh'])))
      ).length;
    const hours = (n: number) =>
      t.database.db
        .update(siteConfig)
        .set({ priceRefreshHours: n })
        .where(eq(siteConfig.websiteTopic, TOPIC));
    const runsBefore = await refreshRuns();
    const queuedBefore = await queuedRuns();
    await hours(0);
    await makeDue();
    await aPollHasRun();
    expect(await refreshRuns()).toBe(runsBefore);
    expect((await schedule()).data).toMatchObject({ intervalHours: 0, nextRunAt: null });

    const since = Date.now();
    await hours(12);
    const s = await scheduledRunAfter(since);
    expect(s).toMatchObject({ lastStatus: 'succeeded', intervalHours: 12, lastError: null });
    expect(Date.parse(s.nextRunAt) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    // The instances kept polling; one of them ran it, once.
    await aPollHasRun();
    await aPollHasRun();
    expect(await refreshRuns()).toBe(runsBefore + 1);
    // It ran as a job of the schedule's queue, which holds one finished job of the topic more.
    expect(await queuedRuns()).toBe(queuedBefore + 1);
    expect(dpRequests()).toBe(8);
  });

  it('a refresh waiting in the queue behind other runs shows as running, one whose process died as interrupted', async () => {
    const thisRow = and(eq(scheduledJobs.job, PRICE_REFRESH_JOB), eq(scheduledJobs.websiteTopic, TOPIC));
    // Claimed five minutes ago, and not begun: its job waits (an hour yet, here) behind others.
    await t.database.db
      .update(scheduledJobs)
      .set({ lastStatus: 'running', lastStartedAt: sql`now() - interval '5 minutes'`, lastError: null })
      .where(thisRow);
    const id = await a.jobs.send(
      queueOf(priceRefreshJob),
      { topic: TOPIC },
      { singletonKey: TOPIC, startAfter: new Date(Date.now() + 3_600_000) },
    );
    expect(id).not.toBeNull();
    try {
      expect((await schedule()).data).toMatchObject({ lastStatus: 'running', lastError: null });
    } finally {
      await t.database.db.execute(sql`delete from pgboss.job where id = ${id}`);
    }
    expect((await schedule()).data).toMatchObject({
      lastStatus: 'failed',
      lastError: PRICE_ERRORS.interrupted,
    });
    await t.database.db.update(scheduledJobs).set({ lastStatus: null, lastStartedAt: null }).where(thisRow);
  });

  it('an instance without workers runs no scheduled refresh, nor does a stopped one; one with workers does', async () => {
    const idle = await t.appOn({ jobWorkers: false });
    await t.stop(a);
    await t.stop(b);
    await makeDue();
    const [due] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.job, PRICE_REFRESH_JOB), eq(scheduledJobs.websiteTopic, TOPIC)));
    // Twenty of its polling periods: an instance that polled would have claimed the row by then.
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, POLL_MS));
    const [after] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.job, PRICE_REFRESH_JOB), eq(scheduledJobs.websiteTopic, TOPIC)));
    expect(after).toEqual(due);
    expect(await idle.jobs.pending(queueOf(priceRefreshJob))).toBe(0);
    expect(dpRequests()).toBe(0);

    const since = Date.now();
    const working = await t.appOn();
    expect(await t.scheduledRunAfter(since, working)).toMatchObject({ lastStatus: 'succeeded' });
    expect(dpRequests()).toBe(8);
  });
});
