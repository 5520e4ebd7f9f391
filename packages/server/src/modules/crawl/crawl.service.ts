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
import type { Tx } from '../../db/client';
import { AppError, conflict } from '../../errors';
import { namesOf } from '../activity/activity-names';
import { type Actor, recordActivity } from '../activity/activity-record';
import {
  beginLocked,
  type CrawlRunRow,
  type CrawlRunsRepository,
  eventIdOf,
  HEARTBEAT_MS,
  toProgress,
} from '../runs/crawl-runs.repository';
import { CrawlError, isCrawlError } from './crawl-error';
import type { CrawlImportRepository, ImportedPage } from './crawl-import.repository';
import type { CrawlReportsRepository } from './crawl-reports.repository';
import type { CrawlReviewRepository } from './crawl-review.repository';
import type { AdapterFactory, MarketplaceResolver } from './marketplace';
import type { ProgressHub } from './progress-hub';
import { type RunContext, runContext } from './run-context';
import { type BrandRef, crawlTerm } from './term-crawler';

export type CrawlServiceDeps = {
  runs: CrawlRunsRepository;
  importer: CrawlImportRepository;
  review: CrawlReviewRepository;
  reports: CrawlReportsRepository;
  hub: ProgressHub;
  marketplaces: MarketplaceResolver;
  adapterFactory: AdapterFactory;
  invalidateTopic(topic: string): Promise<void>;
  /** Holds a lock that outlives nothing: PostgreSQL releases it when this process dies. */
  holdLock(key: string): Promise<() => Promise<void>>;
  log: FastifyBaseLogger;
};

/** A crawl failure as the API answers it. */
export function toAppError(err: unknown): unknown {
  if (!isCrawlError(err)) return err;
  switch (err.code) {
    case 'refused':
    case 'config':
      return new AppError(400, 'CRAWL_REFUSED', err.message);
    case 'cancelled':
      return new AppError(409, 'CRAWL_CANCELLED', err.message);
    case 'captcha':
      return new AppError(503, 'CRAWL_CAPTCHA', err.message);
    default:
      return new AppError(502, 'CRAWL_UPSTREAM', err.message);
  }
}

/**
 * The log entry of one imported result page. A crawl imports each page in a transaction of its
 * own (a crawl stopped on page 5 keeps pages 1 to 4, and no transaction stays open while the
 * marketplace is read), so the entry is one per page, written in that page's transaction: a page
 * holds a few dozen items at most, so a crawl of a thousand items writes a few dozen entries, not
 * a thousand. A page that only confirmed what the site had changed nothing and writes none.
 */
async function logImportedPage(
  tx: Tx,
  topic: string,
  actor: Actor,
  sessionId: string,
  term: string,
  page: ImportedPage,
) {
  if (page.touched.length === 0) return;
  await recordActivity(tx, topic, actor, {
    action: 'import',
    entityType: 'crawlRun',
    entityLabel: `Crawl of "${term}": ${page.itemsCreated} items created, ${page.itemsUpdated} updated`,
    changes: {
      term: [null, term],
      session: [null, sessionId],
      itemsCreated: [null, page.itemsCreated],
      itemsUpdated: [null, page.itemsUpdated],
      items: [null, namesOf(page.touched)],
    },
  });
}

/**
 * Crawl jobs: each is a crawl_runs row that this process works on while its heartbeat ticks.
 * Progress goes to the database first and then to every instance's streams; cancel reaches the
 * instance running the job through the same channel.
 */
export function crawlService(d: CrawlServiceDeps) {
  const jobs = new Map<string, AbortController>();
  /** Imports of one process run one at a time, so two terms never race to create one brand. */
  const importQueue = pLimit(1);
  let last = 0;
  const tick = () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };

  d.hub.onControl((msg) => jobs.get(msg.sessionId)?.abort());

  async function publish(row: CrawlRunRow | null, currentTerm: string | null = null) {
    if (!row) return;
    await d.hub
      .publish({ topic: row.websiteTopic, id: eventIdOf(row), progress: toProgress(row, currentTerm) })
      .catch((err) => d.log.warn({ err }, 'crawl progress not published'));
  }

  /**
   * Records the end of a run that already failed or was cancelled. The database may be what
   * failed: an error here is logged, not thrown, so the caller reports the run's own error and
   * a background crawl's failure never becomes an unhandled rejection that stops the process.
   */
  async function endAfterFailure(
    topic: string,
    sessionId: string,
    status: 'failed' | 'cancelled',
    message: string,
    term: string | null = null,
  ) {
    try {
      await publish(await d.runs.finish(topic, sessionId, status, tick(), message), term);
    } catch (err) {
      d.log.error({ err, topic, sessionId }, 'crawl run end not recorded');
    }
  }

  async function begin(
    topic: string,
    sessionId: string,
    mode: 'all' | 'empty' | 'term',
    terms: string[],
    total: number,
    userId: number | null,
  ) {
    // A run whose process died (crash, kill, lost connection) no longer blocks a new one.
    for (const orphan of await d.runs.failOrphans(topic, CRAWL_ERRORS.interrupted)) await publish(orphan);
    const running = await d.runs.running(topic);
    if (running && running.sessionId !== sessionId) throw conflict(CRAWL_ERRORS.alreadyRunning);
    const begun = await beginLocked(d.runs, d.holdLock, topic, sessionId, mode, terms, total, userId, tick());
    if (!begun) throw conflict(CRAWL_ERRORS.alreadyRunning);
    const { row, release } = begun;
    const controller = new AbortController();
    jobs.set(sessionId, controller);
    const heartbeat = setInterval(() => {
      d.runs.bump(topic, sessionId, {}, tick()).then(
        (r) => publish(r),
        (err) => d.log.warn({ err, topic, sessionId }, 'crawl heartbeat not written'),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    await publish(row);
    return {
      row,
      signal: controller.signal,
      end: () => {
        clearInterval(heartbeat);
        jobs.delete(sessionId);
        release().catch((err) => d.log.warn({ err }, 'crawl run lock not released'));
      },
    };
  }

  async function resolve(topic: string) {
    try {
      return await d.marketplaces.resolve(topic);
    } catch (err) {
      throw toAppError(err);
    }
  }

  function termJob(
    topic: string,
    actor: Actor,
    sessionId: string,
    term: string,
    brand: BrandRef | null,
    ctx: RunContext,
  ) {
    return crawlTerm({
      term,
      brand,
      ...ctx,
      lookup: async (ids) => ({
        items: await d.importer.knownItems(topic, ids),
        review: await d.review.states(topic, ids),
      }),
      importPage: (placed) =>
        importQueue(() =>
          d.importer.importItems(topic, placed, (tx, page) =>
            logImportedPage(tx, topic, actor, sessionId, term, page),
          ),
        ),
      review: async (waiting, imported) => {
        await d.review.put(topic, sessionId, waiting);
        await d.review.remove(topic, imported);
      },
      onPage: async (found, imported, report) => {
        await d.reports.merge(topic, sessionId, report);
        await publish(
          await d.runs.bump(topic, sessionId, { totalItems: found, crawledItems: imported }, tick()),
          term,
        );
      },
    });
  }

  return {
    /** One term, answered when it is done; a term list sends the same session id for each term. */
    async crawlTerm(topic: string, actor: Actor, sessionId: string, term: string): Promise<CrawlTermResult> {
      const m = await resolve(topic);
      const job = await begin(topic, sessionId, 'term', [term], 1, actor.userId);
      const adapter = d.adapterFactory(m.target, m.settings);
      try {
        const result = await termJob(
          topic,
          actor,
          sessionId,
          term,
          null,
          await runContext(d.importer, topic, m, adapter, job.signal),
        );
        const failed = result.pages === 0 && result.errors.length > 0;
        await d.runs.bump(topic, sessionId, { crawledBrands: 1 }, tick(), result.errors[0]);
        await publish(await d.runs.finish(topic, sessionId, failed ? 'failed' : 'succeeded', tick()), term);
        // Also a mere confirmation: the storefront shows how fresh a price is.
        if (result.itemsCreated + result.itemsUpdated + result.report.itemsUnchanged > 0)
          await d.invalidateTopic(topic);
        if (failed) throw new AppError(502, 'CRAWL_UPSTREAM', result.errors[0]!);
        return { ...result, sessionId };
      } catch (err) {
        if (!(err instanceof AppError)) {
          const cancelled = job.signal.aborted || (isCrawlError(err) && err.code === 'cancelled');
          const message = cancelled
            ? CRAWL_ERRORS.cancelled
            : isCrawlError(err)
              ? err.message
              : CRAWL_ERRORS.termFailed;
          if (!isCrawlError(err)) d.log.error({ err }, 'crawl of a term failed');
          await endAfterFailure(topic, sessionId, cancelled ? 'cancelled' : 'failed', message, term);
          await d.invalidateTopic(topic);
          throw cancelled ? toAppError(new CrawlError('cancelled', message, true)) : toAppError(err);
        }
        throw err;
      } finally {
        job.end();
        adapter.close();
      }
    },

    /** Every brand's term (or only brands without items), in the background. */
    async start(topic: string, actor: Actor, sessionId: string, onlyEmpty: boolean): Promise<CrawlStarted> {
      const m = await resolve(topic);
      const brands = await d.importer.brandsToCrawl(topic, onlyEmpty);
      const terms = brands.map((b) => b.searchTerm?.trim() || b.name);
      const job = await begin(
        topic,
        sessionId,
        onlyEmpty ? 'empty' : 'all',
        terms,
        brands.length,
        actor.userId,
      );
      const adapter = d.adapterFactory(m.target, m.settings);
      let fatal: CrawlError | null = null;
      const abortAll = new AbortController();
      const signal = AbortSignal.any([job.signal, abortAll.signal]);
      const limit = pLimit(m.settings.concurrency);

      const run = async () => {
        const ctx = await runContext(d.importer, topic, m, adapter, signal);
        await Promise.all(
          brands.map((brand, i) =>
            limit(async () => {
              if (signal.aborted) return;
              const term = terms[i]!;
              let error: string | undefined;
              try {
                const r = await termJob(topic, actor, sessionId, term, brand, ctx);
                error = r.errors[0];
              } catch (err) {
                if (signal.aborted && !fatal) return;
                if (isCrawlError(err) && err.fatal && err.code !== 'cancelled') {
                  fatal ??= err;
                  abortAll.abort();
                  return;
                }
                if (!isCrawlError(err)) d.log.error({ err, term }, 'crawl of a brand failed');
                error = `${term}: ${isCrawlError(err) ? err.message : CRAWL_ERRORS.termFailed}`;
              }
              await publish(await d.runs.bump(topic, sessionId, { crawledBrands: 1 }, tick(), error), term);
            }),
          ),
        );
        const status = fatal ? 'failed' : job.signal.aborted ? 'cancelled' : 'succeeded';
        await publish(
          await d.runs.finish(topic, sessionId, status, tick(), (fatal as CrawlError | null)?.message),
        );
      };
      run()
        .catch(async (err) => {
          d.log.error({ err, topic, sessionId }, 'crawl failed');
          await endAfterFailure(topic, sessionId, 'failed', CRAWL_ERRORS.termFailed);
        })
        .finally(() => {
          job.end();
          adapter.close();
          d.invalidateTopic(topic).catch((err) =>
            d.log.warn({ err, topic }, 'cache not retired after a crawl'),
          );
        });
      return { sessionId, totalBrands: brands.length };
    },

    /** Stops the topic's running crawl, wherever it runs. */
    async cancel(topic: string): Promise<CrawlStopped> {
      const rows = await d.runs.cancelActive(topic, tick());
      for (const row of rows) {
        jobs.get(row.sessionId)?.abort();
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

    /** Runs left active by a process that stopped are failed (see the plugin for when). */
    async failStale(staleBefore: Date) {
      for (const row of await d.runs.failStale(staleBefore, CRAWL_ERRORS.interrupted)) await publish(row);
    },

    abortAll() {
      for (const c of jobs.values()) c.abort();
    },
  };
}
export type CrawlService = ReturnType<typeof crawlService>;
