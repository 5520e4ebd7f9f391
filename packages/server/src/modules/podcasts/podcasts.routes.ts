import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const podcastsRoutes: FastifyPluginAsyncZod = async () => {};
