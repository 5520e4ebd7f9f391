import type { FastifyRequest } from 'fastify';
import type { Device } from './auth.service';

/** The browser and address a sign-in comes from, as its owner will see them in their list of sign-ins. */
export const deviceOf = (request: FastifyRequest): Device => {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' && agent !== '' ? agent : null, address: request.ip || null };
};

/** The token the request was authenticated with (header or, on streams, the query). */
export const bearerOf = (request: FastifyRequest): string => {
  const header = request.headers.authorization ?? '';
  if (header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  return String((request.query as { token?: unknown } | undefined)?.token ?? '');
};
