import { Brand, UpdateBrandBody } from '@app/contract';
import fp from 'fastify-plugin';
import { restorerOf } from '../activity';
import { brandsRepository } from './brands.repository';
import { type BrandsService, brandsService } from './brands.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Brands and categories: built once, for their routes, the page heads and the sitemap. */
    brands: BrandsService;
  }
}

/** The brands service, and how the activity log restores a brand: through the same service, logged as 'restore'. */
export const brandsPlugin = fp(
  async (app) => {
    const service = brandsService(app.db, brandsRepository(app.db));
    app.decorate('brands', service);
    app.activity.restorers.register(
      'brand',
      restorerOf(
        UpdateBrandBody,
        (t, a, id, b) => service.update(t, a, id, b, 'restore'),
        Brand,
        service.recreate,
      ),
    );
  },
  { name: 'brands', dependencies: ['db', 'activity'] },
);
