import type { ScheduledJobStatus } from '@app/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { scheduledJobs, siteConfig } from '../db/schema';
import { JOBS_SCHEMA, type JobQueue } from '../plugins/jobs';

/** Every process with workers polls this often by default; the claim, not the timer, decides. */
export const DEFAULT_POLL_MS = 60_000;

export type JobOutcome = {
  status: Exclude<ScheduledJobStatus, 'running'>;
  error?: string | null;
  /** A skipped run may ask to be tried again sooner than the interval (never later). */
  retryInMs?: number;
};

/**
 * A job's name and how often it runs per topic: a site_config column of hours (0 turns it off),
 * or a fixed number of hours as SQL (the activity log's retention runs daily everywhere).
 */
export type JobSpec = { name: string; everyHours: PgColumn | SQL };
/** Work done per topic every `everyHours`. */
export type ScheduledJob = JobSpec & { run(topic: string): Promise<JobOutcome> };

const hoursOf = (column: PgColumn | SQL) => sql`make_interval(hours => ${column})`;

/** The schedule's rows: one per job and topic, in `scheduled_jobs`. */
export const scheduledJobsRepository = (db: Db) => ({
  /**
   * Gives every topic its row. A new row is first due one interval from now: the prices a crawl
   * just brought in are fresh, and "run now" is there for anyone who wants one sooner.
   */
  async ensureRows(job: JobSpec, topic?: string): Promise<void> {
    await db.execute(sql`
      insert into ${scheduledJobs} (job, website_topic, next_run_at)
      select ${job.name}, ${siteConfig.websiteTopic}, now() + make_interval(hours => greatest(${job.everyHours}, 1))
      from ${siteConfig}
      ${topic === undefined ? sql`` : sql`where ${siteConfig.websiteTopic} = ${topic}`}
      on conflict do nothing`);
  },

  /**
   * Takes the due occurrences: one UPDATE moves each due row's next run on and returns it, so when
   * processes poll at once PostgreSQL serialises them on the row and only the first sees it due.
   * Due: the next run has come, or the last start is an interval ago (the interval was shortened).
   */
  async claimDue(job: JobSpec): Promise<string[]> {
    const every = hoursOf(job.everyHours);
    const rows = await db
      .update(scheduledJobs)
      .set({
        nextRunAt: sql`now() + ${every}`,
        lastStartedAt: sql`now()`,
        lastStatus: 'running',
        lastError: null,
      })
      .from(siteConfig)
      .where(
        and(
          eq(scheduledJobs.job, job.name),
          eq(siteConfig.websiteTopic, scheduledJobs.websiteTopic),
          sql`${job.everyHours} > 0`,
          sql`least(${scheduledJobs.nextRunAt}, ${scheduledJobs.lastStartedAt} + ${every}) <= now()`,
        ),
      )
      .returning({ topic: scheduledJobs.websiteTopic });
    return rows.map((r) => r.topic);
  },

  /** A run started outside the schedule ("run now"): the next scheduled one is an interval away. */
  async markStarted(job: JobSpec, topic: string): Promise<void> {
    await this.ensureRows(job, topic);
    await db
      .update(scheduledJobs)
      .set({
        nextRunAt: sql`now() + ${hoursOf(job.everyHours)}`,
        lastStartedAt: sql`now()`,
        lastStatus: 'running',
        lastError: null,
      })
      .from(siteConfig)
      .where(
        and(
          eq(scheduledJobs.job, job.name),
          eq(scheduledJobs.websiteTopic, topic),
          eq(siteConfig.websiteTopic, scheduledJobs.websiteTopic),
        ),
      );
  },

  /**
   * A queued occurrence's run begins: its start is now, not its claim (it may have waited behind
   * other runs), so how long it has been running is judged from here.
   */
  async markRunning(job: JobSpec, topic: string): Promise<void> {
    await db
      .update(scheduledJobs)
      .set({ lastStartedAt: sql`now()`, lastStatus: 'running', lastError: null })
      .where(and(eq(scheduledJobs.job, job.name), eq(scheduledJobs.websiteTopic, topic)));
  },

  async markFinished(job: JobSpec, topic: string, outcome: JobOutcome): Promise<void> {
    await db
      .update(scheduledJobs)
      .set({
        lastFinishedAt: sql`now()`,
        lastStatus: outcome.status,
        lastError: outcome.error?.slice(0, 1000) ?? null,
        ...(outcome.retryInMs
          ? {
              nextRunAt: sql`least(${scheduledJobs.nextRunAt}, now() + make_interval(secs => ${outcome.retryInMs / 1000}))`,
            }
          : {}),
      })
      .where(and(eq(scheduledJobs.job, job.name), eq(scheduledJobs.websiteTopic, topic)));
  },

  /**
   * Whether the topic's occurrence waits in the queue, not yet begun (behind other runs): its row
   * says "running" from the claim on, and a run that has not begun is no run whose process died.
   * Unknown (the queue's tables not there yet) counts as not waiting.
   */
  async waiting(job: JobSpec, topic: string): Promise<boolean> {
    const result = (await db
      .execute(
        sql`select exists (select 1 from ${sql.identifier(JOBS_SCHEMA)}.job
          where name = ${queueOf(job)} and singleton_key = ${topic} and state in ('created', 'retry')) as waiting`,
      )
      .catch(() => ({ rows: [] }))) as unknown as { rows: Array<{ waiting: boolean }> };
    return result.rows[0]?.waiting === true;
  },

  /** The topic's row with its interval; `nextRunAt` is when it is next due (null while off). */
  async read(job: JobSpec, topic: string) {
    await this.ensureRows(job, topic);
    const every = hoursOf(job.everyHours);
    const [row] = await db
      .select({
        intervalHours: sql<number>`${job.everyHours}`.mapWith(Number),
        nextRunAt: sql<Date | null>`case when ${job.everyHours} > 0
          then least(${scheduledJobs.nextRunAt}, ${scheduledJobs.lastStartedAt} + ${every}) end`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
        lastStartedAt: scheduledJobs.lastStartedAt,
        lastFinishedAt: scheduledJobs.lastFinishedAt,
        lastStatus: scheduledJobs.lastStatus,
        lastError: scheduledJobs.lastError,
      })
      .from(scheduledJobs)
      .innerJoin(siteConfig, eq(siteConfig.websiteTopic, scheduledJobs.websiteTopic))
      .where(and(eq(scheduledJobs.job, job.name), eq(scheduledJobs.websiteTopic, topic)));
    return row ?? null;
  },
});
export type ScheduledJobsRepository = ReturnType<typeof scheduledJobsRepository>;

/** The queue a scheduled job's occurrences go through: one per job kind. */
export const queueOf = (job: JobSpec) => `scheduled-${job.name}`;

/** A run is bounded by its own work (a large site's price refresh takes a while), not by the queue. */
const RUN_EXPIRE_SECONDS = 6 * 3600;

/**
 * Runs scheduled jobs once across all processes, through the job queue. Each process with workers
 * polls (an unref'd timer, so it never keeps one alive): the claim takes the due occurrences, and
 * each one is sent to its job's queue with the topic as singleton key, so an occurrence still
 * waiting there absorbs a later one. The queue's worker runs it and records the outcome on its row;
 * a run's failure is recorded and logged, never retried by the queue (the schedule is the retry).
 *
 * The poll stays a timer of ours rather than a pg-boss cron: the claim already makes each
 * occurrence once, whoever polls, and cron's minute is the shortest step, while tests and small
 * sites poll more often (`schedulerPollMs`). A process without workers polls not at all.
 */
export type SchedulerOptions = {
  repo: ScheduledJobsRepository;
  jobs: ScheduledJob[];
  queue: JobQueue;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Runs of one job at once in this process (default 1). */
  concurrency?: number;
};

export function startScheduler(opts: SchedulerOptions) {
  const { repo, jobs, queue, log } = opts;
  const pollMs = opts.pollMs ?? DEFAULT_POLL_MS;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let stopped = false;

  async function runOne(job: ScheduledJob, topic: string) {
    let outcome: JobOutcome;
    try {
      await repo.markRunning(job, topic);
      outcome = await job.run(topic);
    } catch (err) {
      log.error({ err, job: job.name, topic }, 'scheduled job failed');
      outcome = { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
    await repo
      .markFinished(job, topic, outcome)
      .catch((err) => log.error({ err, job: job.name, topic }, 'scheduled job result not recorded'));
  }

  for (const job of jobs) {
    queue.define<{ topic: string }>({
      name: queueOf(job),
      concurrency: opts.concurrency ?? 1,
      policy: 'short',
      retryLimit: 0,
      expireInSeconds: RUN_EXPIRE_SECONDS,
      handler: ({ topic }) => runOne(job, topic),
    });
  }

  async function pollOnce() {
    for (const job of jobs) {
      await repo.ensureRows(job);
      const topics = await repo.claimDue(job);
      for (const topic of topics) await queue.send(queueOf(job), { topic }, { singletonKey: topic });
      if (topics.length > 0) queue.wake(queueOf(job));
    }
  }

  /** One poll (the timer's, or a test's); polls of one process never overlap. */
  function poll(): Promise<void> {
    polling ??= pollOnce()
      .catch((err) => log.error({ err }, 'scheduler poll failed'))
      .finally(() => {
        polling = null;
      });
    return polling;
  }

  function arm() {
    if (stopped || pollMs <= 0 || !queue.workers) return;
    timer = setTimeout(() => {
      poll().finally(arm);
    }, pollMs);
    timer.unref();
  }

  return {
    /** Starts polling, in a process with workers; call once the queue's workers start (onReady). */
    start() {
      stopped = false;
      if (!timer) arm();
    },
    poll,
    /** Resolves when no occurrence of these jobs waits or runs, in any process (tests). */
    async idle(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (const job of jobs) {
        while ((await queue.pending(queueOf(job))) > 0) {
          if (Date.now() > until) throw new Error(`${job.name} still pending`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    },
    /** No more polls; resolves when the poll under way is done (the queue waits for runs at close). */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await polling;
    },
  };
}
export type Scheduler = ReturnType<typeof startScheduler>;

/**
 * A scheduler that lives as long as the app: it polls once the queue's workers have started
 * (onReady) and stops polling before close (preClose), so no claim is made against a database
 * that is closing; the queue then waits for the runs under way.
 */
export function scheduleWith(app: FastifyInstance, opts: SchedulerOptions): Scheduler {
  const scheduler = startScheduler(opts);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });
  return scheduler;
}
