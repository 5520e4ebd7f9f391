import {
  envelope,
  ROUTES,
  type SeoFillMode,
  SeoFillProgress,
  SeoFillStarted,
  SeoFillStatusQuery,
  SeoPreview,
  SeoPreviewQuery,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { crawlRunsRepository, staleAtStartUp } from '../runs';
import { seoFillRepository } from './seo-fill.repository';
import { seoFillService } from './seo-fill.service';

const tags = ['seo'];

/** Search-engine text fill: populate-empty, populate-all (jobs), their progress, and a preview. */
export const seoFillRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = seoFillService({
    repo: seoFillRepository(app.db),
    runs: crawlRunsRepository(app.db, ['seo-empty', 'seo-all']),
    generator: app.textGenerator,
    siteConfig: (topic) => app.siteConfigs.get(topic),
    holdLock: (key) => app.database.holdLock(key),
    log: app.log,
  });
  await service.failStale(staleAtStartUp(app.database.kind));

  for (const [path, mode, summary] of [
    [ROUTES.seo.populateEmpty, 'empty', 'Fill the search-engine text that brands and items lack (a job)'],
    [
      ROUTES.seo.populateAll,
      'all',
      'Rewrite the search-engine text of every unlocked brand and item (a job)',
    ],
  ] as const satisfies ReadonlyArray<readonly [string, SeoFillMode, string]>) {
    app.post(
      path,
      {
        schema: { tags, summary, response: { 202: envelope(SeoFillStarted) } },
      },
      async (req, reply) => reply.code(202).send(ok(await service.start(req.topic, actorOf(req), mode))),
    );
  }

  app.get(
    ROUTES.seo.status,
    {
      schema: {
        tags,
        summary: "The latest fill's progress (or the one named by sessionId)",
        querystring: SeoFillStatusQuery,
        response: { 200: envelope(SeoFillProgress.nullable()) },
      },
    },
    async (req) => ok(await service.status(req.topic, req.query.sessionId)),
  );

  app.get(
    ROUTES.seo.preview,
    {
      schema: {
        tags,
        summary: 'Before and after of a few records, and how many a fill would touch; writes nothing',
        querystring: SeoPreviewQuery,
        response: { 200: envelope(SeoPreview) },
      },
    },
    async (req) => ok(await service.preview(req.topic, req.query.mode)),
  );
};
