import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import { scheduledJobs, siteConfig } from '../db/schema';
import { seedDemo } from '../db/seed';
import { dbPlugin } from '../plugins/db';
import { jobsPlugin } from '../plugins/jobs';
import { createPostgresTestDatabase } from '../test/postgres-database';
import { openTestDatabase } from '../test/test-app';
import {
  type JobOutcome,
  queueOf,
  type ScheduledJob,
  type ScheduledJobsRepository,
  type Scheduler,
  scheduledJobsRepository,
  scheduleWith,
} from './scheduler';

const JOB = 'test-job';
const silentLog = () =>
  ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
  };

/**
 * Two processes' worth of scheduler, each an app with the job queue: on PostgreSQL two connection
 * pools on one database (as two processes would have), on PGlite two apps on one database object.
 */
describe('scheduler: each due occurrence runs once across processes, through the job queue', () => {
  let first: Database & { drop(): Promise<void> };
  let second: Database;
  let closeSecond: () => Promise<void> = async () => {};
  const runs: string[] = [];
  /** The apps a test started; each is closed after it. */
  const apps: FastifyInstance[] = [];
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
  const dbNow = async () => {
    const result = (await first.db.execute(sql`select now() as now`)) as unknown as {
      rows: Array<{ now: string | Date }>;
    };
    return new Date(result.rows[0]!.now);
  };
  const setHours = (topic: string, hours: number) =>
    first.db.update(siteConfig).set({ priceRefreshHours: hours }).where(eq(siteConfig.websiteTopic, topic));

  /** A process: an app with the job queue (its workers on unless said) and a scheduler of `jobs`. */
  async function processOn(
    database: Database,
    opts: {
      workers?: boolean;
      pollMs?: number;
      jobs?: ScheduledJob[];
      repo?: ScheduledJobsRepository;
      log?: FastifyBaseLogger;
    } = {},
  ): Promise<Scheduler & { app: FastifyInstance }> {
    const app = Fastify({ logger: false });
    apps.push(app);
    await app.register(dbPlugin, { database });
    await app.register(jobsPlugin, { database, workers: opts.workers ?? true, stopTimeoutMs: 2_000 });
    const scheduler = scheduleWith(app, {
      repo: opts.repo ?? scheduledJobsRepository(database.db),
      jobs: opts.jobs ?? [job],
      queue: app.jobs,
      log: opts.log ?? silentLog(),
      pollMs: opts.pollMs ?? 0,
    });
    await app.ready();
    return Object.assign(scheduler, { app });
  }

  beforeEach(async () => {
    runs.length = 0;
    outcome = { status: 'succeeded' };
    held = Promise.resolve();
    await first.db.delete(scheduledJobs);
    await first.db.update(siteConfig).set({ priceRefreshHours: 24 });
  });
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()!.close();
  });

  it('gives every topic a row, first due one interval from now, and runs nothing before then', async () => {
    const a = await processOn(first);
    await a.poll();
    await a.idle();
    const rows = await first.db.select().from(scheduledJobs).where(eq(scheduledJobs.job, JOB));
    expect(rows.map((r) => r.websiteTopic).sort()).toEqual(['batteries', 'beautyluxdeluxe', 'test']);
    const inHours = (rows[0]!.nextRunAt.getTime() - Date.now()) / 3_600_000;
    expect(inHours).toBeGreaterThan(23.9);
    expect(inHours).toBeLessThanOrEqual(24);
    expect(runs).toEqual([]);
  });

  it('two processes polling at once run a due occurrence exactly once, and record it', async () => {
    const a = await processOn(first);
    const b = await processOn(second);
    await a.poll();
    await makeDue('test');
    // The run stays open until every poll of the rounds has seen the row.
    let release = () => {};
    held = new Promise((r) => {
      release = r;
    });
    for (let round = 0; round < 5; round++) await Promise.all([a.poll(), b.poll(), a.poll(), b.poll()]);
    release();
    await a.idle();
    expect(runs).toEqual(['test']);
    const r = await row('test');
    expect(r.lastStatus).toBe('succeeded');
    expect(r.lastStartedAt).not.toBeNull();
    expect(r.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(r.lastStartedAt!.getTime());
    expect(r.nextRunAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('an occurrence is queued once: while one waits behind a run, a later one of its topic is not added', async () => {
    const a = await processOn(first);
    await a.poll();
    let release = () => {};
    held = new Promise((r) => {
      release = r;
    });
    await makeDue('test');
    await a.poll();
    await vi.waitFor(() => expect(runs).toEqual(['test']), { timeout: 10_000 });
    // Two more occurrences come due while the first runs: the first waits, the second joins it;
    // another topic's occurrence waits beside it.
    await makeDue('test');
    await a.poll();
    await makeDue('test');
    await makeDue('batteries');
    await a.poll();
    expect(await a.app.jobs.pending(queueOf(job))).toBe(3);
    const releasedAt = await dbNow();
    release();
    await a.idle();
    expect(runs.sort()).toEqual(['batteries', 'test', 'test']);
    // The waiting run's start is when it began, after the first had ended, not when it was claimed.
    expect((await row('test')).lastStartedAt!.getTime()).toBeGreaterThanOrEqual(releasedAt.getTime());
  });

  it('polls on its own timer; a stopped process, or one without workers, claims and runs nothing', async () => {
    const pollMs = 20;
    const repos = [scheduledJobsRepository(first.db), scheduledJobsRepository(second.db)];
    const claims = repos.map((repo) => vi.spyOn(repo, 'claimDue'));
    const [a, b] = await Promise.all([
      processOn(first, { repo: repos[0], pollMs }),
      processOn(second, { repo: repos[1], pollMs }),
    ]);
    await a!.poll();
    await makeDue('batteries');
    await vi.waitFor(
      async () => {
        expect(runs).toEqual(['batteries']);
        expect((await row('batteries')).lastStatus).toBe('succeeded');
      },
      { timeout: 10_000 },
    );
    // Both keep polling (each claim has come back at least twice more), and nothing runs again.
    const target = claims.map((c) => c.mock.settledResults.length + 2);
    await vi.waitFor(
      () => {
        for (const [i, c] of claims.entries())
          expect(c.mock.settledResults.length).toBeGreaterThanOrEqual(target[i]!);
      },
      { timeout: 10_000 },
    );
    await a!.idle();
    expect(runs).toEqual(['batteries']);

    await a!.app.close();
    await b!.app.close();
    await makeDue('batteries');
    const dueRow = await row('batteries');
    const noWorkersRepo = scheduledJobsRepository(second.db);
    const noWorkersClaims = vi.spyOn(noWorkersRepo, 'claimDue');
    await processOn(second, { repo: noWorkersRepo, pollMs, workers: false });
    // A witness with the same period, started last: Node fires timers of one duration in the
    // order they were set, so any timer of the others would fire before its.
    const witnessRepo = scheduledJobsRepository(first.db);
    const witnessPolls = vi.spyOn(witnessRepo, 'ensureRows');
    await processOn(first, { repo: witnessRepo, jobs: [{ ...job, name: 'witness-job' }], pollMs });
    await vi.waitFor(() => expect(witnessPolls.mock.calls.length).toBeGreaterThanOrEqual(2), {
      timeout: 10_000,
    });
    expect(noWorkersClaims).not.toHaveBeenCalled();
    expect(await row('batteries')).toEqual(dueRow);
    expect(runs).toEqual(['batteries']);
  });

  it('0 hours turns the job off for the topic; turned on again, an overdue run comes at once', async () => {
    const a = await processOn(first);
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
    const a = await processOn(first);
    await a.poll();
    await first.db
      .update(scheduledJobs)
      .set({ lastStartedAt: sql`now() - interval '2 hours'` })
      .where(eq(scheduledJobs.websiteTopic, 'test'));
    await a.poll();
    await a.idle();
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
    const a = await processOn(first, { jobs: [failing], log });
    await a.poll();
    await makeDue('test');
    await a.poll();
    await a.idle();
    expect(await row('test')).toMatchObject({ lastStatus: 'failed', lastError: 'marketplace on fire' });
    expect(log.error).toHaveBeenCalled();
    await a.app.close();

    outcome = { status: 'skipped', error: 'busy', retryInMs: 10 * 60_000 };
    const b = await processOn(first, { log });
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
    const a = await processOn(first, { repo, log });
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
