import {
  CRAWL_SESSION_HEADER,
  CrawlProgress,
  CrawlProgressQuery,
  CrawlReviewAcceptBody,
  CrawlReviewAccepted,
  CrawlReviewDismissBody,
  CrawlReviewDismissed,
  CrawlReviewList,
  CrawlRunList,
  CrawlRunsQuery,
  CrawlSessionId,
  CrawlStarted,
  CrawlStopped,
  CrawlTermBody,
  CrawlTermResult,
  envelope,
  ROUTES,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { crawlRunsRepository, newSessionId, STALE_AFTER_MS, staleAtStartUp } from '../runs';
import { type CrawlSettings, defaultCrawlSettings } from './crawl.config';
import { crawlService } from './crawl.service';
import { crawlImportRepository } from './crawl-import.repository';
import { crawlReportsRepository } from './crawl-reports.repository';
import { crawlReviewRepository } from './crawl-review.repository';
import { crawlReviewService } from './crawl-review.service';
import { type AdapterFactory, defaultAdapterFactory, marketplaceResolver } from './marketplace';
import { priceRefreshRoutes } from './price-refresh.routes';
import { progressHub } from './progress-hub';
import { streamProgress } from './progress-stream';

const tags = ['crawl'];

export type CrawlPluginOptions = { settings?: Partial<CrawlSettings>; adapterFactory?: AdapterFactory };

function sessionIdOf(request: FastifyRequest): string {
  const raw = request.headers[CRAWL_SESSION_HEADER];
  if (raw === undefined || raw === '') return newSessionId();
  const parsed = CrawlSessionId.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest(`${CRAWL_SESSION_HEADER}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** The marketplace crawler: crawl-all, crawl-empty, crawl-term, cancel, destroy and the progress stream. */
export const crawlRoutes: FastifyPluginAsyncZod<CrawlPluginOptions> = async (app, opts) => {
  const settings: CrawlSettings = { ...defaultCrawlSettings(), ...app.config.crawl, ...opts.settings };
  const hub = await progressHub(app.database);
  const marketplaces = marketplaceResolver(app.siteConfigs, settings);
  const review = crawlReviewRepository(app.db);
  const service = crawlService({
    runs: crawlRunsRepository(app.db),
    importer: crawlImportRepository(app.db),
    review,
    reports: crawlReportsRepository(app.db),
    hub,
    marketplaces,
    adapterFactory: opts.adapterFactory ?? defaultAdapterFactory,
    holdLock: (key) => app.database.holdLock(key),
    log: app.log,
  });
  const reviews = crawlReviewService({ review });
  const streams = new Set<() => void>();
  await app.register(priceRefreshRoutes, {
    hub,
    marketplaces,
    adapterFactory: opts.adapterFactory ?? defaultAdapterFactory,
  });

  // A restart fails the runs it interrupted; on PostgreSQL a sweep goes on failing those whose
  // process went silent while this one runs.
  await service.failStale(staleAtStartUp(app.database.kind));
  if (app.database.kind === 'postgres') {
    const sweep = setInterval(() => {
      // The next sweep tries again: a sweep the database refused is not the end of sweeping.
      service
        .failStale(new Date(Date.now() - STALE_AFTER_MS))
        .catch((err) => app.log.warn({ err }, 'stale crawl runs not swept'));
    }, STALE_AFTER_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  app.addHook('preClose', async () => {
    service.abortAll();
    for (const close of [...streams]) close();
  });
  app.addHook('onClose', async () => {
    await hub.close();
    await marketplaces.close();
  });

  for (const [path, onlyEmpty, summary] of [
    [ROUTES.crawl.crawlAll, false, "Crawl every brand's search term"],
    [ROUTES.crawl.crawlEmpty, true, 'Crawl the brands that have no items'],
  ] as const) {
    app.post(
      path,
      {
        schema: { tags, summary, response: { 202: envelope(CrawlStarted) } },
      },
      async (req, reply) =>
        reply.code(202).send(ok(await service.start(req.topic, actorOf(req), sessionIdOf(req), onlyEmpty))),
    );
  }

  app.post(
    ROUTES.crawl.crawlTerm,
    {
      schema: {
        tags,
        summary: 'Crawl one search term and import what it finds (answers when done)',
        body: CrawlTermBody,
        response: { 200: envelope(CrawlTermResult) },
      },
    },
    async (req) => ok(await service.crawlTerm(req.topic, actorOf(req), sessionIdOf(req), req.body.term)),
  );

  for (const [path, action, summary] of [
    [ROUTES.crawl.cancel, 'cancel', 'Stop the running crawl'],
    [ROUTES.crawl.destroy, 'destroy', 'Stop the running crawl and forget its state'],
  ] as const) {
    app.post(
      path,
      {
        schema: { tags, summary, response: { 200: envelope(CrawlStopped) } },
      },
      async (req) => ok(await service[action](req.topic)),
    );
  }

  app.get(
    ROUTES.crawl.status,
    {
      schema: {
        tags,
        summary: "The latest crawl's progress",
        querystring: z.object({
          sessionId: z.string().max(100).optional(),
          websiteTopic: z.string().optional(),
        }),
        response: { 200: envelope(CrawlProgress.nullable()) },
      },
    },
    async (req) => ok((await service.status(req.topic, req.query.sessionId))?.progress ?? null),
  );

  app.get(
    ROUTES.crawl.runs,
    {
      schema: {
        tags,
        summary: 'Recent crawl runs, newest first, with what each created, updated and skipped',
        querystring: CrawlRunsQuery,
        response: { 200: envelope(CrawlRunList) },
      },
    },
    async (req) => ok(await service.runs(req.topic, req.query.limit)),
  );

  app.get(
    ROUTES.crawl.review,
    {
      schema: {
        tags,
        summary: 'Crawled items whose brand is not one of the site’s, grouped by the brand found',
        querystring: z.object({ websiteTopic: z.string().optional() }),
        response: { 200: envelope(CrawlReviewList) },
      },
    },
    async (req) => ok(await reviews.list(req.topic)),
  );

  app.post(
    ROUTES.crawl.reviewAccept,
    {
      schema: {
        tags,
        summary:
          'Make the brand (not featured, after the others) or file under brandId, and import its items',
        body: CrawlReviewAcceptBody,
        response: { 200: envelope(CrawlReviewAccepted) },
      },
    },
    async (req) => ok(await reviews.accept(req.topic, actorOf(req), req.body)),
  );

  app.post(
    ROUTES.crawl.reviewDismiss,
    {
      schema: {
        tags,
        summary: 'Dismiss a brand name: its items leave the list and later crawls leave them out',
        body: CrawlReviewDismissBody,
        response: { 200: envelope(CrawlReviewDismissed) },
      },
    },
    async (req) => ok(await reviews.dismiss(req.topic, actorOf(req), req.body.brandName)),
  );

  app.get(
    ROUTES.crawl.progress,
    {
      config: { rateLimit: false, tokenInQuery: true },
      schema: {
        tags,
        summary: "Server-sent events: progress of the crawls of the caller's site",
        description:
          'Authenticate with a bearer header or `?token=`. Events have ids; reconnect with Last-Event-ID.',
        querystring: CrawlProgressQuery,
      },
    },
    async (req, reply) => {
      await streamProgress(req, reply, {
        topic: req.topic,
        sessionId: req.query.sessionId,
        hub,
        service,
        open: streams,
      });
    },
  );
};
