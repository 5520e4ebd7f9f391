import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERRORS, resolveTopic } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { badAddress, notFound } from '../../errors';
import { hasOverlongSegment, sendUriTooLong } from '../../lib/framework-errors';
import { etagOf, matches } from '../../plugins/http-cache';
import { injectHead, matchPageRoute, originOf, type PageMeta, renderHead } from '../seo';
import { injectFetch, loadRenderer, type RenderedPage, type RenderPage } from './page-renderer';

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

/** Rendered pages kept per topic and address: a few hundred pages of 50–150 KB, the most visited. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

type CachedPage = { html: string; etag: string; status: number; topic: string; version: number };
/** A page to send, or the head of the shell to send instead (or of the address to send the visitor to). */
type PageOutcome = { page: CachedPage } | { meta: PageMeta };

/** The path under the topic names a sign-in, admin or edit screen: those stay rendered in the browser. */
function isPrivatePage(url: URL, configs: Parameters<typeof resolveTopic>[1]): boolean {
  const r = resolveTopic(url, configs);
  if (r.kind === 'landing' || !r.topic) return false;
  try {
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return matchPageRoute(r.kind === 'path' ? segments.slice(1) : segments).kind === 'private';
  } catch {
    return false;
  }
}

/** The shell with the rendered page in it: its head, its styles, its markup and its store. */
function pageHtml(template: string, head: string, page: RenderedPage): string {
  const html = injectHead(template, `${head}\n${page.headTags}`);
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.appHtml}</div>${page.stateTag}`);
}

/**
 * Serves the built web app: hashed assets cached for a year, and every other page with its head
 * put in by the server and answered 404 for an unknown topic or record. Public storefront pages
 * are rendered on the server with the web app's own components and data (then hydrated in the
 * browser), cached per topic and address until the topic's next write; sign-in, admin and edit
 * screens get the shell and are rendered in the browser.
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
      // Source maps stay on disk for reading error reports, not for anyone to fetch: they get no
      // route, so they answer the JSON 404 like any other missing file.
      globIgnore: ['**/*.map'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Every file of the build is public: a site on its own domain may show a picture whose
        // address names the shared host (helmet's default, same-origin, would block it there).
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : '';
  // Loaded with the first page, so a process that serves only the API (or nothing yet) does not
  // carry React and MUI in memory.
  let renderer: Promise<RenderPage | null> | null = null;
  const loadRender = () => {
    renderer ??= hasWeb
      ? loadRenderer(app.config.webSsrEntry ?? path.join(webDist, '../dist-server/entry-server.js'), app.log)
      : Promise.resolve(null);
    return renderer;
  };
  const pages = new LRUCache<string, CachedPage>({
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (page) => page.html.length || 1,
  });
  /** Renders under way, so that a burst of visitors to one uncached page renders it once. */
  const rendering = new Map<string, Promise<PageOutcome>>();

  const pageKey = (request: FastifyRequest) => `${request.host}|${request.url}`;
  /** The page as rendered before, while nothing of its topic was written since (or the database is away). */
  const keptPage = (key: string) => {
    const cached = pages.get(key);
    return cached && app.topicCache.usable(cached.topic, cached.version) ? cached : null;
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    reply.code(page.status).header('etag', page.etag).header('cache-control', 'no-cache');
    if (page.status === 200 && matches(request, page.etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };

  /**
   * The page: rendered on the server (from the cache when nothing was written since), or, when it
   * cannot be, the head the shell gets; a page asked for at an address not its own, its redirect.
   * The head is made after the render, from the replies the render read: a page reads its item,
   * brand or tip once, for its body and its head alike (seo/render-reads.ts).
   */
  async function pageOf(request: FastifyRequest, url: URL, origin: string): Promise<PageOutcome> {
    const render = await loadRender();
    const configs = await app.siteConfigs.all();
    if (!render || isPrivatePage(url, configs)) return { meta: await app.pageHeads.pageMeta(url, origin) };
    const resolved = resolveTopic(url, configs);
    // The landing page and unknown topics list every site: rendered each time, never cached.
    const topic =
      resolved.kind !== 'landing' && configs.some((c) => c.websiteTopic === resolved.topic)
        ? resolved.topic
        : null;
    const key = pageKey(request);
    const cached = keptPage(key);
    if (cached) return { page: cached };

    const running = rendering.get(key);
    if (running) return running;
    const version = topic ? app.topicCache.version(topic) : 0;
    const work = (async (): Promise<PageOutcome> => {
      let rendered: RenderedPage | null = null;
      try {
        rendered = await render(url.toString(), {
          fetch: injectFetch(app, { host: request.host, ip: request.ip }),
        });
      } catch (err) {
        // The shell still works: the page renders in the browser as it did before server rendering.
        request.log.error({ err, url: request.url }, 'server rendering failed');
      }
      const meta = await app.pageHeads.pageMeta(url, origin, rendered?.reads);
      if (!rendered || meta.redirect) return { meta };
      const html = pageHtml(indexHtml, renderHead(meta), rendered);
      const page = { html, etag: etagOf(html), status: meta.status, topic: topic ?? '', version };
      // A page whose data could not be read is served (the browser tries again), not kept.
      if (topic && rendered.failedReads === 0) pages.set(key, page);
      return { page };
    })().finally(() => {
      rendering.delete(key);
    });
    rendering.set(key, work);
    return work;
  }

  /** The page, or the shell with this page's own head (title, description, canonical, Open Graph, JSON-LD). */
  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const origin = originOf(request);
    const url = pageUrl(origin, request.url);
    // A Host header or path no address can be made of (`//x/..` would even name another host).
    if (!url) throw badAddress(ERRORS.badPageAddress);
    // A kept page had its head, status and data decided when it was rendered: nothing to read again.
    const kept = keptPage(pageKey(request));
    if (kept) return sendPage(request, reply, kept);
    let status: number;
    let html: string;
    try {
      const outcome = await pageOf(request, url, origin);
      if ('page' in outcome) return sendPage(request, reply, outcome.page);
      const { meta } = outcome;
      // A page asked for at an address not its own moves there.
      if (meta.redirect)
        return reply.header('cache-control', 'no-cache').redirect(meta.redirect, meta.status);
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

  const routeNotFound = (request: FastifyRequest) => {
    throw notFound(`${ERRORS.routeNotFound}: ${request.method} ${request.url.split('?')[0]}`);
  };
  const isPageRequest = (request: FastifyRequest) =>
    !isApiPath(request.url) && !path.extname(request.url.split('?')[0] ?? '');

  // Pages are a route of their own rather than the not-found handler: route hooks (compression
  // above all, a page is 20–100 KB of HTML) are not run for the not-found handler.
  // An API path whose parameter is too long falls through to it instead of the router's 414.
  if (hasWeb)
    app.get('/*', (request, reply) => {
      if (isPageRequest(request)) return sendShell(request, reply);
      return hasOverlongSegment(request.url) ? sendUriTooLong(reply) : routeNotFound(request);
    });
  app.setNotFoundHandler(routeNotFound);
};
