import { BrandItem, UpdateBrandItemBody } from '@app/contract';
import fp from 'fastify-plugin';
import { restorerOf } from '../activity';
import { brandItemsRepository } from './brand-items.repository';
import { type BrandItemsService, brandItemsService } from './brand-items.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Brand and category items: built once, for their routes, the page heads and the sitemap. */
    brandItems: BrandItemsService;
  }
}

/** The brand items service, and how the activity log restores an item: through the same service, logged as 'restore'. */
export const brandItemsPlugin = fp(
  async (app) => {
    const service = brandItemsService(brandItemsRepository(app.db));
    app.decorate('brandItems', service);
    app.activity.restorers.register(
      'brandItem',
      restorerOf(
        UpdateBrandItemBody,
        (t, a, id, b) => service.update(t, a, id, b, 'restore'),
        BrandItem,
        service.recreate,
      ),
    );
  },
  { name: 'brand-items', dependencies: ['db', 'activity'] },
);
