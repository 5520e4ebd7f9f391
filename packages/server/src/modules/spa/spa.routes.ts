import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERRORS } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { renderHead } from '../seo/head';
import { injectHead } from '../seo/html';
import { originOf } from '../seo/seo.routes';

const isApiPath = (url: string) =>
  /^\/(api|auth)(\/|$|\?)/.test(url) || url.startsWith('/healthz') || url.startsWith('/readyz');

/** The page's address: the path always on this origin, null when host or path cannot make one. */
function pageUrl(origin: string, path: string): URL | null {
  try {
    return new URL(`${origin}${path}`);
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, and the HTML shell for every
 * other page (client-side routing) never cached, with that page's head put in by the server and
 * answered 404 for an unknown topic or record.
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

  /** The shell with this page's own head (title, description, canonical, Open Graph, JSON-LD). */
  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const origin = originOf(request);
    const url = pageUrl(origin, request.url);
    // A Host header or path no address can be made of (`//x/..` would even name another host).
    if (!url)
      return reply
        .code(400)
        .send({ success: false, data: null, error: ERRORS.badPageAddress, code: 'BAD_URL' });
    let status: number;
    let html: string;
    try {
      const meta = await app.pageHeads.pageMeta(url, origin);
      status = meta.status;
      html = injectHead(indexHtml, renderHead(meta));
    } catch (err) {
      // The app can still start in the browser; crawlers are told to come back.
      request.log.error({ err }, 'page head failed');
      status = 503;
      html = indexHtml;
    }
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
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
