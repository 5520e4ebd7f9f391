import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const brandItemsRoutes: FastifyPluginAsyncZod = async () => {};
