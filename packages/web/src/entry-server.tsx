/*
 * The storefront rendered on the server (built by `vite build --ssr` into dist-server/, loaded by
 * the server's spa module): the same App, routes and store as in the browser, with the site
 * resolved and the page's data loaded before the markup is made.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { type PageValues, pageReadsMemory, type Read } from './app/page-reads';
import { basenameOf } from './app/router';
import { routes } from './app/routes';
import { serverStateTag } from './app/server-state';
import type { SiteRenderer } from './app/site-renderer';
import { type AppStore, buildStore } from './app/store';
import { siteConfigApi } from './features/site-config/site-config-api';
import { api } from './lib/api';
import { setTopicSource } from './lib/topic';

export interface RenderOptions {
  /** Answers the page's API reads; the server passes one that calls its own routes in-process. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The markup inside `#root`. */
  appHtml: string;
  /** The style tags of that markup, for `<head>`. */
  headTags: string;
  /** The store for the browser to start from (a JSON data block). */
  stateTag: string;
  /** The site the address belongs to; null outside any site (the landing page, an unknown topic). */
  topic: string | null;
  /**
   * Reads that failed for another reason than a missing record (the database away, a fault): the
   * page shows their error and the browser tries again, but the server should not keep it.
   */
  failedReads: number;
  /** Whole-tree renders the page took. */
  passes: number;
  /**
   * The replies the page was rendered from (endpoint, arguments, data): the server makes the page's
   * head of them rather than reading its records again (server: seo/render-reads.ts).
   */
  reads: { endpointName: string; args: unknown; data: unknown }[];
}

// Renders of several sites run at once, and endpoints read the topic from lib/topic: each render
// carries its own.
const topicOfRender = new AsyncLocalStorage<string>();
setTopicSource(() => topicOfRender.getStore() || null);

/** Enough for a page whose reads depend on earlier ones (a brand, then its items); a bound all the same. */
const MAX_PASSES = 5;

/** What a render may change: the cached replies and the app's own slices (not RTK Query's bookkeeping). */
const snapshot = (store: AppStore) => {
  const { api: apiState, ...slices } = store.getState();
  return [apiState.queries, ...Object.values(slices)];
};
const sameSnapshot = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Renders until a render leaves the store as it found it, and keeps that render's markup and styles:
 * the query hooks start their reads while rendering on the server (lib/api.ts), so each pass
 * starts what the markup of the previous one showed it needs, and the last one saw all of it.
 * Every Suspense boundary is waited for (what a crawler and the first paint see).
 */
async function renderSettled(store: AppStore, tree: (cache: EmotionCache) => ReactNode) {
  for (let pass = 1; ; pass++) {
    const before = snapshot(store);
    const cache = createEmotionCache();
    // Before rendering: it makes the cache keep the styles for extraction instead of inlining them.
    const emotion = createEmotionServer(cache);
    const { prelude } = await prerender(tree(cache));
    const html = await new Response(prelude).text();
    if (sameSnapshot(before, snapshot(store)) || pass === MAX_PASSES) return { html, emotion, passes: pass };
    await Promise.allSettled(store.dispatch(api.util.getRunningQueriesThunk()));
  }
}

const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};

/** The replies the page shows (the reads ahead no component asked for are dropped by then). */
function readsOf(store: AppStore): RenderedPage['reads'] {
  return Object.values(store.getState().api.queries).flatMap((entry) =>
    entry?.status === 'fulfilled'
      ? [{ endpointName: entry.endpointName, args: entry.originalArgs, data: entry.data }]
      : [],
  );
}

function failedReads(store: AppStore): number {
  return Object.values(store.getState().api.queries).filter(
    (entry) => entry?.status === 'rejected' && !isMissing(entry.error),
  ).length;
}

const pageReads = pageReadsMemory();

/** The route a page renders (its matched routes) and the values its address gives them. */
function routeOf(url: string, kind: string, context: StaticHandlerContext | null): [string, PageValues] {
  const search = new URL(url).searchParams;
  if (!context) return [kind, { params: {}, search }];
  const route = context.matches.map((m) => m.route.id).join(' ');
  return [route, { params: context.matches.at(-1)?.params ?? {}, search }];
}

type Initiate = (args: unknown) => Parameters<AppStore['dispatch']>[0];
type QueryCacheKey = Parameters<typeof api.internalActions.removeQueryResult>[0]['queryCacheKey'];
type Started = Promise<unknown> & { queryCacheKey: QueryCacheKey };

/** Starts the reads this route needed last time, before the first pass, and waits for them. */
async function readAhead(store: AppStore, reads: Read[]): Promise<QueryCacheKey[]> {
  const endpoints = api.endpoints as unknown as Record<string, { initiate?: Initiate } | undefined>;
  const started = reads.flatMap(({ endpointName, args }) => {
    const initiate = endpoints[endpointName]?.initiate;
    try {
      return initiate ? [store.dispatch(initiate(args)) as unknown as Started] : [];
    } catch {
      // A guess the endpoint refuses is left to the passes, like any other.
      return [];
    }
  });
  await Promise.allSettled(started);
  return started.map((s) => s.queryCacheKey);
}

/**
 * How many subscribe to a cached reply: each query hook that reads it (and a read ahead). RTK
 * Query's internal action, the one its own hooks ask.
 */
const subscriptionsOf = (store: AppStore) =>
  store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
    getSubscriptionCount(queryCacheKey: string): number;
  };

/**
 * Drops the replies read ahead that no component asked for (another page of a list than the one
 * guessed): the browser is not handed them, and the route does not learn them again.
 */
function dropUnused(store: AppStore, aheadKeys: QueryCacheKey[]) {
  const subscriptions = subscriptionsOf(store);
  for (const queryCacheKey of aheadKeys)
    if (subscriptions.getSubscriptionCount(queryCacheKey) <= 1)
      store.dispatch(api.internalActions.removeQueryResult({ queryCacheKey }));
}

/**
 * The reads the passes made or used, as the route's reads to learn: the replies since `before`
 * that a query hook reads. Not a read a screen makes itself without subscribing (featured brands,
 * page by page into their slice): a slice takes any reply of its endpoint, so one read ahead with
 * guessed args could change what the page shows; a hook's reply is only ever read with its args.
 */
function readsSince(store: AppStore, before: Set<string>): Read[] {
  const subscriptions = subscriptionsOf(store);
  return Object.entries(store.getState().api.queries).flatMap(([key, entry]) =>
    entry &&
    !before.has(key) &&
    (entry.status === 'fulfilled' || entry.status === 'rejected') &&
    subscriptions.getSubscriptionCount(key) > 0
      ? [{ endpointName: entry.endpointName, args: entry.originalArgs }]
      : [],
  );
}

export async function render(url: string, { fetch }: RenderOptions): Promise<RenderedPage> {
  const store = buildStore({ extra: { fetchFn: fetch } });
  await store.dispatch(siteConfigApi.endpoints.resolveSiteConfig.initiate(url));
  const { resolution } = store.getState().siteConfig;
  // Not a page to send: the shell's start-up in the browser tries again.
  if (resolution?.kind === 'failed') throw new Error(`the site could not be resolved: ${resolution.error}`);
  const topic = resolution?.kind === 'site' ? resolution.topic : null;

  let renderSite: SiteRenderer | undefined;
  let routed: StaticHandlerContext | null = null;
  if (resolution?.kind === 'site') {
    const basename = basenameOf(resolution.topic, resolution.viaDomain);
    const handler = createStaticHandler(routes, basename ? { basename } : {});
    // Loads the matched lazy routes (no route has a loader); a redirect is not among the outcomes.
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`the router answered ${context.status} for ${url}`);
    routed = context;
    const router = createStaticRouter(handler.dataRoutes, context);
    renderSite = () => <StaticRouterProvider router={router} context={context} hydrate={false} />;
  }

  const tree = (cache: EmotionCache) => (
    <Provider store={store}>
      <CacheProvider value={cache}>
        <App prerendered renderSite={renderSite} />
      </CacheProvider>
    </Provider>
  );

  const [routeOfPage, page] = routeOf(url, resolution?.kind ?? 'none', routed);
  // Per site as well: a value learned from one site's pages is never guessed for another's.
  const route = `${topic ?? ''} ${routeOfPage}`;
  return topicOfRender.run(topic ?? '', async () => {
    const before = new Set(Object.keys(store.getState().api.queries));
    const ahead = await readAhead(store, pageReads.reads(route, page));
    const { html, emotion, passes } = await renderSettled(store, tree);
    dropUnused(store, ahead);
    pageReads.learn(route, page, readsSince(store, before));
    return {
      appHtml: html,
      headTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
      stateTag: serverStateTag(store.getState()),
      topic,
      failedReads: failedReads(store),
      passes,
      reads: readsOf(store),
    };
  });
}
