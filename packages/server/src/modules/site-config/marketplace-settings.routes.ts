import {
  envelope,
  MarketplaceSettings,
  ROUTES,
  SiteConfigQuery,
  UpdateMarketplaceSettingsBody,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity/activity-record';

const tags = ['site-config'];
const security = [{ bearerAuth: [] }];

/** The admin's marketplace settings: adapter, product API credentials (write-only secret), freshness. */
export const marketplaceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.siteConfigs.marketplace;

  app.get(
    ROUTES.siteConfig.marketplace,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "The admin's marketplace settings (the API secret is never sent, only whether one is saved)",
        security,
        querystring: SiteConfigQuery,
        response: { 200: envelope(MarketplaceSettings) },
      },
    },
    async (request) => ok(await service.get(request.topic)),
  );

  app.put(
    ROUTES.siteConfig.marketplace,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Choose the marketplace adapter, save the API credentials and the price freshness',
        description:
          'Leave `apiClientSecret` out to keep the saved secret. `apiClientId: null` removes the credentials (only with the `pages` adapter).',
        security,
        querystring: SiteConfigQuery,
        body: UpdateMarketplaceSettingsBody,
        response: { 200: envelope(MarketplaceSettings) },
      },
    },
    async (request) => ok(await service.update(request.topic, actorOf(request), request.body)),
  );
};
