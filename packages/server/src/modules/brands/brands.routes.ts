import {
  Brand,
  BrandLight,
  BrandList,
  BrandListQuery,
  BrandLookupQuery,
  ChangeBrandOrderBody,
  CreateBrandBody,
  envelope,
  FeaturedBrands,
  FeaturedQuery,
  FlyoutCategory,
  IdLookupParam,
  IdParams,
  ROUTES,
  TopicQuery,
  UpdateBrandBody,
} from '@app/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';

const tags = ['brands'];
// Lookups take the raw segment so a missing or malformed one gets the spec's own message.
const LookupIdParams = z.object({ id: IdLookupParam });
const SlugParams = z.object({ slug: z.string() });
const Deleted = envelope(z.object({ id: z.number().int() }));

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.brands;

  app.get(
    ROUTES.brands.list,
    {
      schema: {
        tags,
        summary: 'Brands, paged',
        querystring: BrandListQuery,
        response: { 200: envelope(BrandList) },
      },
    },
    async (req) => ok(await service.list(req.topic, req.query, req.query)),
  );

  app.get(
    ROUTES.brands.light,
    {
      schema: {
        tags,
        summary: 'Header-banner brands',
        querystring: TopicQuery,
        response: { 200: envelope(z.array(BrandLight)) },
      },
    },
    async (req) => ok(await service.light(req.topic)),
  );

  app.get(
    ROUTES.brands.flyout,
    {
      schema: {
        tags,
        summary: 'Categories with a few items each, for the menu',
        querystring: TopicQuery,
        response: { 200: envelope(z.array(FlyoutCategory)) },
      },
    },
    async (req) => ok(await service.flyout(req.topic)),
  );

  app.get(
    ROUTES.brands.featured,
    {
      schema: {
        tags,
        summary: 'Featured brands, page by page',
        querystring: FeaturedQuery,
        response: { 200: envelope(FeaturedBrands) },
      },
    },
    async (req) => ok(await service.featured(req.topic, req.query)),
  );

  app.get(
    ROUTES.brands.bySlug,
    {
      schema: {
        tags,
        summary: 'A brand by slug',
        params: SlugParams,
        querystring: BrandLookupQuery,
        response: { 200: envelope(Brand) },
      },
    },
    async (req) => ok(await service.get(req.topic, { slug: req.params.slug }, req.query)),
  );

  app.get(
    ROUTES.brands.byId,
    {
      schema: {
        tags,
        summary: 'A brand by id',
        params: LookupIdParams,
        querystring: BrandLookupQuery,
        response: { 200: envelope(Brand) },
      },
    },
    async (req) => ok(await service.get(req.topic, { id: req.params.id }, req.query)),
  );

  app.post(
    ROUTES.brands.list,
    {
      schema: {
        tags,
        summary: 'Create a brand',
        body: CreateBrandBody,
        response: { 201: envelope(Brand) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.create(req.topic, actorOf(req), req.body))),
  );

  app.put(
    ROUTES.brands.byId,
    {
      schema: {
        tags,
        summary: 'Update a brand',
        params: IdParams,
        body: UpdateBrandBody,
        response: { 200: envelope(Brand) },
      },
    },
    async (req) => ok(await service.update(req.topic, actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    ROUTES.brands.byId,
    {
      schema: {
        tags,
        summary: 'Delete a brand and its items',
        params: IdParams,
        response: { 200: Deleted },
      },
    },
    async (req) => ok(await service.remove(req.topic, actorOf(req), req.params.id)),
  );

  app.post(
    ROUTES.brands.changeOrder,
    {
      schema: {
        tags,
        summary: 'Rank brands 1..n in the order sent',
        body: ChangeBrandOrderBody,
        response: { 200: envelope(z.object({ brandIds: z.array(z.number().int()) })) },
      },
    },
    async (req) => ok(await service.changeOrder(req.topic, actorOf(req), req.body.brandIds)),
  );
};

/** Brands' routes, on the service the brands plugin built. */
export const brandsRoutes = fp(routes, {
  name: 'brands-routes',
  dependencies: ['brands'],
  encapsulate: true,
});
