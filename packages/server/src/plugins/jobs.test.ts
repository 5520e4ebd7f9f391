import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import { createPostgresTestDatabase } from '../test/postgres-database';
import { openTestDatabase } from '../test/test-app';
import { dbPlugin } from './db';
import { jobsPlugin } from './jobs';

const QUEUE = 'test-jobs';
type Job = { n: number };

/**
 * Two processes' worth of queue: on PostgreSQL each "process" has its own connection pool on one
 * database (as two processes would), on PGlite they share the one database object.
 */
describe('job queue: each job runs once, across processes and restarts', () => {
  let database: Database & { drop(): Promise<void> };
  let other: Database;
  let closeOther: () => Promise<void> = async () => {};
  /** Every run of a handler: which process ran which job. */
  const runs: Array<{ process: string; n: number }> = [];

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const { url, dropDatabase } = await createPostgresTestDatabase();
      const a = await openPostgres(url, { poolSize: 4 });
      await a.migrate();
      database = {
        ...a,
        drop: async () => {
          await a.close();
          await dropDatabase();
        },
      };
      other = await openPostgres(url, { poolSize: 4 });
      closeOther = () => other.close();
    } else {
      database = await openTestDatabase();
      other = database;
    }
  });
  afterAll(async () => {
    await closeOther();
    await database.drop();
  });

  /** A process with the queue plugin and one queue whose handler records its runs. */
  async function processOn(
    db: Database,
    name: string,
    opts: { workers?: boolean; concurrency?: number; holdMs?: number } = {},
  ) {
    const app = Fastify({ logger: false });
    await app.register(dbPlugin, { database: db });
    await app.register(jobsPlugin, { database: db, workers: opts.workers ?? true });
    app.jobs.define<Job>({
      name: QUEUE,
      concurrency: opts.concurrency ?? 2,
      async handler({ n }) {
        if (opts.holdMs) await new Promise((r) => setTimeout(r, opts.holdMs));
        runs.push({ process: name, n });
      },
    });
    await app.ready();
    return app;
  }
  const drained = async (app: Awaited<ReturnType<typeof processOn>>, timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    while ((await app.jobs.pending(QUEUE)) > 0) {
      if (Date.now() > until) throw new Error('jobs still pending');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('two processes working one queue run each of its jobs exactly once', async () => {
    runs.length = 0;
    const a = await processOn(database, 'a');
    const b = await processOn(other, 'b');
    try {
      await Promise.all(Array.from({ length: 30 }, (_, n) => a.jobs.send<Job>(QUEUE, { n })));
      a.jobs.wake(QUEUE);
      b.jobs.wake(QUEUE);
      await drained(a);
      // A moment more, so that a second run of any job would have shown.
      await new Promise((r) => setTimeout(r, 1000));
      expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a job queued and not run is run by the next start', async () => {
    runs.length = 0;
    const queuer = await processOn(database, 'queuer', { workers: false });
    await queuer.jobs.send<Job>(QUEUE, { n: 1 });
    // Longer than a worker's poll (2 s): a worker of this process would have taken it.
    await new Promise((r) => setTimeout(r, 2500));
    await queuer.close();
    expect(runs).toEqual([]);

    const next = await processOn(other, 'next');
    try {
      await drained(next);
      expect(runs).toEqual([{ process: 'next', n: 1 }]);
    } finally {
      await next.close();
    }
  });

  it('a stopped process runs nothing; close waits for the job under way', async () => {
    runs.length = 0;
    const stopped = await processOn(database, 'stopped', { holdMs: 800 });
    await stopped.jobs.send<Job>(QUEUE, { n: 1 });
    stopped.jobs.wake(QUEUE);
    // Taken, and still running when close begins: close ends after it.
    await new Promise((r) => setTimeout(r, 300));
    await stopped.close();
    expect(runs).toEqual([{ process: 'stopped', n: 1 }]);

    const queuer = await processOn(other, 'queuer', { workers: false });
    try {
      await queuer.jobs.send<Job>(QUEUE, { n: 2 });
      // Longer than a worker's poll (2 s): a worker of the stopped process would have taken it.
      await new Promise((r) => setTimeout(r, 3000));
      expect(runs).toEqual([{ process: 'stopped', n: 1 }]);
      expect(await queuer.jobs.pending(QUEUE)).toBe(1);
    } finally {
      await queuer.close();
    }
    const drain = await processOn(database, 'drain');
    await drained(drain);
    await drain.close();
  });
});
