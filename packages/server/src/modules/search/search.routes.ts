import { AggregatedSearchQuery, envelope, ROUTES, SearchQuery, SearchResults } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { searchRepository } from './search.repository';
import { searchService } from './search.service';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = searchService(searchRepository(app.db));

  app.get(
    ROUTES.search.plain,
    {
      schema: {
        tags,
        summary: 'Brands and items matching a query, default limits',
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
        summary: 'Brands and items matching a query, limits from the caller (capped)',
        querystring: AggregatedSearchQuery,
        response: { 200: envelope(SearchResults) },
      },
    },
    async (req) =>
      ok(
        await service.search(req.topic, req.query.q, {
          brands: req.query.brandsLimit,
          items: req.query.itemsLimit,
        }),
      ),
  );
};
