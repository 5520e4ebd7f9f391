import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import { scheduledJobs, siteConfig } from '../db/schema';
import { seedDemo } from '../db/seed';
import { createPostgresTestDatabase } from '../test/postgres-database';
import { openTestDatabase } from '../test/test-app';
import { type JobOutcome, type ScheduledJob, scheduledJobsRepository, startScheduler } from './scheduler';

const JOB = 'test-job';
const silentLog = () =>
  ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
  };

/**
 * Two processes' worth of scheduler: on PostgreSQL two connection pools on one database (as two
 * processes would have), on PGlite two schedulers on one database object.
 */
describe('scheduler: each due occurrence runs once across processes', () => {
  let first: Database & { drop(): Promise<void> };
  let second: Database;
  let closeSecond: () => Promise<void> = async () => {};
  const runs: string[] = [];
  let outcome: JobOutcome = { status: 'succeeded' };
  /** A run ends when this has resolved: a test may hold runs open while other polls come. */
  let held: Promise<void> = Promise.resolve();
  const job: ScheduledJob = {
    name: JOB,
    everyHours: siteConfig.priceRefreshHours,
    run: async (topic) => {
      runs.push(topic);
      await held;
      return outcome;
    },
  };

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const { url, dropDatabase } = await createPostgresTestDatabase();
      const a = await openPostgres(url, { poolSize: 4 });
      await a.migrate();
      first = {
        ...a,
        drop: async () => {
          await a.close();
          await dropDatabase();
        },
      };
      second = await openPostgres(url, { poolSize: 4 });
      closeSecond = () => second.close();
    } else {
      first = await openTestDatabase();
      second = first;
    }
    await seedDemo(first.db, { catalogue: false });
  });
  afterAll(async () => {
    await closeSecond();
    await first.drop();
  });

  const row = async (topic: string) => {
    const [r] = await first.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.job, JOB), eq(scheduledJobs.websiteTopic, topic)));
    return r!;
  };
  const makeDue = (topic: string) =>
    first.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(and(eq(scheduledJobs.job, JOB), eq(scheduledJobs.websiteTopic, topic)));
  const setHours = (topic: string, hours: number) =>
    first.db.update(siteConfig).set({ priceRefreshHours: hours }).where(eq(siteConfig.websiteTopic, topic));

  beforeEach(async () => {
    runs.length = 0;
    outcome = { status: 'succeeded' };
    held = Promise.resolve();
    await first.db.delete(scheduledJobs);
    await first.db.update(siteConfig).set({ priceRefreshHours: 24 });
  });

  it('gives every topic a row, first due one interval from now, and runs nothing before then', async () => {
    const a = startScheduler({ repo: scheduledJobsRepository(first.db), jobs: [job], log: silentLog() });
    await a.poll();
    const rows = await first.db.select().from(scheduledJobs).where(eq(scheduledJobs.job, JOB));
    expect(rows.map((r) => r.websiteTopic).sort()).toEqual(['batteries', 'beautyluxdeluxe', 'test']);
    const inHours = (rows[0]!.nextRunAt.getTime() - Date.now()) / 3_600_000;
    expect(inHours).toBeGreaterThan(23.9);
    expect(inHours).toBeLessThanOrEqual(24);
    expect(runs).toEqual([]);
  });

  it('two schedulers polling at once run a due occurrence exactly once, and record it', async () => {
    const a = startScheduler({ repo: scheduledJobsRepository(first.db), jobs: [job], log: silentLog() });
    const b = startScheduler({ repo: scheduledJobsRepository(second.db), jobs: [job], log: silentLog() });
    await a.poll();
    await makeDue('test');
    // The run stays open until every poll of the rounds has seen the row.
    let release = () => {};
    held = new Promise((r) => {
      release = r;
    });
    for (let round = 0; round < 5; round++) await Promise.all([a.poll(), b.poll(), a.poll(), b.poll()]);
    release();
    await Promise.all([a.idle(), b.idle()]);
    expect(runs).toEqual(['test']);
    const r = await row('test');
    expect(r.lastStatus).toBe('succeeded');
    expect(r.lastStartedAt).not.toBeNull();
    expect(r.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(r.lastStartedAt!.getTime());
    expect(r.nextRunAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('polls on its own timer, and stops polling when stopped', async () => {
    const pollMs = 20;
    const repos = [scheduledJobsRepository(first.db), scheduledJobsRepository(second.db)];
    const started = repos.map((repo) => vi.spyOn(repo, 'ensureRows'));
    const claims = repos.map((repo) => vi.spyOn(repo, 'claimDue'));
    const [a, b] = repos.map((repo) => startScheduler({ repo, jobs: [job], log: silentLog(), pollMs }));
    /** Polls whose claim has come back, per scheduler; the runs it took have started by then. */
    const polls = () =>
      claims.map((c) => c.mock.settledResults.filter((r) => r.type !== 'incomplete').length);
    const pollsCome = (times: number) => {
      const target = polls().map((n) => n + times);
      return vi.waitFor(
        () => {
          for (const [i, n] of polls().entries()) expect(n).toBeGreaterThanOrEqual(target[i]!);
        },
        { timeout: 10_000 },
      );
    };

    await a!.poll();
    a!.start();
    b!.start();
    await makeDue('batteries');
    await pollsCome(1);
    await Promise.all([a!.idle(), b!.idle()]);
    expect(runs).toEqual(['batteries']);
    await pollsCome(2);
    await Promise.all([a!.idle(), b!.idle()]);
    expect(runs).toEqual(['batteries']);

    await Promise.all([a!.stop(), b!.stop()]);
    const stoppedAt = started.map((s) => s.mock.calls.length);
    await makeDue('batteries');
    // A witness with the same period, started after the stop: Node fires timers of one duration
    // in the order they were set, so any timer of the stopped ones would fire before its.
    const witnessRepo = scheduledJobsRepository(first.db);
    const witnessPolls = vi.spyOn(witnessRepo, 'ensureRows');
    const witness = startScheduler({
      repo: witnessRepo,
      jobs: [{ ...job, name: 'witness-job' }],
      log: silentLog(),
      pollMs,
    });
    witness.start();
    await vi.waitFor(() => expect(witnessPolls.mock.calls.length).toBeGreaterThanOrEqual(2), {
      timeout: 10_000,
    });
    await witness.stop();
    expect(started.map((s) => s.mock.calls.length)).toEqual(stoppedAt);
    expect(runs).toEqual(['batteries']);
  });

  it('0 hours turns the job off for the topic; turned on again, an overdue run comes at once', async () => {
    const a = startScheduler({ repo: scheduledJobsRepository(first.db), jobs: [job], log: silentLog() });
    await a.poll();
    await setHours('test', 0);
    await makeDue('test');
    await a.poll();
    await a.idle();
    expect(runs).toEqual([]);
    expect((await scheduledJobsRepository(first.db).read(job, 'test'))!.nextRunAt).toBeNull();
    await setHours('test', 6);
    await a.poll();
    await a.idle();
    expect(runs).toEqual(['test']);
    expect((await row('test')).nextRunAt.getTime() - Date.now()).toBeLessThanOrEqual(6 * 3_600_000);
  });

  it('a shorter interval counts from the last start', async () => {
    const a = startScheduler({ repo: scheduledJobsRepository(first.db), jobs: [job], log: silentLog() });
    await a.poll();
    await first.db
      .update(scheduledJobs)
      .set({ lastStartedAt: sql`now() - interval '2 hours'` })
      .where(eq(scheduledJobs.websiteTopic, 'test'));
    await a.poll();
    expect(runs).toEqual([]);
    await setHours('test', 1);
    await a.poll();
    await a.idle();
    expect(runs).toEqual(['test']);
  });

  it('a failed run is recorded with its error, a skipped one may come back sooner, and polls go on', async () => {
    const log = silentLog();
    const failing: ScheduledJob = {
      ...job,
      run: async () => {
        throw new Error('marketplace on fire');
      },
    };
    const a = startScheduler({ repo: scheduledJobsRepository(first.db), jobs: [failing], log });
    await a.poll();
    await makeDue('test');
    await a.poll();
    await a.idle();
    expect(await row('test')).toMatchObject({ lastStatus: 'failed', lastError: 'marketplace on fire' });
    expect(log.error).toHaveBeenCalled();

    outcome = { status: 'skipped', error: 'busy', retryInMs: 10 * 60_000 };
    const b = startScheduler({ repo: scheduledJobsRepository(first.db), jobs: [job], log });
    await makeDue('test');
    await b.poll();
    await b.idle();
    const r = await row('test');
    expect(r).toMatchObject({ lastStatus: 'skipped', lastError: 'busy' });
    expect(r.nextRunAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('a poll whose database call fails is logged, and the next poll runs', async () => {
    const log = silentLog();
    const repo = scheduledJobsRepository(first.db);
    const claimDue = vi.spyOn(repo, 'claimDue').mockRejectedValueOnce(new Error('database away'));
    const a = startScheduler({ repo, jobs: [job], log });
    await expect(a.poll()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.any(String),
    );
    await makeDue('test');
    await a.poll();
    await a.idle();
    expect(claimDue).toHaveBeenCalledTimes(2);
    expect(runs).toEqual(['test']);
  });
});
