import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/** In path mode every route lives under `/<topic>`; on a site's own domain there is no prefix. */
export const basenameOf = (topic: string, viaDomain: boolean) => (viaDomain ? undefined : `/${topic}`);

/**
 * The basename gives router links the prefix for free, so screens never build it by hand.
 */
export function createAppRouter(topic: string, viaDomain: boolean) {
  const basename = basenameOf(topic, viaDomain);
  return createBrowserRouter(routes, basename ? { basename } : {});
}

/**
 * Before hydrating a server-rendered page: loads the lazy routes the address matches, so the
 * browser's first render is the page the server sent and not the router's loading fallback
 * (React Router's guide to lazy routes with server rendering).
 */
export async function loadMatchedRoutes(topic: string, viaDomain: boolean, pathname: string) {
  const matches = matchRoutes(routes, pathname, basenameOf(topic, viaDomain)) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
