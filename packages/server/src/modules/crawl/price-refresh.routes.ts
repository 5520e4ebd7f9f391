import {
  envelope,
  PRICE_REFRESH_JOB,
  PriceRefreshSchedule,
  PriceRefreshStarted,
  ROUTES,
} from '@app/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfig } from '../../db/schema';
import { ok } from '../../lib/reply';
import type { JobSpec } from '../../lib/scheduler';
import { actorOf } from '../activity';
import { crawlRunsRepository, staleAtStartUp } from '../runs';
import type { AdapterFactory, MarketplaceResolver } from './marketplace';
import { MARKETPLACE_RUNS, priceRefreshRepository } from './price-refresh.repository';
import { priceRefreshService } from './price-refresh.service';
import type { ProgressHub } from './progress-hub';

const tags = ['crawl'];

export type PriceRefreshPluginOptions = {
  hub: ProgressHub;
  marketplaces: MarketplaceResolver;
  adapterFactory: AdapterFactory;
};

export const priceRefreshJob: JobSpec = { name: PRICE_REFRESH_JOB, everyHours: siteConfig.priceRefreshHours };

/**
 * The scheduled price refresh: its schedule and "run now" for the admin, and the scheduler that
 * queues it per topic every `price_refresh_hours` (each process polls; the job queue runs it once).
 */
const routes: FastifyPluginAsyncZod<PriceRefreshPluginOptions> = async (app, opts) => {
  const service = priceRefreshService({
    repo: priceRefreshRepository(app.db),
    runs: crawlRunsRepository(app.db, ['refresh']),
    marketplaceRuns: crawlRunsRepository(app.db, MARKETPLACE_RUNS),
    schedule: app.scheduledJobs,
    job: priceRefreshJob,
    hub: opts.hub,
    marketplaces: opts.marketplaces,
    adapterFactory: opts.adapterFactory,
    maxAgeHours: async (topic) => (await app.siteConfigs.get(topic)).priceMaxAgeHours,
    holdLock: (key) => app.database.holdLock(key),
    log: app.log,
  });
  // Sites refresh side by side, a few at a time per process.
  app.schedule([{ ...priceRefreshJob, run: (topic) => service.scheduledRun(topic) }], { concurrency: 2 });
  await service.failStale(staleAtStartUp(app.database.kind));
  // Before the database closes, once the schedule stops polling: this process's runs are stopped;
  // the queue waits at close for their handlers, which record how they ended.
  app.addHook('preClose', async () => {
    await service.stopAll();
  });

  app.get(
    ROUTES.crawl.priceRefresh,
    {
      schema: {
        tags,
        summary: "The price refresh's schedule and how its last run went",
        response: { 200: envelope(PriceRefreshSchedule) },
      },
    },
    async (req) => ok(await service.schedule(req.topic)),
  );

  app.post(
    ROUTES.crawl.priceRefresh,
    {
      schema: {
        tags,
        summary: "Refresh the site's prices now (a job; 409 while a crawl or refresh runs)",
        response: { 202: envelope(PriceRefreshStarted) },
      },
    },
    async (req, reply) => reply.code(202).send(ok(await service.runNow(req.topic, actorOf(req)))),
  );
};

/** The price refresh's routes and schedule. */
export const priceRefreshRoutes = fp(routes, {
  name: 'price-refresh',
  dependencies: ['scheduler'],
  encapsulate: true,
});
