import type { Brand, BrandItem, BrandItemList, BrandList, TipDetail, TipList } from '@app/contract';

/**
 * A reply a server render of the page read: the web app's endpoint (RTK Query's name for it), the
 * arguments it was called with and the data it got (packages/web/src/entry-server.tsx).
 */
export type RenderRead = { endpointName: string; args: unknown; data: unknown };

/**
 * The records a page's head is made of, taken from the replies its render read (the same routes,
 * through the same reply cache), so that a page reads each record once. Undefined when the render
 * did not read it with exactly these arguments (no render, a render that failed, a record it did
 * not find): the head then reads it itself.
 */
export type PageReads = {
  brand(slug: string, isCategory: boolean): Brand | undefined;
  item(brandSlug: string, itemSlug: string, isCategory: boolean): BrandItem | undefined;
  tip(slug: string): TipDetail | undefined;
  brands(args: { isCategory: boolean; page: number; pageSize: number }): BrandList | undefined;
  brandItems(args: {
    isCategory: boolean;
    page: number;
    pageSize: number;
    brandSlug?: string;
  }): BrandItemList | undefined;
  tips(args: { page: number; pageSize: number }): TipList | undefined;
};

/** Arguments written the same way whatever the order of their keys. */
const keyOf = (endpointName: string, args: unknown) =>
  `${endpointName} ${JSON.stringify(args, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )}`;

/** The web app's endpoints the head can take a record from (features/<area>/<area>-api.ts). */
export function pageReads(reads: readonly RenderRead[] = []): PageReads {
  const byKey = new Map(reads.map((r) => [keyOf(r.endpointName, r.args), r.data]));
  const read = <T>(endpointName: string, args: unknown) =>
    (byKey.get(keyOf(endpointName, args)) ?? undefined) as T | undefined;
  return {
    brand: (slug, isCategory) => read('getBrandBySlug', { slug, isCategory }),
    item: (brandSlug, itemSlug, isCategory) => read('getBrandItem', { brandSlug, itemSlug, isCategory }),
    tip: (slug) => read('getTip', slug),
    brands: (args) => read('getBrands', args),
    brandItems: (args) => read('getBrandItems', args),
    tips: (args) => read('getTips', args),
  };
}
