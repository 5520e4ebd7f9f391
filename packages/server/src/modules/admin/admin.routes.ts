import { ADMIN_ROUTES, AdminOverview, envelope, TopicQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { adminRepository } from './admin.repository';
import { adminService } from './admin.service';

const tags = ['admin'];

/** The dashboard's reads, for editors and admins; their guard pins the topic to the token's, so no one sees another site's. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminService(adminRepository(app.db));

  app.get(
    ADMIN_ROUTES.overview,
    {
      schema: {
        tags,
        summary: "Counts and the latest changes of the admin's site",
        querystring: TopicQuery,
        response: { 200: envelope(AdminOverview) },
      },
    },
    async (request, reply) => {
      // Private to the admin: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return ok(await service.overview(request.topic));
    },
  );
};
