import {
  ACTIVITY_ROUTES,
  ActivityEntry,
  ActivityList,
  ActivityListQuery,
  ActivityRecordParams,
  ActivityRecordQuery,
  envelope,
  IdParams,
  Paged,
  TopicQuery,
} from '@app/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { actorOf } from './activity-record';

const tags = ['activity'];

/** The topic's history of changes, one record's, and "restore this version". */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.activity.service;

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

/** The activity log's routes, on the service the activity plugin built. */
export const activityRoutes = fp(routes, {
  name: 'activity-routes',
  dependencies: ['activity'],
  encapsulate: true,
});
