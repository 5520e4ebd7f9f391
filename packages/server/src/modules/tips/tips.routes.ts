import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const tipsRoutes: FastifyPluginAsyncZod = async () => {};
