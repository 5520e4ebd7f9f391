import type { FastifyBaseLogger } from 'fastify';
import { type CrawlRunRow, type CrawlRunsRepository, eventIdOf, HEARTBEAT_MS, toProgress } from '../runs';
import type { ProgressHub } from './progress-hub';

export type RunTrackerDeps = {
  runs: CrawlRunsRepository;
  hub: ProgressHub;
  log: FastifyBaseLogger;
};

/**
 * The runs of one kind (crawls, or price refreshes) that this process works on: each is a
 * crawl_runs row kept alive by its heartbeat. Progress goes to the database first and then to
 * every instance's streams; a cancel reaches the instance running the job through the same
 * channel. `name` says in log lines which kind of run went wrong.
 */
export function runTracker(d: RunTrackerDeps, name: string) {
  const jobs = new Map<string, AbortController>();
  let last = 0;
  /** Never the same instant twice: a heartbeat is also its progress event's id. */
  const tick = () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };

  d.hub.onControl((msg) => jobs.get(msg.sessionId)?.abort());

  async function publish(row: CrawlRunRow | null, currentTerm: string | null = null) {
    if (!row) return;
    await d.hub
      .publish({ topic: row.websiteTopic, id: eventIdOf(row), progress: toProgress(row, currentTerm) })
      .catch((err) => d.log.warn({ err }, `${name} progress not published`));
  }

  return {
    tick,
    publish,

    /**
     * Works on a run begun under its lock: its heartbeat ticks, and a cancel aborts `signal`,
     * until `end` stops both and gives the lock back.
     */
    hold(topic: string, sessionId: string, release: () => Promise<void>) {
      const controller = new AbortController();
      jobs.set(sessionId, controller);
      const heartbeat = setInterval(() => {
        d.runs.bump(topic, sessionId, {}, tick()).then(
          (row) => publish(row),
          (err) => d.log.warn({ err, topic, sessionId }, `${name} heartbeat not written`),
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();
      return {
        signal: controller.signal,
        end: () => {
          clearInterval(heartbeat);
          jobs.delete(sessionId);
          release().catch((err) => d.log.warn({ err }, `${name} run lock not released`));
        },
      };
    },

    /**
     * Records the end of a run that already failed or was cancelled. The database may be what
     * failed: an error here is logged, not thrown, so the caller reports the run's own error and
     * a background run's failure never becomes an unhandled rejection that stops the process.
     */
    async endAfterFailure(
      topic: string,
      sessionId: string,
      status: 'failed' | 'cancelled',
      message: string,
      term: string | null = null,
    ) {
      try {
        await publish(await d.runs.finish(topic, sessionId, status, tick(), message), term);
      } catch (err) {
        d.log.error({ err, topic, sessionId }, `${name} run end not recorded`);
      }
    },

    /** Fails the topic's runs whose process is gone (see `failOrphans`). */
    async failOrphans(topic: string, message: string, runs = d.runs) {
      for (const orphan of await runs.failOrphans(topic, message)) await publish(orphan);
    },

    /** Runs left active by a process that stopped are failed (see `staleAtStartUp` for when). */
    async failStale(staleBefore: Date, message: string) {
      for (const row of await d.runs.failStale(staleBefore, message)) await publish(row);
    },

    /** Aborts the run of this process with this session id, if it has one. */
    abort(sessionId: string) {
      jobs.get(sessionId)?.abort();
    },

    abortAll() {
      for (const c of jobs.values()) c.abort();
    },
  };
}
export type RunTracker = ReturnType<typeof runTracker>;
