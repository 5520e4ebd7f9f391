import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const brandsRoutes: FastifyPluginAsyncZod = async () => {};
