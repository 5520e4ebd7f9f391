import {
  INFO_PAGES,
  type InfoPage,
  LIST_PAGES,
  type ListPage,
  PAGE_ROUTES,
  type PagePaths,
  type PageRouteEntry,
  pagePaths,
} from '@app/contract';

export { INFO_PAGES, type InfoPage, LIST_PAGES, type ListPage, type PagePaths, pagePaths };

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'info'; page: InfoPage }
  | { kind: 'list'; page: ListPage }
  | { kind: 'brand'; slug: string; category: boolean }
  | { kind: 'item'; brandSlug: string; itemSlug: string; category: boolean }
  | { kind: 'tip'; slug: string }
  /** Sign-in, admin and edit screens: nothing to show a crawler. */
  | { kind: 'private'; label: string }
  | { kind: 'unknown' };

const isParam = (s: string) => /^:[\w-]+$/.test(s);

/** React Router's ranking: static segments 10, parameters 3, a splat costs 2, the home page 2 more. */
function scoreOf(pattern: string): number {
  const segments = pattern === '' ? [] : pattern.split('/');
  const splat = segments.at(-1) === '*';
  const fixed = splat ? segments.slice(0, -1) : segments;
  return (
    segments.length +
    (splat ? -2 : 0) +
    (pattern === '' ? 2 : 0) +
    fixed.reduce((sum, s) => sum + (isParam(s) ? 3 : 10), 0)
  );
}

/** The parameters of `segments` under `pattern`, or null when it does not match (case-blind, as the router). */
function paramsOf(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  const splat = parts.at(-1) === '*';
  const fixed = splat ? parts.slice(0, -1) : parts;
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of fixed.entries()) {
    const segment = segments[i]!;
    if (isParam(part)) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

const RANKED = PAGE_ROUTES.map((route, order) => ({ route: route as PageRouteEntry, order }))
  .sort((a, b) => scoreOf(b.route.path) - scoreOf(a.route.path) || a.order - b.order)
  .map((r) => r.route);

/**
 * The page a path under the topic shows: the contract's route table (the web router's own),
 * matched the way the router matches it. `segments` are decoded and come after the topic prefix
 * (or from the root on a custom domain).
 */
export function matchPageRoute(segments: readonly string[]): PageRoute {
  for (const route of RANKED) {
    const params = paramsOf(route.path, segments);
    if (!params) continue;
    if (route.kind === 'private') return { kind: 'private', label: route.shows };
    switch (route.shows) {
      case 'home':
        return { kind: 'home' };
      case 'info':
        return { kind: 'info', page: route.path as InfoPage };
      case 'list':
        return { kind: 'list', page: route.path as ListPage };
      case 'brand':
        return { kind: 'brand', slug: params.brandSlug!, category: false };
      case 'category':
        return { kind: 'brand', slug: params.slug!, category: true };
      case 'item':
      case 'category-item':
        return {
          kind: 'item',
          brandSlug: params.brandSlug!,
          itemSlug: params.itemSlug!,
          category: route.shows === 'category-item',
        };
      case 'tip':
        return { kind: 'tip', slug: params.slug! };
      default:
        return { kind: 'unknown' };
    }
  }
  return { kind: 'unknown' };
}
