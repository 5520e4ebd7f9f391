import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderRead } from '../seo';

/** What the web app's server entry (packages/web/src/entry-server.tsx) gives back for a page. */
export type RenderedPage = {
  /** The markup inside `#root`. */
  appHtml: string;
  /** The style tags of that markup, for `<head>`. */
  headTags: string;
  /** The store for the browser to start from (a JSON data block). */
  stateTag: string;
  /** The site the address belongs to; null outside any site. */
  topic: string | null;
  /** Reads that failed for another reason than a missing record: such a page is not kept. */
  failedReads: number;
  /** Whole-tree renders the page took (absent from a bundle that does not count them). */
  passes?: number;
  /** The replies the page was rendered from, which its head is made of (absent from an older bundle). */
  reads?: RenderRead[];
};

export type RenderPage = (url: string, options: { fetch: typeof fetch }) => Promise<RenderedPage>;

/**
 * Loads the server-rendering bundle that `npm run build` makes (`vite build --ssr`). Without it
 * (a development run, a build that failed) pages are served as the shell, rendered in the browser.
 */
export async function loadRenderer(entry: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  if (!existsSync(entry)) {
    log.warn({ entry }, 'no server-rendering bundle: pages are rendered in the browser (run npm run build)');
    return null;
  }
  // React picks its production or development build from NODE_ENV when first loaded; the
  // configuration's own default (production) is the one meant when the variable is unset.
  process.env.NODE_ENV ??= 'production';
  try {
    const bundle = (await import(pathToFileURL(entry).href)) as { render?: unknown };
    if (typeof bundle.render !== 'function') throw new Error('the bundle exports no render function');
    return bundle.render as RenderPage;
  } catch (err) {
    log.error({ err, entry }, 'server-rendering bundle failed to load: pages are rendered in the browser');
    return null;
  }
}

/*
 * A render's reads carry this process's secret: the page request itself was not rate limited
 * (pages are not API calls), so its reads are not counted either; a crawler reading many pages
 * must not get pages whose data was refused.
 */
const RENDER_HEADER = 'x-page-render';
const renderSecret = randomBytes(18).toString('base64url');

/** Whether the request is a read made by a server render of this process. */
export const isRenderRead = (request: FastifyRequest) => request.headers[RENDER_HEADER] === renderSecret;

/**
 * The fetch a render's API reads go through: the app's own routes via `inject`, with no network
 * hop, yet through the same validation, topic resolution and reply cache as the browser's reads.
 */
export function injectFetch(app: FastifyInstance, visitor: { host: string; ip: string }): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: visitor.host, [RENDER_HEADER]: renderSecret },
      remoteAddress: visitor.ip,
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { payload: await request.text() }),
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) replyHeaders.append(name, String(v));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers: replyHeaders });
  };
}
