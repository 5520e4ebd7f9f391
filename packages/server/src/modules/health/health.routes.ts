import { ErrorReply, envelope, ROUTES } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS, serviceUnavailable } from '../../errors';
import { ok } from '../../lib/reply';

const Status = envelope(z.object({ status: z.string() }));

/**
 * Liveness is the process alone: an orchestrator restarting processes because their database is
 * away would only add a cold start to the outage. Readiness asks the database, within a second.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.health,
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: Status } },
    },
    async () => ok({ status: 'ok' }),
  );

  app.get(
    ROUTES.ready,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers within a second',
        response: { 200: Status, 503: ErrorReply },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
      } catch {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw serviceUnavailable();
      }
      return ok({ status: 'ready' });
    },
  );
};
