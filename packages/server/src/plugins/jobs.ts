import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/client';

/** How soon a queue that could not start (its database away) tries again. */
const START_RETRY_MS = 5_000;

/** Where the queue keeps its tables: a schema of its own, beside the product's. */
export const JOBS_SCHEMA = 'pgboss';

export type JobSpec<T extends object> = {
  name: string;
  /** Jobs of this queue run at once in one process (each job runs once across all processes). */
  concurrency: number;
  /** Attempts after the first when the handler throws (a stop mid-job counts as one). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job still running after this long is failed (and retried, within `retryLimit`). */
  expireInSeconds?: number;
  /** `short`: a job waiting with the same singleton key makes a new one with that key a no-op. */
  policy?: 'standard' | 'short';
  /** `lastAttempt`: no retry follows if this one throws. */
  handler(data: T, attempt: { lastAttempt: boolean }): Promise<void>;
};

export type SendOptions = Pick<PgBoss.SendOptions, 'startAfter' | 'singletonKey' | 'singletonSeconds'> & {
  /** Enqueued in this transaction: the job exists exactly when the write it belongs to does. */
  tx?: Tx;
};

export type JobQueue = {
  /** Whether this process runs jobs (JOB_WORKERS); when not, it only queues them. */
  readonly workers: boolean;
  /** Declares a queue and its handler; its workers start when the app is ready. */
  define<T extends object>(spec: JobSpec<T>): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Lets this process's workers of `name` look for work now rather than at their next poll. */
  wake(name: string): void;
  /** Jobs of `name` waiting or running, in every process (tests, benchmarks, health). */
  pending(name: string): Promise<number>;
  /** Runs once the workers have stopped at close (what the handlers use can be let go of then). */
  onStopped(fn: () => Promise<void>): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The queue speaks SQL text with `$n` parameters. On PostgreSQL it shares the app's pool; on
 * PGlite, parameterless text may hold several commands (the queue's own schema changes), which
 * only `exec` runs, and the rest goes through `query`.
 */
function executorOf(database: Database, isStopped: () => boolean): Executor {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return {
    async executeSql(text, values) {
      // The queue's pollers may still ask once after the app has let go of the database.
      if (isStopped()) return { rows: [] };
      if (database.kind === 'postgres') return (client as pg.Pool).query(text, values as unknown[]);
      const lite = client as PGlite;
      if (values === undefined || values.length === 0) {
        const results = await lite.exec(text);
        return { rows: results[results.length - 1]?.rows ?? [] };
      }
      return lite.query(text, values);
    },
  };
}

/** The same for a transaction under way: its text becomes a drizzle query with bound values. */
function executorOfTx(tx: Tx): Executor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const query: SQL = sql.empty();
      parts.forEach((part, i) => {
        if (i % 2 === 0) query.append(sql.raw(part));
        else query.append(sql`${sql.param(values[Number(part) - 1])}`);
      });
      const result = (await tx.execute(query)) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * The one way background work runs: a PostgreSQL-backed queue (pg-boss) on the app's own
 * database, so a job survives restarts and is taken by exactly one process. Modules define their
 * queues while the app is built; the workers start when it is ready, and at close the app waits
 * for the jobs under way (up to `stopTimeoutMs`) and hands back any still running, to be retried.
 */
export const jobsPlugin = fp<{ database: Database; workers?: boolean; stopTimeoutMs?: number }>(
  async (app, opts) => {
    let stopped = false;
    const specs = new Map<string, JobSpec<object>>();
    const workerIds = new Map<string, string[]>();
    const afterStop: Array<() => Promise<void>> = [];
    const boss = new PgBoss({
      db: executorOf(opts.database, () => stopped),
      schema: JOBS_SCHEMA,
      // The queue's own schema is made or brought up to date at start, like the product's.
      migrate: true,
      supervise: true,
      schedule: false,
      // Finished jobs are history, not state: kept a week for whoever looks into a failure.
      deleteAfterDays: 7,
    });
    // A poll that fails (the database away for a moment) is logged; the next poll comes anyway.
    boss.on('error', (err) => app.log.warn({ err }, 'job queue error'));

    const jobs: JobQueue = {
      workers: opts.workers !== false,
      define(spec) {
        specs.set(spec.name, spec as JobSpec<object>);
      },
      async send(name, data, options = {}) {
        const { tx, ...rest } = options;
        return boss.send(name, data, { ...rest, ...(tx ? { db: executorOfTx(tx) } : {}) });
      },
      wake(name) {
        for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
      },
      async pending(name) {
        return boss.getQueueSize(name, { before: 'completed' });
      },
      onStopped(fn) {
        afterStop.push(fn);
      },
    };
    app.decorate('jobs', jobs);

    /** Starts the queue, makes the queues and starts their workers; each step at most once. */
    const startQueue = async () => {
      await boss.start();
      for (const spec of specs.values()) {
        if (workerIds.has(spec.name)) continue;
        await boss.createQueue(spec.name, {
          name: spec.name,
          policy: spec.policy ?? 'standard',
          retryLimit: spec.retryLimit ?? 2,
          retryDelay: spec.retryDelaySeconds ?? 10,
          expireInSeconds: spec.expireInSeconds ?? 15 * 60,
        });
        const ids: string[] = [];
        // One worker per unit of concurrency, each taking one job at a time.
        for (let i = 0; opts.workers !== false && i < spec.concurrency; i++) {
          let id = '';
          id = await boss.work(spec.name, { batchSize: 1, includeMetadata: true }, async ([job]) => {
            if (!job) return;
            await spec.handler(job.data as object, { lastAttempt: job.retryCount >= job.retryLimit });
            // A worker that found work looks again at once, rather than after its polling interval.
            if (id) boss.notifyWorker(id);
          });
          ids.push(id);
        }
        workerIds.set(spec.name, ids);
      }
    };
    let closing = false;
    let retry: NodeJS.Timeout | undefined;
    // A process whose database is away at start stays up (not ready) and starts its queue later.
    const tryStart = async () => {
      try {
        await startQueue();
      } catch (err) {
        if (closing) return;
        app.log.warn({ err }, 'job queue not started; trying again');
        retry = setTimeout(tryStart, START_RETRY_MS);
        retry.unref();
      }
    };
    app.addHook('onReady', tryStart);

    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      await boss.stop({ graceful: true, wait: true, timeout: opts.stopTimeoutMs ?? 10_000 });
      stopped = true;
      for (const fn of afterStop) await fn();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
