import {
  CRAWL_ERRORS,
  PRICE_ERRORS,
  type PriceRefreshSchedule,
  type PriceRefreshStarted,
} from '@app/contract';
import { AppError, conflict, notFound } from '../../errors';
import type { JobOutcome } from '../../lib/scheduler';
import { type Actor, SYSTEM_ACTOR } from '../activity';
import { beginLocked, newSessionId } from '../runs';
import { toAppError } from './crawl-error';
import { type Marketplace, type PriceRefreshDeps, priceRefreshRun } from './price-refresh-run';
import { runTracker } from './run-tracker';

/** A scheduled refresh that found a crawl running tries again this soon. */
export const BUSY_RETRY_MS = 30 * 60_000;
/** A run marked running this long without a live run behind it was interrupted. */
const START_GRACE_MS = 2 * 60_000;

type Started = PriceRefreshStarted & { done: Promise<JobOutcome> };

/**
 * The price refresh: looks up the topic's known items at the marketplace in batches and writes
 * their current offers. A run is a crawl run of mode `refresh`: it streams progress to the crawl
 * screen, holds its run lock while it lives, and never runs beside a crawl.
 */
export function priceRefreshService(d: PriceRefreshDeps) {
  const tracker = runTracker(d, 'price refresh');
  const { tick, publish } = tracker;
  const refresh = priceRefreshRun(d, tracker);
  const running = new Set<Promise<JobOutcome>>();

  /** Begins the run, or throws 409 when a crawl or another refresh has the topic. */
  async function begin(topic: string, userId: number | null, total: number) {
    await tracker.failOrphans(topic, PRICE_ERRORS.interrupted);
    await tracker.failOrphans(topic, CRAWL_ERRORS.interrupted, d.marketplaceRuns);
    if (await d.marketplaceRuns.running(topic)) throw conflict(PRICE_ERRORS.busy);
    const sessionId = newSessionId();
    const begun = await beginLocked(d.runs, d.holdLock, topic, sessionId, 'refresh', [], 0, userId, tick());
    if (!begun) throw conflict(PRICE_ERRORS.busy);
    // A crawl may have begun between the look and the insert: it goes on, this run gives way.
    if (await d.repo.runToYieldTo(topic, begun.row)) {
      await d.repo.forgetRun(topic, sessionId);
      await begun.release();
      throw conflict(PRICE_ERRORS.busy);
    }
    await publish(await d.runs.bump(topic, sessionId, { totalItems: total }, tick()));
    return { sessionId, release: begun.release };
  }

  async function resolve(topic: string): Promise<Marketplace> {
    try {
      return await d.marketplaces.resolve(topic);
    } catch (err) {
      throw toAppError(err);
    }
  }

  /** Starts a refresh of the topic in the background; `done` settles with how it went, never rejects. */
  async function start(topic: string, actor: Actor): Promise<Started> {
    const targets = await d.repo.targets(topic);
    if (targets.length === 0)
      return { sessionId: null, totalItems: 0, done: Promise.resolve({ status: 'succeeded' }) };
    const m = await resolve(topic);
    const { sessionId, release } = await begin(topic, actor.userId, targets.length);
    const job = tracker.hold(topic, sessionId, release);
    const done = refresh(topic, actor, { sessionId, targets, signal: job.signal }, m)
      .catch(async (err): Promise<JobOutcome> => {
        d.log.error({ err, topic }, 'price refresh failed');
        await tracker.endAfterFailure(topic, sessionId, 'failed', PRICE_ERRORS.failed);
        return { status: 'failed', error: PRICE_ERRORS.failed };
      })
      .finally(() => {
        job.end();
        running.delete(done);
      });
    running.add(done);
    return { sessionId, totalItems: targets.length, done };
  }

  const recordFinish = (topic: string, outcome: JobOutcome) =>
    d.schedule
      .markFinished(d.job, topic, outcome)
      .catch((err) => d.log.error({ err, topic }, 'price refresh result not recorded'));

  return {
    start,

    /** "Refresh prices now": the run also counts as the schedule's, whose next run moves an interval on. */
    async runNow(topic: string, actor: Actor): Promise<PriceRefreshStarted> {
      const { done, ...started } = await start(topic, actor);
      await d.schedule.markStarted(d.job, topic);
      void done.then((outcome) => recordFinish(topic, outcome));
      return started;
    },

    /** The schedule's run of a topic: a busy topic is skipped and tried again soon. */
    async scheduledRun(topic: string): Promise<JobOutcome> {
      try {
        return await (await start(topic, SYSTEM_ACTOR)).done;
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 409)
          return { status: 'skipped', error: PRICE_ERRORS.skippedBusy, retryInMs: BUSY_RETRY_MS };
        if (err instanceof AppError) return { status: 'failed', error: err.message };
        throw err;
      }
    },

    async schedule(topic: string): Promise<PriceRefreshSchedule> {
      const [row, live, waiting, itemsToRefresh, maxAgeHours] = await Promise.all([
        d.schedule.read(d.job, topic),
        d.runs.running(topic),
        d.schedule.waiting(d.job, topic),
        d.repo.countTargets(topic),
        d.maxAgeHours(topic),
      ]);
      if (!row) throw notFound();
      // A run whose process died leaves its row saying "running"; its crawl run was failed. One
      // still waiting in the queue has not begun.
      const orphaned =
        row.lastStatus === 'running' &&
        !live &&
        !waiting &&
        (row.lastStartedAt?.getTime() ?? 0) < Date.now() - START_GRACE_MS;
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      return {
        intervalHours: row.intervalHours,
        maxAgeHours,
        nextRunAt: iso(row.nextRunAt),
        lastStartedAt: iso(row.lastStartedAt),
        lastFinishedAt: iso(row.lastFinishedAt),
        lastStatus: orphaned ? 'failed' : (row.lastStatus as PriceRefreshSchedule['lastStatus']),
        lastError: orphaned ? PRICE_ERRORS.interrupted : row.lastError,
        runningSessionId: live?.sessionId ?? null,
        itemsToRefresh,
      };
    },

    /** Runs left active by a process that stopped are failed (as the crawl does its own). */
    failStale: (staleBefore: Date) => tracker.failStale(staleBefore, PRICE_ERRORS.interrupted),

    /** At shutdown: stops this process's runs and waits until they have recorded how they ended. */
    async stopAll() {
      tracker.abortAll();
      await Promise.allSettled([...running]);
    },
  };
}
export type PriceRefreshService = ReturnType<typeof priceRefreshService>;
