import { PRICE_ERRORS } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Tx } from '../../db/client';
import type { JobOutcome, JobSpec, ScheduledJobsRepository } from '../../lib/scheduler';
import type { Actor } from '../activity';
import { namesOf } from '../activity';
import { publishChange } from '../changes';
import type { CrawlRunsRepository } from '../runs';
import { type CrawlError, isCrawlError } from './crawl-error';
import type { AdapterFactory, MarketplaceResolver } from './marketplace';
import type { MarketplaceAdapter } from './marketplace-adapter';
import type {
  LookedUp,
  PriceRefreshRepository,
  RefreshTarget,
  RefreshWritten,
} from './price-refresh.repository';
import type { ProgressHub } from './progress-hub';
import type { RunTracker } from './run-tracker';

/** Ids per lookup (a product API answers ten at a time) and per update statement. */
export const REFRESH_BATCH = 10;
/** Error lines a run keeps (one batch failing after another would say the same thing). */
const MAX_ERRORS_KEPT = 20;

export type Marketplace = Awaited<ReturnType<MarketplaceResolver['resolve']>>;

/** What a price refresh works with: its service is built from these, and so is each run. */
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
  holdLock(key: string): Promise<() => Promise<void>>;
  log: FastifyBaseLogger;
};

/**
 * A run's one change: how many prices and stock states changed, naming the items (clipped). A run
 * that only confirmed what the site showed writes no entry (nothing a visitor sees changed but
 * how fresh the prices are), but its caches retire all the same.
 */
async function publishRun(tx: Tx, topic: string, actor: Actor, sessionId: string, w: RefreshWritten) {
  await publishChange(tx, topic, actor, {
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
    ...(w.priceChanged.length + w.stockChanged.length === 0 ? { log: false as const } : {}),
  });
}

/**
 * The lookups of one run, batch by batch. A fatal error stops every batch; any other leaves its
 * batch unchecked and the run goes on.
 */
async function lookUpAll(
  d: Pick<PriceRefreshDeps, 'runs' | 'log'>,
  tracker: RunTracker,
  run: { topic: string; sessionId: string; targets: RefreshTarget[]; signal: AbortSignal },
  adapter: MarketplaceAdapter,
  concurrency: number,
) {
  const { topic, sessionId } = run;
  const abortAll = new AbortController();
  const signal = AbortSignal.any([run.signal, abortAll.signal]);
  const limit = pLimit(concurrency);
  const out = { looked: [] as LookedUp[], fatal: null as CrawlError | null, unchecked: 0, written: 0 };
  const firstErrors: string[] = [];
  let errorsKept = 0;
  const batches: RefreshTarget[][] = [];
  for (let i = 0; i < run.targets.length; i += REFRESH_BATCH)
    batches.push(run.targets.slice(i, i + REFRESH_BATCH));
  const lookUp = async (batch: RefreshTarget[]) => {
    if (signal.aborted) return;
    let error: string | undefined;
    try {
      const offers = await adapter.lookup(
        batch.map((t) => t.externalId),
        signal,
      );
      out.looked.push({ batch, offers });
      out.written += batch.length;
    } catch (err) {
      if (signal.aborted) return;
      if (isCrawlError(err) && err.fatal && err.code !== 'cancelled') {
        out.fatal ??= err;
        abortAll.abort();
        return;
      }
      if (!isCrawlError(err)) d.log.error({ err, topic }, 'price refresh of a batch failed');
      out.unchecked += batch.length;
      error = isCrawlError(err) ? err.message : PRICE_ERRORS.failed;
      if (firstErrors.length === 0) firstErrors.push(error);
      if (++errorsKept > MAX_ERRORS_KEPT) error = undefined;
    }
    await tracker.publish(
      await d.runs.bump(topic, sessionId, { crawledItems: batch.length }, tracker.tick(), error),
    );
  };
  await Promise.all(batches.map((batch) => limit(() => lookUp(batch))));
  return { ...out, firstError: firstErrors[0] };
}

/**
 * One price refresh run. Lookups go batch by batch (the marketplace answers a few ids at a time),
 * but the run writes them together, in one transaction with its one log entry: a refresh of
 * thousands of items is one entry, and what the log says is exactly what was written. A process
 * that dies midway writes nothing; the next run looks those items up first (least recently
 * confirmed first).
 */
export function priceRefreshRun(d: PriceRefreshDeps, tracker: RunTracker) {
  return async (
    topic: string,
    actor: Actor,
    run: { sessionId: string; targets: RefreshTarget[]; signal: AbortSignal },
    m: Marketplace,
  ): Promise<JobOutcome> => {
    const { sessionId, targets } = run;
    const adapter = d.adapterFactory(m.target, m.settings);
    let r: Awaited<ReturnType<typeof lookUpAll>>;
    try {
      r = await lookUpAll(d, tracker, { topic, ...run }, adapter, m.settings.concurrency);
    } finally {
      adapter.close();
    }
    if (r.looked.length > 0)
      await d.repo.applyRun(topic, r.looked, (tx, w) => publishRun(tx, topic, actor, sessionId, w));
    const cancelled = run.signal.aborted && !r.fatal;
    const allFailed = r.written === 0 && r.unchecked > 0;
    const status = r.fatal || allFailed ? 'failed' : cancelled ? 'cancelled' : 'succeeded';
    await tracker.publish(await d.runs.finish(topic, sessionId, status, tracker.tick(), r.fatal?.message));
    if (r.fatal) return { status: 'failed', error: r.fatal.message };
    if (cancelled) return { status: 'failed', error: PRICE_ERRORS.cancelled };
    if (r.unchecked > 0) {
      const error = `${r.unchecked} of ${targets.length} ${PRICE_ERRORS.someUnchecked}: ${r.firstError}`;
      return { status: allFailed ? 'failed' : 'succeeded', error };
    }
    return { status: 'succeeded' };
  };
}
