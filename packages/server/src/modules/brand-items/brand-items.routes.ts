import {
  BrandItem,
  BrandItemList,
  BrandItemListQuery,
  BrandItemLookupQuery,
  BrandItemsOfBrandQuery,
  ChangeBrandItemOrderBody,
  CreateBrandItemBody,
  envelope,
  IdParams,
  MAX_BULK_ITEMS,
  PriceHistory,
  ROUTES,
  UpdateBrandItemBody,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity/activity-record';
import { brandItemsRepository } from './brand-items.repository';
import { brandItemsService } from './brand-items.service';

const tags = ['brand-items'];
const admin = [{ bearerAuth: [] }];

// Rows are checked one by one in the service, so that the error can name every failing row.
const BulkBody = z.strictObject({
  brandItems: z
    .array(z.unknown())
    .min(1, 'Send at least one item')
    .max(MAX_BULK_ITEMS, `Send at most ${MAX_BULK_ITEMS} items at once`)
    .describe('Rows shaped like the body of POST /api/brand-items'),
});

export const brandItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = brandItemsService(app.db, brandItemsRepository(app.db));

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
        params: z.object({ id: z.string() }),
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
      preHandler: app.requireRole('editor'),
      schema: {
        tags,
        summary: 'Create a brand item',
        security: admin,
        body: CreateBrandItemBody,
        response: { 201: envelope(BrandItem) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.create(req.topic, actorOf(req), req.body))),
  );

  app.post(
    ROUTES.brandItems.bulk,
    {
      preHandler: app.requireRole('editor'),
      schema: {
        tags,
        summary: 'Create many brand items, all or nothing',
        security: admin,
        body: BulkBody,
        response: { 201: envelope(z.array(BrandItem)) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await service.bulkCreate(req.topic, actorOf(req), req.body.brandItems))),
  );

  app.put(
    ROUTES.brandItems.byId,
    {
      preHandler: app.requireRole('editor'),
      schema: {
        tags,
        summary: 'Update a brand item',
        security: admin,
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
      preHandler: app.requireRole('editor'),
      schema: {
        tags,
        summary: 'Delete a brand item',
        security: admin,
        params: IdParams,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => ok(await service.remove(req.topic, actorOf(req), req.params.id)),
  );

  app.patch(
    ROUTES.brandItems.order,
    {
      preHandler: app.requireRole('editor'),
      schema: {
        tags,
        summary: 'Rank brand items 1..n in the order sent',
        security: admin,
        body: ChangeBrandItemOrderBody,
        response: { 200: envelope(z.object({ brandItemIds: z.array(z.number().int()) })) },
      },
    },
    async (req) => ok(await service.changeOrder(req.topic, actorOf(req), req.body.brandItemIds)),
  );
};
