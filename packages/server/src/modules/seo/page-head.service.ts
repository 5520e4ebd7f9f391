import { ERRORS, fitTitle, pathSegments, resolveTopic, type SiteConfig } from '@app/contract';
import { AppError } from '../../errors';
import type { PageMeta } from './head';
import { type MetaContext, metaContext, moved, notFound, type PageHeadDeps } from './page-meta-context';
import { homeMeta, infoMeta, listMeta } from './page-meta-lists';
import { brandMeta, itemMeta, tipMeta } from './page-meta-records';
import { matchPageRoute, type PageRoute } from './page-route';
import { pageReads, type RenderRead } from './render-reads';

/** A record that does not exist, or an address no record could have (a blank or malformed slug). */
const isNotFound = (err: unknown) =>
  err instanceof AppError && (err.statusCode === 404 || err.statusCode === 400);

/** The head of one route of a site. */
async function metaOf(route: PageRoute, ctx: MetaContext): Promise<PageMeta> {
  switch (route.kind) {
    case 'home':
      return homeMeta(ctx);
    case 'info':
      return infoMeta(ctx, route.page);
    case 'list':
      return listMeta(ctx, route.page);
    case 'brand':
      return brandMeta(ctx, route);
    case 'item':
      return itemMeta(ctx, route);
    case 'tip':
      return tipMeta(ctx, route.slug);
    case 'private':
      // Sign-in, admin and edit screens read nothing here: their data is for the signed-in admin only.
      return { ...ctx.base, title: fitTitle(route.label, [` – ${ctx.site}`]), noindex: true };
    case 'unknown':
      return notFound(ctx.config);
  }
}

/**
 * Works out, from a page URL and the replies its server render read, what the server puts into
 * that page's `<head>` and which status it answers: the topic and route as the web app resolves
 * them, and the page's records as the render read them. What the render did not read (no render,
 * a record it did not find, a page at another address) is read through the catalogue's services:
 * at most two indexed reads.
 */
export function pageHeadService(deps: PageHeadDeps) {
  async function pageMeta(url: URL, origin: string, rendered?: readonly RenderRead[]): Promise<PageMeta> {
    // Not valid percent-encoding (`%E0%A4%A`): no page has such an address, whatever the topic.
    const segments = pathSegments(url.pathname);
    if (!segments) return { status: 400, title: ERRORS.badUrl, noindex: true };
    const configs = await deps.siteConfigs.all();
    const r = resolveTopic(url, configs);
    if (r.kind === 'landing') {
      return {
        status: 200,
        title: 'Choose a site',
        description: `Our shops: ${configs.map((c) => c.title).join(', ')}.`,
        canonical: `${origin}/`,
      };
    }
    const config = configs.find((c) => c.websiteTopic === r.topic);
    if (!config) return { status: 404, title: 'Not found', noindex: true };
    const route = matchPageRoute(r.kind === 'path' ? segments.slice(1) : segments);
    let meta: PageMeta;
    try {
      meta = await metaOf(route, metaContext(deps, config, r.basePath, origin, url, pageReads(rendered)));
    } catch (err) {
      if (!isNotFound(err)) throw err;
      meta = notFound(config);
    }
    // A site's own domain asked for its path-prefix address (an old link, a bookmark from the
    // shared host): the page without the prefix, unless the prefix is a page of the site itself.
    if (meta.status === 404 && r.kind === 'domain' && segments[0] === r.topic) {
      const rest = url.pathname.replace(/^\/+[^/]*/, '') || '/';
      return moved(`${origin}${rest}${url.search}`, meta.title);
    }
    return meta.image ? { ...meta, ...(await sharedImage(config, meta.image)) } : meta;
  }

  /** The page's picture as social networks get it: a raster file with its size, or none. */
  async function sharedImage(
    config: SiteConfig,
    image: string,
  ): Promise<Pick<PageMeta, 'image' | 'imageSize'>> {
    const shared = await deps.media.sharedImage(config.websiteTopic, image);
    if (!shared) return { image: null };
    const { url, width, height, type } = shared;
    return { image: url, ...(width && height && type ? { imageSize: { width, height, type } } : {}) };
  }

  return { pageMeta };
}
export type PageHeadService = ReturnType<typeof pageHeadService>;
