import { ErrorReply, envelope, ROUTES } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Status = envelope(z.object({ status: z.string() }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.health,
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: Status } },
    },
    async () => ({ success: true as const, data: { status: 'ok' }, error: null }),
  );

  app.get(
    ROUTES.ready,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: Status, 503: ErrorReply },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { success: true as const, data: { status: 'ready' }, error: null };
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
        return reply
          .code(503)
          .send({ success: false as const, data: null, error: 'Database unreachable', code: 'NOT_READY' });
      }
    },
  );
};
