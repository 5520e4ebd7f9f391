import {
  ChangePodcastOrderBody,
  CreatePodcastBody,
  envelope,
  IdParams,
  Podcast,
  ROUTES,
  TopicQuery,
  UpdatePodcastBody,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { podcastsRepository } from './podcasts.repository';
import { podcastsService } from './podcasts.service';

const Deleted = z.object({ id: z.number().int() });

const tags = ['podcasts'];

export const podcastsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = podcastsService(podcastsRepository(app.db));

  app.get(
    ROUTES.podcasts.list,
    {
      schema: {
        tags,
        summary: "The topic's podcasts in rank order",
        querystring: TopicQuery,
        response: { 200: envelope(z.array(Podcast)) },
      },
    },
    async (request) => ok(await service.list(request.topic)),
  );

  app.post(
    ROUTES.podcasts.list,
    {
      schema: {
        tags,
        summary: 'Create a podcast; it goes last in the list',
        querystring: TopicQuery,
        body: CreatePodcastBody,
        response: { 201: envelope(Podcast) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.create(request.topic, actorOf(request), request.body))),
  );

  app.put(
    ROUTES.podcasts.byId,
    {
      schema: {
        tags,
        summary: 'Change some fields of a podcast',
        params: IdParams,
        querystring: TopicQuery,
        body: UpdatePodcastBody,
        response: { 200: envelope(Podcast) },
      },
    },
    async (request) =>
      ok(await service.update(request.topic, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    ROUTES.podcasts.byId,
    {
      schema: {
        tags,
        summary: 'Delete a podcast',
        params: IdParams,
        querystring: TopicQuery,
        response: { 200: envelope(Deleted) },
      },
    },
    async (request) => ok(await service.remove(request.topic, actorOf(request), request.params.id)),
  );

  app.post(
    ROUTES.podcasts.changeOrder,
    {
      schema: {
        tags,
        summary: 'Give the listed podcasts ranks 1..n in the order sent; replies with the new list',
        querystring: TopicQuery,
        body: ChangePodcastOrderBody,
        response: { 200: envelope(z.array(Podcast)) },
      },
    },
    async (request) =>
      ok(await service.changeOrder(request.topic, actorOf(request), request.body.podcastIds)),
  );
};
