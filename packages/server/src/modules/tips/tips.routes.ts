import {
  ChangeTipOrderBody,
  CreateTipBody,
  envelope,
  IdParams,
  ROUTES,
  TipDetail,
  TipList,
  TipListQuery,
  TopicQuery,
  UpdateTipBody,
} from '@app/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';

const IdOrSlugParams = z.object({ idOrSlug: z.string().trim().min(1).max(120) });
const Deleted = z.object({ id: z.number().int() });
const TipOrder = z.object({ tipIds: z.array(z.number().int()) });

const tags = ['tips'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.tips;

  app.get(
    ROUTES.tips.list,
    {
      schema: {
        tags,
        summary: "One page of the topic's tips, in rank order, without bodies",
        querystring: TipListQuery,
        response: { 200: envelope(TipList) },
      },
    },
    async (request) => ok(await service.list(request.topic, request.query)),
  );

  app.post(
    ROUTES.tips.changeOrder,
    {
      schema: {
        tags,
        summary: 'Give the listed tips ranks 1..n in the order sent',
        querystring: TopicQuery,
        body: ChangeTipOrderBody,
        response: { 200: envelope(TipOrder) },
      },
    },
    async (request) => ok(await service.changeOrder(request.topic, actorOf(request), request.body.tipIds)),
  );

  app.get(
    ROUTES.tips.byIdOrSlug,
    {
      schema: {
        tags,
        summary: 'One tip with its body, by id or slug',
        params: IdOrSlugParams,
        querystring: TopicQuery,
        response: { 200: envelope(TipDetail) },
      },
    },
    async (request) => ok(await service.get(request.topic, request.params.idOrSlug)),
  );

  app.post(
    ROUTES.tips.list,
    {
      schema: {
        tags,
        summary: 'Create a tip; it goes first in the list',
        querystring: TopicQuery,
        body: CreateTipBody,
        response: { 201: envelope(TipDetail) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.create(request.topic, actorOf(request), request.body))),
  );

  app.put(
    ROUTES.tips.byId,
    {
      schema: {
        tags,
        summary: 'Change some fields of a tip',
        params: IdParams,
        querystring: TopicQuery,
        body: UpdateTipBody,
        response: { 200: envelope(TipDetail) },
      },
    },
    async (request) =>
      ok(await service.update(request.topic, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    ROUTES.tips.byId,
    {
      schema: {
        tags,
        summary: 'Delete a tip',
        params: IdParams,
        querystring: TopicQuery,
        response: { 200: envelope(Deleted) },
      },
    },
    async (request) => ok(await service.remove(request.topic, actorOf(request), request.params.id)),
  );
};

/** Tips' routes, on the service the tips plugin built. */
export const tipsRoutes = fp(routes, { name: 'tips-routes', dependencies: ['tips'], encapsulate: true });
