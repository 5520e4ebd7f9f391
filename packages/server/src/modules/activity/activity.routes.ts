import {
  ACTIVITY_ROUTES,
  ActivityEntry,
  ActivityList,
  ActivityListQuery,
  ActivityRecordParams,
  ActivityRecordQuery,
  Brand,
  BrandItem,
  envelope,
  IdParams,
  Paged,
  TipDetail,
  TopicQuery,
  UpdateBrandBody,
  UpdateBrandItemBody,
  UpdateTipBody,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { type JobSpec, scheduledJobsRepository, startScheduler } from '../../lib/scheduler';
import { brandItemsRepository } from '../brand-items/brand-items.repository';
import { brandItemsService } from '../brand-items/brand-items.service';
import { brandsRepository } from '../brands/brands.repository';
import { brandsService } from '../brands/brands.service';
import { tipsRepository } from '../tips/tips.repository';
import { tipsService } from '../tips/tips.service';
import { activityRepository } from './activity.repository';
import { activityService, restorerOf } from './activity.service';
import { actorOf } from './activity-record';

const tags = ['activity'];

/** Entries older than the retention go once a day, per topic, run by one process of all. */
export const activityRetentionJob: JobSpec = { name: 'activity-retention', everyHours: sql`24` };

export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

/** The topic's history of changes, one record's, "restore this version", and the retention. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const brands = brandsService(app.db, brandsRepository(app.db));
  const items = brandItemsService(brandItemsRepository(app.db));
  const tips = tipsService(tipsRepository(app.db));
  const service = activityService(activityRepository(app.db), {
    brand: restorerOf(
      UpdateBrandBody,
      (t, a, id, b) => brands.update(t, a, id, b, 'restore'),
      Brand,
      brands.recreate,
    ),
    brandItem: restorerOf(
      UpdateBrandItemBody,
      (t, a, id, b) => items.update(t, a, id, b, 'restore'),
      BrandItem,
      items.recreate,
    ),
    tip: restorerOf(
      UpdateTipBody,
      (t, a, id, b) => tips.update(t, a, id, b, 'restore'),
      TipDetail,
      tips.recreate,
    ),
  });

  const retentionDays = app.config.activityRetentionDays ?? DEFAULT_ACTIVITY_RETENTION_DAYS;
  const scheduler = startScheduler({
    repo: scheduledJobsRepository(app.db),
    jobs: [
      {
        ...activityRetentionJob,
        run: async (topic) => {
          const deleted = await service.purge(topic, retentionDays);
          if (deleted > 0) app.log.info({ topic, deleted }, 'old activity entries deleted');
          return { status: 'succeeded' };
        },
      },
    ],
    queue: app.jobs,
    log: app.log,
    pollMs: app.config.schedulerPollMs,
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });

  app.get(
    ACTIVITY_ROUTES.list,
    {
      schema: {
        tags,
        summary: "The topic's history of changes, newest first, filtered",
        querystring: ActivityListQuery,
        response: { 200: envelope(ActivityList) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await service.list(req.topic, req.query));
    },
  );

  app.get(
    ACTIVITY_ROUTES.ofRecord,
    {
      schema: {
        tags,
        summary: "One record's history, newest first",
        params: ActivityRecordParams,
        querystring: ActivityRecordQuery,
        response: { 200: envelope(Paged(ActivityEntry)) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await service.ofRecord(req.topic, req.params.entityType, req.params.entityId, req.query));
    },
  );

  app.post(
    ACTIVITY_ROUTES.restore,
    {
      schema: {
        tags,
        summary:
          "Write an entry's version of a brand, item or tip back, or undo its deletion (logged as 'restore')",
        params: IdParams,
        querystring: TopicQuery,
        response: { 200: envelope(ActivityEntry) },
      },
    },
    async (req) => ok(await service.restore(req.topic, actorOf(req), req.params.id)),
  );
};
