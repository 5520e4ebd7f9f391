import { ERRORS } from '@app/contract';
import fp from 'fastify-plugin';
import { fail } from '../lib/reply';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * A path that exists, asked with a method it does not take, is a 405 that names the methods it
 * does take (`Allow`), not a 404 that says the path is not there. The pages' catch-all route
 * (`/*`) does not count: it would make every path "exist".
 */
export const methodNotAllowedPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return;
      const path = request.url.split('?')[0] ?? '/';
      const allowed = METHODS.filter((method) => {
        const route = app.findRoute({ method, url: path });
        return route !== null && !Object.hasOwn(route.params ?? {}, '*');
      });
      if (allowed.length === 0) return;
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(fail(ERRORS.methodNotAllowed, 'METHOD_NOT_ALLOWED'));
    });
  },
  { name: 'method-not-allowed' },
);
