import {
  BrandItem,
  BrandItemList,
  BrandItemListQuery,
  BrandItemLookupQuery,
  BrandItemsOfBrandQuery,
  BulkCreateBrandItemsBatch,
  BulkCreateBrandItemsBody,
  ChangeBrandItemOrderBody,
  CreateBrandItemBody,
  envelope,
  IdLookupParam,
  IdParams,
  PriceHistory,
  ROUTES,
  UpdateBrandItemBody,
} from '@app/contract';
import fp from 'fastify-plugin';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';

const tags = ['brand-items'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.brandItems;

  app.get(
    ROUTES.brandItems.list,
    {
      schema: {
        tags,
        summary: 'Brand items, paged and filtered',
        querystring: BrandItemListQuery,
        response: { 200: envelope(BrandItemList) },
      },
    },
    async (req) => ok(await service.list(req.topic, req.query, req.query)),
  );

  app.get(
    ROUTES.brandItems.byBrand,
    {
      schema: {
        tags,
        summary: "A brand's items",
        params: z.object({ brandId: IdParams.shape.id }),
        querystring: BrandItemsOfBrandQuery,
        response: { 200: envelope(BrandItemList) },
      },
    },
    async (req) =>
      ok(
        await service.listOfBrand(
          req.topic,
          req.params.brandId,
          { isCategory: req.query.isCategory },
          req.query,
        ),
      ),
  );

  app.get(
    ROUTES.brandItems.byId,
    {
      schema: {
        tags,
        summary: 'A brand item by id',
        params: z.object({ id: IdLookupParam }),
        querystring: BrandItemLookupQuery,
        response: { 200: envelope(BrandItem) },
      },
    },
    async (req) => ok(await service.get(req.topic, { id: req.params.id }, req.query.isCategory)),
  );

  app.get(
    ROUTES.brandItems.bySlugs,
    {
      schema: {
        tags,
        summary: 'A brand item by brand slug and item slug',
        params: z.object({ brandSlug: z.string(), itemSlug: z.string() }),
        querystring: BrandItemLookupQuery,
        response: { 200: envelope(BrandItem) },
      },
    },
    async (req) => ok(await service.get(req.topic, req.params, req.query.isCategory)),
  );

  app.get(
    ROUTES.brandItems.prices,
    {
      schema: {
        tags,
        summary: "An item's price history (the last year, at most 200 prices, oldest first)",
        description: 'Addressed as the item itself, so a page reads it with the values of its own address.',
        params: z.object({ brandSlug: z.string(), itemSlug: z.string() }),
        querystring: BrandItemLookupQuery,
        response: { 200: envelope(PriceHistory) },
      },
    },
    async (req) => ok(await service.priceHistory(req.topic, req.params, req.query.isCategory)),
  );

  app.post(
    ROUTES.brandItems.list,
    {
      schema: {
        tags,
        summary: 'Create a brand item',
        body: CreateBrandItemBody,
        response: { 201: envelope(BrandItem) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.create(req.topic, actorOf(req), req.body))),
  );

  app.post(
    ROUTES.brandItems.bulk,
    {
      schema: {
        tags,
        summary: 'Create many brand items, all or nothing',
        body: BulkCreateBrandItemsBody,
        response: { 201: envelope(z.array(BrandItem)) },
      },
      // The document shows the typed rows, but the body (this route's only input) is checked as a
      // batch only: the service reads the rows one by one, so that a bad batch is one 400 naming
      // every failing row ("Row 2: name: …; Row 4: rating: …") where validating the typed body
      // would name its first issue alone.
      validatorCompiler: (route) => validatorCompiler({ ...route, schema: BulkCreateBrandItemsBatch }),
    },
    async (req, reply) => {
      const { brandItems } = req.body as z.output<typeof BulkCreateBrandItemsBatch>;
      return reply.code(201).send(ok(await service.bulkCreate(req.topic, actorOf(req), brandItems)));
    },
  );

  app.put(
    ROUTES.brandItems.byId,
    {
      schema: {
        tags,
        summary: 'Update a brand item',
        params: IdParams,
        body: UpdateBrandItemBody,
        response: { 200: envelope(BrandItem) },
      },
    },
    async (req) => ok(await service.update(req.topic, actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    ROUTES.brandItems.byId,
    {
      schema: {
        tags,
        summary: 'Delete a brand item',
        params: IdParams,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => ok(await service.remove(req.topic, actorOf(req), req.params.id)),
  );

  app.patch(
    ROUTES.brandItems.order,
    {
      schema: {
        tags,
        summary: 'Rank brand items 1..n in the order sent',
        body: ChangeBrandItemOrderBody,
        response: { 200: envelope(z.object({ brandItemIds: z.array(z.number().int()) })) },
      },
    },
    async (req) => ok(await service.changeOrder(req.topic, actorOf(req), req.body.brandItemIds)),
  );
};

/** Brand items' routes, on the service the brand-items plugin built. */
export const brandItemsRoutes = fp(routes, {
  name: 'brand-items-routes',
  dependencies: ['brand-items'],
  encapsulate: true,
});
