import {
  CRAWL_ERRORS,
  PRICE_ERRORS,
  type PriceRefreshSchedule,
  type PriceRefreshStarted,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Tx } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import type { JobOutcome, JobSpec, ScheduledJobsRepository } from '../../lib/scheduler';
import { namesOf } from '../activity/activity-names';
import { type Actor, recordActivity, SYSTEM_ACTOR } from '../activity/activity-record';
import {
  beginLocked,
  type CrawlRunRow,
  type CrawlRunsRepository,
  eventIdOf,
  HEARTBEAT_MS,
  newSessionId,
  toProgress,
} from '../runs/crawl-runs.repository';
import { toAppError } from './crawl.service';
import { type CrawlError, isCrawlError } from './crawl-error';
import type { AdapterFactory, MarketplaceResolver } from './marketplace';
import type {
  LookedUp,
  PriceRefreshRepository,
  RefreshTarget,
  RefreshWritten,
} from './price-refresh.repository';
import type { ProgressHub } from './progress-hub';

/** Ids per lookup (a product API answers ten at a time) and per update statement. */
export const REFRESH_BATCH = 10;
/** A scheduled refresh that found a crawl running tries again this soon. */
export const BUSY_RETRY_MS = 30 * 60_000;
/** Error lines a run keeps (one batch failing after another would say the same thing). */
const MAX_ERRORS_KEPT = 20;
/** A run marked running this long without a live run behind it was interrupted. */
const START_GRACE_MS = 2 * 60_000;

export type PriceRefreshDeps = {
  repo: PriceRefreshRepository;
  /** The refresh's own runs (mode `refresh`). */
  runs: CrawlRunsRepository;
  /** Every run that talks to the marketplace: crawls and refreshes. */
  marketplaceRuns: CrawlRunsRepository;
  schedule: ScheduledJobsRepository;
  job: JobSpec;
  hub: ProgressHub;
  marketplaces: MarketplaceResolver;
  adapterFactory: AdapterFactory;
  maxAgeHours(topic: string): Promise<number>;
  invalidateTopic(topic: string): Promise<void>;
  holdLock(key: string): Promise<() => Promise<void>>;
  log: FastifyBaseLogger;
};

type Started = PriceRefreshStarted & { done: Promise<JobOutcome> };

/** A run's one entry: how many prices and stock states changed, naming the items (clipped). */
async function logRun(tx: Tx, topic: string, actor: Actor, sessionId: string, w: RefreshWritten) {
  // A run that only confirmed what the site showed changed nothing a visitor sees: no entry.
  if (w.priceChanged.length + w.stockChanged.length === 0) return;
  await recordActivity(tx, topic, actor, {
    action: 'update',
    entityType: 'crawlRun',
    entityLabel: `Price refresh: ${w.priceChanged.length} prices changed, ${w.stockChanged.length} stock changes`,
    changes: {
      session: [null, sessionId],
      itemsConfirmed: [null, w.confirmed],
      pricesChanged: [null, w.priceChanged.length],
      stockChanged: [null, w.stockChanged.length],
      items: [null, namesOf([...w.priceChanged, ...w.stockChanged])],
    },
  });
}

/**
 * The price refresh: looks up the topic's known items at the marketplace in batches and writes
 * their current offers. A run is a crawl run of mode `refresh`: it streams progress to the crawl
 * screen, holds its run lock while it lives, and never runs beside a crawl.
 */
export function priceRefreshService(d: PriceRefreshDeps) {
  const jobs = new Map<string, AbortController>();
  const running = new Set<Promise<JobOutcome>>();
  let last = 0;
  const tick = () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };

  // The crawl screen's "cancel" reaches whichever process runs the refresh.
  d.hub.onControl((msg) => jobs.get(msg.sessionId)?.abort());

  async function publish(row: CrawlRunRow | null) {
    if (!row) return;
    await d.hub
      .publish({ topic: row.websiteTopic, id: eventIdOf(row), progress: toProgress(row) })
      .catch((err) => d.log.warn({ err }, 'price refresh progress not published'));
  }

  /** Begins the run, or throws 409 when a crawl or another refresh has the topic. */
  async function begin(topic: string, userId: number | null, total: number) {
    for (const orphan of await d.runs.failOrphans(topic, PRICE_ERRORS.interrupted)) await publish(orphan);
    for (const orphan of await d.marketplaceRuns.failOrphans(topic, CRAWL_ERRORS.interrupted))
      await publish(orphan);
    if (await d.marketplaceRuns.running(topic)) throw conflict(PRICE_ERRORS.busy);
    const sessionId = newSessionId();
    const begun = await beginLocked(d.runs, d.holdLock, topic, sessionId, 'refresh', [], 0, userId, tick());
    if (!begun) throw conflict(PRICE_ERRORS.busy);
    // A crawl may have begun between the look and the insert: it goes on, this run gives way.
    if (await d.repo.runToYieldTo(begun.row)) {
      await d.repo.forgetRun(topic, sessionId);
      await begun.release();
      throw conflict(PRICE_ERRORS.busy);
    }
    await publish(await d.runs.bump(topic, sessionId, { totalItems: total }, tick()));
    return { sessionId, release: begun.release };
  }

  /*
   * Lookups go batch by batch (the marketplace answers a few ids at a time), but the run writes
   * them together, in one transaction with its one log entry: a refresh of thousands of items is
   * one entry, and what the log says is exactly what was written. A process that dies midway
   * writes nothing; the next run looks those items up first (least recently confirmed first).
   */
  async function work(
    topic: string,
    actor: Actor,
    sessionId: string,
    targets: RefreshTarget[],
    m: Awaited<ReturnType<MarketplaceResolver['resolve']>>,
    controller: AbortController,
  ): Promise<JobOutcome> {
    const adapter = d.adapterFactory(m.target, m.settings);
    const abortAll = new AbortController();
    const signal = AbortSignal.any([controller.signal, abortAll.signal]);
    const limit = pLimit(m.settings.concurrency);
    let fatal: CrawlError | null = null;
    let unchecked = 0;
    let written = 0;
    const looked: LookedUp[] = [];
    let errorsKept = 0;
    const firstErrors: string[] = [];
    const batches: RefreshTarget[][] = [];
    for (let i = 0; i < targets.length; i += REFRESH_BATCH) batches.push(targets.slice(i, i + REFRESH_BATCH));
    try {
      await Promise.all(
        batches.map((batch) =>
          limit(async () => {
            if (signal.aborted) return;
            let error: string | undefined;
            try {
              const offers = await adapter.lookup(
                batch.map((t) => t.externalId),
                signal,
              );
              looked.push({ batch, offers });
              written += batch.length;
            } catch (err) {
              if (signal.aborted) return;
              if (isCrawlError(err) && err.fatal && err.code !== 'cancelled') {
                fatal ??= err;
                abortAll.abort();
                return;
              }
              if (!isCrawlError(err)) d.log.error({ err, topic }, 'price refresh of a batch failed');
              unchecked += batch.length;
              error = isCrawlError(err) ? err.message : PRICE_ERRORS.failed;
              if (firstErrors.length === 0) firstErrors.push(error);
              if (++errorsKept > MAX_ERRORS_KEPT) error = undefined;
            }
            await publish(await d.runs.bump(topic, sessionId, { crawledItems: batch.length }, tick(), error));
          }),
        ),
      );
    } finally {
      adapter.close();
    }
    if (looked.length > 0) {
      await d.repo.applyRun(topic, looked, (tx, w) => logRun(tx, topic, actor, sessionId, w));
      await d.invalidateTopic(topic).catch((err) => d.log.warn({ err }, 'cache not retired'));
    }
    const stoppedBy = fatal as CrawlError | null;
    const cancelled = controller.signal.aborted && !stoppedBy;
    const allFailed = written === 0 && unchecked > 0;
    const status = stoppedBy || allFailed ? 'failed' : cancelled ? 'cancelled' : 'succeeded';
    await publish(await d.runs.finish(topic, sessionId, status, tick(), stoppedBy?.message));
    if (stoppedBy) return { status: 'failed', error: stoppedBy.message };
    if (cancelled) return { status: 'failed', error: PRICE_ERRORS.cancelled };
    if (unchecked > 0) {
      const error = `${unchecked} of ${targets.length} ${PRICE_ERRORS.someUnchecked}: ${firstErrors[0]}`;
      return { status: allFailed ? 'failed' : 'succeeded', error };
    }
    return { status: 'succeeded' };
  }

  /** Starts a refresh of the topic in the background; `done` settles with how it went, never rejects. */
  async function start(topic: string, actor: Actor): Promise<Started> {
    const targets = await d.repo.targets(topic);
    if (targets.length === 0)
      return { sessionId: null, totalItems: 0, done: Promise.resolve({ status: 'succeeded' }) };
    let m: Awaited<ReturnType<MarketplaceResolver['resolve']>>;
    try {
      m = await d.marketplaces.resolve(topic);
    } catch (err) {
      throw toAppError(err);
    }
    const { sessionId, release } = await begin(topic, actor.userId, targets.length);
    const controller = new AbortController();
    jobs.set(sessionId, controller);
    const heartbeat = setInterval(() => {
      d.runs
        .bump(topic, sessionId, {}, tick())
        .then(publish, (err) => d.log.warn({ err, topic, sessionId }, 'price refresh heartbeat not written'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const done = work(topic, actor, sessionId, targets, m, controller)
      .catch(async (err): Promise<JobOutcome> => {
        d.log.error({ err, topic }, 'price refresh failed');
        await d.runs
          .finish(topic, sessionId, 'failed', tick(), PRICE_ERRORS.failed)
          .then(publish)
          .catch((err) => d.log.error({ err, topic, sessionId }, 'price refresh run end not recorded'));
        return { status: 'failed', error: PRICE_ERRORS.failed };
      })
      .finally(() => {
        clearInterval(heartbeat);
        jobs.delete(sessionId);
        running.delete(done);
        release().catch((err) => d.log.warn({ err }, 'price refresh lock not released'));
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
      const [row, live, itemsToRefresh, maxAgeHours] = await Promise.all([
        d.schedule.read(d.job, topic),
        d.runs.running(topic),
        d.repo.countTargets(topic),
        d.maxAgeHours(topic),
      ]);
      if (!row) throw notFound();
      // A run whose process died leaves its row saying "running"; its crawl run was failed.
      const orphaned =
        row.lastStatus === 'running' &&
        !live &&
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
    async failStale(staleBefore: Date) {
      for (const row of await d.runs.failStale(staleBefore, PRICE_ERRORS.interrupted)) await publish(row);
    },

    /** At shutdown: stops this process's runs and waits until they have recorded how they ended. */
    async stopAll() {
      for (const c of jobs.values()) c.abort();
      await Promise.allSettled([...running]);
    },
  };
}
export type PriceRefreshService = ReturnType<typeof priceRefreshService>;
