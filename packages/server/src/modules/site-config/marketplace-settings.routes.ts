import {
  envelope,
  MarketplaceSettings,
  ROUTES,
  SiteConfigQuery,
  UpdateMarketplaceSettingsBody,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';

const tags = ['site-config'];

/** The admin's marketplace settings: adapter, product API credentials (write-only secret), freshness. */
export const marketplaceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.siteConfigs.marketplace;

  app.get(
    ROUTES.siteConfig.marketplace,
    {
      schema: {
        tags,
        summary: "The admin's marketplace settings (the API secret is never sent, only whether one is saved)",
        querystring: SiteConfigQuery,
        response: { 200: envelope(MarketplaceSettings) },
      },
    },
    async (request) => ok(await service.get(request.topic)),
  );

  app.put(
    ROUTES.siteConfig.marketplace,
    {
      schema: {
        tags,
        summary: 'Choose the marketplace adapter, save the API credentials and the price freshness',
        description:
          'Leave `apiClientSecret` out to keep the saved secret. `apiClientId: null` removes the credentials (only with the `pages` adapter).',
        querystring: SiteConfigQuery,
        body: UpdateMarketplaceSettingsBody,
        response: { 200: envelope(MarketplaceSettings) },
      },
    },
    async (request) => ok(await service.update(request.topic, actorOf(request), request.body)),
  );
};
