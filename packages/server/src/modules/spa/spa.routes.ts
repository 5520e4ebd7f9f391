import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERRORS, resolveTopic } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

const isApiPath = (url: string) =>
  /^\/(api|auth)(\/|$|\?)/.test(url) || url.startsWith('/healthz') || url.startsWith('/readyz');

/**
 * Serves the built web app: hashed assets cached for a year, and the HTML shell for every
 * other page (client-side routing) never cached, answered 404 for an unknown topic.
 */
export const spaRoutes: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (!hasWeb) app.log.warn({ webDist }, 'web app not built: pages will answer 404 (run npm run build)');

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The build is fixed before start, so a route per file; everything else falls to the shell.
      wildcard: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : '';

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, `http://${request.host || 'localhost'}`);
    const configs = await app.siteConfigs.all();
    const r = resolveTopic(url, configs);
    const known = r.kind === 'landing' || configs.some((c) => c.websiteTopic === r.topic);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasWeb && wantsPage && !path.extname(request.url.split('?')[0] ?? ''))
      return sendShell(request, reply);
    return reply.code(404).send({
      success: false,
      data: null,
      error: `${ERRORS.routeNotFound}: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
};
