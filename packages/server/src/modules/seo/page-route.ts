/** The storefront's static information pages, with the words their titles use. */
export const INFO_PAGES = {
  about: 'About',
  'hassle-free-shopping': 'Hassle-free shopping',
  'privacy-policy': 'Privacy policy',
  'shipping-policy': 'Shipping policy',
} as const;

/** The storefront's list pages, with the words their titles use. */
export const LIST_PAGES = {
  brands: 'Brands',
  'brand-items': 'Brand items',
  'category-items': 'Category items',
  tips: 'Tips',
  podcasts: 'Podcasts',
  search: 'Search',
} as const;

export type InfoPage = keyof typeof INFO_PAGES;
export type ListPage = keyof typeof LIST_PAGES;

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

const CREATE_PAGES = new Set(['brands/new', 'brand-items/new', 'category-items/new']);
const BULK_PAGES = new Set(['brand-items/bulk-create', 'category-items/bulk-create']);
const FILE_PAGES = new Set(['brand-items/update-from-file']);

const has = <K extends string>(table: Record<K, string>, key: string): key is K => Object.hasOwn(table, key);

/**
 * The page a path under the topic shows: the route table of spec section 2, matched the way the
 * web app's router does (static segments outrank `:brandSlug`). `segments` are decoded and come
 * after the topic prefix (or from the root on a custom domain).
 */
export function matchPageRoute(segments: readonly string[]): PageRoute {
  const [a, b, c, d] = segments;
  switch (segments.length) {
    case 0:
      return { kind: 'home' };
    case 1:
      if (a === 'login') return { kind: 'private', label: 'Sign in' };
      if (a === 'admin') return { kind: 'private', label: 'Admin' };
      if (has(INFO_PAGES, a!)) return { kind: 'info', page: a };
      if (has(LIST_PAGES, a!)) return { kind: 'list', page: a };
      return { kind: 'brand', slug: a!, category: false };
    case 2: {
      const path = `${a}/${b}`;
      if (a === 'admin') return { kind: 'private', label: 'Admin' };
      if (CREATE_PAGES.has(path)) return { kind: 'private', label: 'New' };
      if (BULK_PAGES.has(path)) return { kind: 'private', label: 'Bulk create' };
      if (FILE_PAGES.has(path)) return { kind: 'private', label: 'Update from file' };
      if (b === 'edit') return { kind: 'private', label: 'Edit' };
      if (a === 'category') return { kind: 'brand', slug: b!, category: true };
      if (a === 'tips') return { kind: 'tip', slug: b! };
      return { kind: 'item', brandSlug: a!, itemSlug: b!, category: false };
    }
    case 3:
      if (a === 'admin') return { kind: 'private', label: 'Admin' };
      if (c === 'edit') return { kind: 'private', label: 'Edit' };
      if (a === 'category') return { kind: 'item', brandSlug: b!, itemSlug: c!, category: true };
      return { kind: 'unknown' };
    case 4:
      if (a === 'admin' || (a === 'category' && d === 'edit')) return { kind: 'private', label: 'Edit' };
      return { kind: 'unknown' };
    default:
      return a === 'admin' ? { kind: 'private', label: 'Admin' } : { kind: 'unknown' };
  }
}

/** The path of a page under the topic's base path ('' on a custom domain, `/topic` otherwise). */
export const pagePaths = (basePath: string) => ({
  home: () => basePath || '/',
  page: (page: InfoPage | ListPage) => `${basePath}/${page}`,
  brand: (slug: string, category: boolean) => `${basePath}${category ? '/category' : ''}/${slug}`,
  item: (brandSlug: string, itemSlug: string, category: boolean) =>
    `${basePath}${category ? '/category' : ''}/${brandSlug}/${itemSlug}`,
  tip: (slug: string) => `${basePath}/tips/${slug}`,
});
export type PagePaths = ReturnType<typeof pagePaths>;
