import {
  DomainProof,
  DomainProofQuery,
  envelope,
  ResolveQuery,
  ResolveReply,
  ROUTES,
  SiteConfig,
  SiteConfigLight,
  SiteConfigQuery,
  UpdateSiteConfigBody,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { marketplaceSettingsRoutes } from './marketplace-settings.routes';

export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.siteConfigs;

  app.get(
    ROUTES.siteConfig.one,
    {
      schema: {
        tags: ['site-config'],
        summary: "The topic's site config",
        querystring: SiteConfigQuery,
        response: { 200: envelope(SiteConfig) },
      },
    },
    async (request) => ok(await service.get(request.topic)),
  );

  app.get(
    ROUTES.siteConfig.all,
    {
      schema: {
        tags: ['site-config'],
        summary: 'All topics, light',
        response: { 200: envelope(z.array(SiteConfigLight)) },
      },
    },
    async () => ok(await service.list()),
  );

  app.get(
    ROUTES.siteConfig.resolve,
    {
      schema: {
        tags: ['site-config'],
        summary: 'Which topic a page URL shows',
        querystring: ResolveQuery,
        response: { 200: ResolveReply },
      },
    },
    async (request) => {
      const { data, ...resolution } = await service.resolve(new URL(request.query.url));
      return { ...ok(data), ...resolution };
    },
  );

  app.put(
    ROUTES.siteConfig.one,
    {
      schema: {
        tags: ['site-config'],
        summary: "Update the admin's topic config",
        querystring: SiteConfigQuery,
        body: UpdateSiteConfigBody,
        response: { 200: envelope(SiteConfig) },
      },
    },
    async (request) => ok(await service.update(request.topic, actorOf(request), request.body)),
  );

  app.get(
    ROUTES.siteConfig.domainProof,
    {
      schema: {
        tags: ['site-config'],
        summary:
          'The token that proves a domain is the site owner’s, and whether a domain may be claimed now',
        querystring: DomainProofQuery,
        response: { 200: envelope(DomainProof) },
      },
    },
    async (request) => ok(await service.domainProof(request.topic, request.query.domain)),
  );

  await app.register(marketplaceSettingsRoutes);
};
