import {
  CRAWL_ERRORS,
  type CrawlProgress,
  type CrawlRunList,
  type CrawlStarted,
  type CrawlStopped,
  type CrawlTermResult,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { AppError, conflict } from '../../errors';
import type { Actor } from '../activity';
import { beginLocked, type CrawlRunsRepository, eventIdOf, toProgress } from '../runs';
import { CrawlError, isCrawlError, toAppError } from './crawl-error';
import type { CrawlImportRepository } from './crawl-import.repository';
import type { CrawlReportsRepository } from './crawl-reports.repository';
import type { CrawlReviewRepository } from './crawl-review.repository';
import { crawlTermJob } from './crawl-term-job';
import type { AdapterFactory, MarketplaceResolver } from './marketplace';
import type { ProgressHub } from './progress-hub';
import { type RunContext, runContext } from './run-context';
import { runTracker } from './run-tracker';
import type { BrandRef } from './term-crawler';

export type CrawlServiceDeps = {
  runs: CrawlRunsRepository;
  importer: CrawlImportRepository;
  review: CrawlReviewRepository;
  reports: CrawlReportsRepository;
  hub: ProgressHub;
  marketplaces: MarketplaceResolver;
  adapterFactory: AdapterFactory;
  /** Holds a lock that outlives nothing: PostgreSQL releases it when this process dies. */
  holdLock(key: string): Promise<() => Promise<void>>;
  log: FastifyBaseLogger;
};

/** Crawl jobs: each is a crawl_runs row that this process works on (see `runTracker`). */
export function crawlService(d: CrawlServiceDeps) {
  const tracker = runTracker(d, 'crawl');
  const { tick, publish } = tracker;
  const termJob = crawlTermJob(d, tracker);

  async function begin(
    topic: string,
    sessionId: string,
    mode: 'all' | 'empty' | 'term',
    terms: string[],
    total: number,
    userId: number | null,
  ) {
    // A run whose process died (crash, kill, lost connection) no longer blocks a new one.
    await tracker.failOrphans(topic, CRAWL_ERRORS.interrupted);
    const running = await d.runs.running(topic);
    if (running && running.sessionId !== sessionId) throw conflict(CRAWL_ERRORS.alreadyRunning);
    const begun = await beginLocked(d.runs, d.holdLock, topic, sessionId, mode, terms, total, userId, tick());
    if (!begun) throw conflict(CRAWL_ERRORS.alreadyRunning);
    const job = tracker.hold(topic, sessionId, begun.release);
    await publish(begun.row);
    return job;
  }

  async function resolve(topic: string) {
    try {
      return await d.marketplaces.resolve(topic);
    } catch (err) {
      throw toAppError(err);
    }
  }

  /** Ends a term that threw with something other than an API error, and says why as one. */
  async function failTerm(topic: string, sessionId: string, term: string, signal: AbortSignal, err: unknown) {
    const cancelled = signal.aborted || (isCrawlError(err) && err.code === 'cancelled');
    const message = cancelled
      ? CRAWL_ERRORS.cancelled
      : isCrawlError(err)
        ? err.message
        : CRAWL_ERRORS.termFailed;
    if (!isCrawlError(err)) d.log.error({ err }, 'crawl of a term failed');
    await tracker.endAfterFailure(topic, sessionId, cancelled ? 'cancelled' : 'failed', message, term);
    return cancelled ? toAppError(new CrawlError('cancelled', message, true)) : toAppError(err);
  }

  /** What the terms of a run of every brand share: a fatal error in one stops them all. */
  function brandRun(jobSignal: AbortSignal) {
    const abortAll = new AbortController();
    let fatal: CrawlError | null = null;
    return {
      signal: AbortSignal.any([jobSignal, abortAll.signal]),
      fatal: () => fatal,
      stop(err: CrawlError) {
        fatal ??= err;
        abortAll.abort();
      },
    };
  }

  /** One brand's term of a run of every brand, counted on the run whatever became of it. */
  async function crawlBrand(
    topic: string,
    actor: Actor,
    sessionId: string,
    brand: { term: string; ref: BrandRef },
    ctx: RunContext,
    run: ReturnType<typeof brandRun>,
  ) {
    const { term } = brand;
    let error: string | undefined;
    try {
      error = (await termJob(topic, actor, sessionId, term, brand.ref, ctx)).errors[0];
    } catch (err) {
      if (run.signal.aborted && !run.fatal()) return;
      if (isCrawlError(err) && err.fatal && err.code !== 'cancelled') {
        run.stop(err);
        return;
      }
      if (!isCrawlError(err)) d.log.error({ err, term }, 'crawl of a brand failed');
      error = `${term}: ${isCrawlError(err) ? err.message : CRAWL_ERRORS.termFailed}`;
    }
    await publish(await d.runs.bump(topic, sessionId, { crawledBrands: 1 }, tick(), error), term);
  }

  return {
    /** One term, answered when it is done; a term list sends the same session id for each term. */
    async crawlTerm(topic: string, actor: Actor, sessionId: string, term: string): Promise<CrawlTermResult> {
      const m = await resolve(topic);
      const job = await begin(topic, sessionId, 'term', [term], 1, actor.userId);
      const adapter = d.adapterFactory(m.target, m.settings);
      try {
        const ctx = await runContext(d.importer, topic, m, adapter, job.signal);
        const result = await termJob(topic, actor, sessionId, term, null, ctx);
        const failed = result.pages === 0 && result.errors.length > 0;
        await d.runs.bump(topic, sessionId, { crawledBrands: 1 }, tick(), result.errors[0]);
        await publish(await d.runs.finish(topic, sessionId, failed ? 'failed' : 'succeeded', tick()), term);
        if (failed) throw new AppError(502, 'CRAWL_UPSTREAM', result.errors[0]!);
        return { ...result, sessionId };
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw await failTerm(topic, sessionId, term, job.signal, err);
      } finally {
        job.end();
        adapter.close();
      }
    },

    /** Every brand's term (or only brands without items), in the background. */
    async start(topic: string, actor: Actor, sessionId: string, onlyEmpty: boolean): Promise<CrawlStarted> {
      const m = await resolve(topic);
      const refs = await d.importer.brandsToCrawl(topic, onlyEmpty);
      const brands = refs.map((ref) => ({ ref, term: ref.searchTerm?.trim() || ref.name }));
      const terms = brands.map((b) => b.term);
      const job = await begin(
        topic,
        sessionId,
        onlyEmpty ? 'empty' : 'all',
        terms,
        brands.length,
        actor.userId,
      );
      const adapter = d.adapterFactory(m.target, m.settings);
      const run = brandRun(job.signal);
      const limit = pLimit(m.settings.concurrency);
      const crawlAll = async () => {
        const ctx = await runContext(d.importer, topic, m, adapter, run.signal);
        await Promise.all(
          brands.map((brand) =>
            limit(async () => {
              if (!run.signal.aborted) await crawlBrand(topic, actor, sessionId, brand, ctx, run);
            }),
          ),
        );
        const status = run.fatal() ? 'failed' : job.signal.aborted ? 'cancelled' : 'succeeded';
        await publish(await d.runs.finish(topic, sessionId, status, tick(), run.fatal()?.message));
      };
      crawlAll()
        .catch(async (err) => {
          d.log.error({ err, topic, sessionId }, 'crawl failed');
          await tracker.endAfterFailure(topic, sessionId, 'failed', CRAWL_ERRORS.termFailed);
        })
        .finally(() => {
          job.end();
          adapter.close();
        });
      return { sessionId, totalBrands: brands.length };
    },

    /** Stops the topic's running crawl, wherever it runs. */
    async cancel(topic: string): Promise<CrawlStopped> {
      const rows = await d.runs.cancelActive(topic, tick());
      for (const row of rows) {
        tracker.abort(row.sessionId);
        await d.hub.requestCancel({ action: 'cancel', topic, sessionId: row.sessionId });
        await publish(row);
      }
      return { sessionId: rows[0]?.sessionId ?? null, status: rows[0] ? 'cancelled' : null };
    },

    /** Cancels and forgets the topic's crawls. */
    async destroy(topic: string): Promise<CrawlStopped> {
      const stopped = await this.cancel(topic);
      await d.runs.deleteAll(topic);
      return stopped;
    },

    /** The topic's latest runs with what each created, updated and skipped. */
    async runs(topic: string, limit: number): Promise<CrawlRunList> {
      return { items: await d.reports.recent(topic, limit) };
    },

    async status(topic: string, sessionId?: string): Promise<{ progress: CrawlProgress; id: number } | null> {
      const row = await d.runs.latest(topic, sessionId);
      return row ? { progress: toProgress(row), id: eventIdOf(row) } : null;
    },

    failStale: (staleBefore: Date) => tracker.failStale(staleBefore, CRAWL_ERRORS.interrupted),

    abortAll: tracker.abortAll,
  };
}
export type CrawlService = ReturnType<typeof crawlService>;
