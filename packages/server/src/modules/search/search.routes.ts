import {
  AggregatedSearchQuery,
  envelope,
  IdParams,
  ROUTES,
  SearchQuery,
  SearchResults,
  SynonymGroup,
  SynonymGroupBody,
  TopicQuery,
} from '@app/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { synonymsService } from './synonyms.service';

const tags = ['search'];
const Deleted = z.object({ id: z.number().int() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.catalogueSearch;

  app.get(
    ROUTES.search.plain,
    {
      schema: {
        tags,
        summary: 'Brands, items, tips and podcast episodes matching a query, default limits',
        querystring: SearchQuery,
        response: { 200: envelope(SearchResults) },
      },
    },
    async (req) => ok(await service.search(req.topic, req.query.q)),
  );

  app.get(
    ROUTES.search.aggregated,
    {
      schema: {
        tags,
        summary: 'Brands, items, tips and podcast episodes matching a query, limits from the caller (capped)',
        querystring: AggregatedSearchQuery,
        response: { 200: envelope(SearchResults) },
      },
    },
    async (req) =>
      ok(
        await service.search(req.topic, req.query.q, {
          brands: req.query.brandsLimit,
          items: req.query.itemsLimit,
          tips: req.query.tipsLimit,
          podcasts: req.query.podcastsLimit,
        }),
      ),
  );

  const synonyms = synonymsService(app.db);

  app.get(
    ROUTES.search.synonyms,
    {
      schema: {
        tags,
        summary: "The topic's synonym groups, oldest first (admins of the topic)",
        querystring: TopicQuery,
        response: { 200: envelope(z.array(SynonymGroup)) },
      },
    },
    async (req) => ok(await synonyms.list(req.topic)),
  );

  app.post(
    ROUTES.search.synonyms,
    {
      schema: {
        tags,
        summary: 'Add a synonym group; search reads its terms as one another from now on',
        querystring: TopicQuery,
        body: SynonymGroupBody,
        response: { 201: envelope(SynonymGroup) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await synonyms.create(req.topic, actorOf(req), req.body.terms))),
  );

  app.put(
    ROUTES.search.synonymById,
    {
      schema: {
        tags,
        summary: "Replace a synonym group's terms",
        params: IdParams,
        querystring: TopicQuery,
        body: SynonymGroupBody,
        response: { 200: envelope(SynonymGroup) },
      },
    },
    async (req) => ok(await synonyms.update(req.topic, actorOf(req), req.params.id, req.body.terms)),
  );

  app.delete(
    ROUTES.search.synonymById,
    {
      schema: {
        tags,
        summary: 'Delete a synonym group',
        params: IdParams,
        querystring: TopicQuery,
        response: { 200: envelope(Deleted) },
      },
    },
    async (req) => ok(await synonyms.remove(req.topic, actorOf(req), req.params.id)),
  );
};

/** Search routes, on the service the search plugin built. */
export const searchRoutes = fp(routes, {
  name: 'search-routes',
  dependencies: ['search'],
  encapsulate: true,
});
