/*
 * The storefront rendered on the server (built by `vite build --ssr` into dist-server/, loaded by
 * the server's spa module): the same App, routes and store as in the browser, with the site
 * resolved and the page's data loaded before the markup is made.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
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
}

// Renders of several sites run at once, and endpoints read the topic from lib/topic: each render
// carries its own.
const topicOfRender = new AsyncLocalStorage<string>();
setTopicSource(() => topicOfRender.getStore() || null);

/** Enough for a page whose reads depend on earlier ones (a brand, then its items); a bound all the same. */
const MAX_DATA_PASSES = 5;

/**
 * Renders until no read is under way: the query hooks start their reads while rendering on the
 * server (lib/api.ts), so each pass starts what the markup of the previous one showed it needs.
 */
async function loadData(store: AppStore, tree: () => ReactNode) {
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    renderToString(tree());
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
}

/** The final markup, with every Suspense boundary resolved (what a crawler and the first paint see). */
async function renderComplete(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};

function failedReads(store: AppStore): number {
  return Object.values(store.getState().api.queries).filter(
    (entry) => entry?.status === 'rejected' && !isMissing(entry.error),
  ).length;
}

export async function render(url: string, { fetch }: RenderOptions): Promise<RenderedPage> {
  const store = buildStore({ extra: { fetchFn: fetch } });
  await store.dispatch(siteConfigApi.endpoints.resolveSiteConfig.initiate(url));
  const { resolution } = store.getState().siteConfig;
  // Not a page to send: the shell's start-up in the browser tries again.
  if (resolution?.kind === 'failed') throw new Error(`the site could not be resolved: ${resolution.error}`);
  const topic = resolution?.kind === 'site' ? resolution.topic : null;

  let renderSite: SiteRenderer | undefined;
  if (resolution?.kind === 'site') {
    const basename = basenameOf(resolution.topic, resolution.viaDomain);
    const handler = createStaticHandler(routes, basename ? { basename } : {});
    // Loads the matched lazy routes (no route has a loader); a redirect is not among the outcomes.
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`the router answered ${context.status} for ${url}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    renderSite = () => <StaticRouterProvider router={router} context={context} hydrate={false} />;
  }

  const tree = (cache = createEmotionCache()) => (
    <Provider store={store}>
      <CacheProvider value={cache}>
        <App prerendered renderSite={renderSite} />
      </CacheProvider>
    </Provider>
  );

  return topicOfRender.run(topic ?? '', async () => {
    await loadData(store, tree);
    const cache = createEmotionCache();
    const emotion = createEmotionServer(cache);
    const appHtml = await renderComplete(tree(cache));
    return {
      appHtml,
      headTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(appHtml)),
      stateTag: serverStateTag(store.getState()),
      topic,
      failedReads: failedReads(store),
    };
  });
}
