/**
 * The route table of the site (spec section 2), relative to the topic: the web router attaches a
 * screen to each pattern, the server reads the same list to give an address its page head. The
 * patterns are React Router's (`:param`, a trailing `*`, '' for the home page) and are matched the
 * way it matches them: static segments outrank `:brandSlug`, so a brand slug never shadows a page
 * (the server refuses reserved words as slugs for the same reason); on a tie, the earlier wins.
 *
 * `kind`: a public page is rendered for visitors and crawlers; a private one (sign-in, admin and
 * edit screens) has nothing to show a crawler. `shows`: what a public page is; for a private one,
 * the words a page head names it with.
 */
export const PAGE_ROUTES = [
  { path: '', kind: 'public', shows: 'home' },
  { path: 'about', kind: 'public', shows: 'info', title: 'About' },
  // `admin` itself, and the catalogue screens below it (admin/brands, admin/tips/new, ...).
  { path: 'admin/*', kind: 'private', shows: 'Admin' },
  { path: 'admin/search-synonyms', kind: 'private', shows: 'Admin' },
  { path: 'admin/team', kind: 'private', shows: 'Admin' },
  { path: 'admin/history', kind: 'private', shows: 'Admin' },
  { path: 'admin/site-settings', kind: 'private', shows: 'Admin' },
  { path: 'admin/crawl', kind: 'private', shows: 'Admin' },
  { path: 'admin/seo', kind: 'private', shows: 'Admin' },
  { path: 'admin/media', kind: 'private', shows: 'Admin' },
  { path: 'admin/analytics', kind: 'private', shows: 'Admin' },
  { path: 'admin/banking', kind: 'private', shows: 'Admin' },
  { path: 'login', kind: 'private', shows: 'Sign in' },
  { path: 'account', kind: 'private', shows: 'Your sign-ins' },
  { path: 'category/:slug', kind: 'public', shows: 'category' },
  { path: 'hassle-free-shopping', kind: 'public', shows: 'info', title: 'Hassle-free shopping' },
  { path: 'privacy-policy', kind: 'public', shows: 'info', title: 'Privacy policy' },
  { path: 'shipping-policy', kind: 'public', shows: 'info', title: 'Shipping policy' },
  { path: 'brands', kind: 'public', shows: 'list', title: 'Brands' },
  { path: 'search', kind: 'public', shows: 'list', title: 'Search' },
  { path: 'podcasts', kind: 'public', shows: 'list', title: 'Podcasts' },
  { path: 'brands/new', kind: 'private', shows: 'New' },
  { path: ':brandSlug', kind: 'public', shows: 'brand' },
  { path: ':brandSlug/edit', kind: 'private', shows: 'Edit' },
  { path: 'category/:brandSlug/edit', kind: 'private', shows: 'Edit' },
  { path: 'brand-items', kind: 'public', shows: 'list', title: 'Brand items' },
  { path: 'category-items', kind: 'public', shows: 'list', title: 'Category items' },
  // Not in the spec's table, but the header links to it and `tips` is a reserved word for it.
  { path: 'tips', kind: 'public', shows: 'list', title: 'Tips' },
  { path: 'tips/:slug', kind: 'public', shows: 'tip' },
  { path: 'brand-items/new', kind: 'private', shows: 'New' },
  { path: 'category-items/new', kind: 'private', shows: 'New' },
  { path: 'brand-items/bulk-create', kind: 'private', shows: 'Bulk create' },
  { path: 'category-items/bulk-create', kind: 'private', shows: 'Bulk create' },
  { path: 'brand-items/update-from-file', kind: 'private', shows: 'Update from file' },
  { path: ':brandSlug/:itemSlug/edit', kind: 'private', shows: 'Edit' },
  { path: ':brandSlug/:itemSlug', kind: 'public', shows: 'item' },
  { path: 'category/:brandSlug/:itemSlug/edit', kind: 'private', shows: 'Edit' },
  { path: 'category/:brandSlug/:itemSlug', kind: 'public', shows: 'category-item' },
  // Any other address: the not-found page.
  { path: '*', kind: 'public', shows: 'not-found' },
] as const satisfies readonly PageRouteEntry[];

export type PageRouteEntry = {
  path: string;
  kind: 'public' | 'private';
  shows: string;
  /** An information or list page's name in titles and breadcrumbs. */
  title?: string;
};

export type PageRoutePath = (typeof PAGE_ROUTES)[number]['path'];

type Shows<S extends string> = Extract<(typeof PAGE_ROUTES)[number], { shows: S }>;
export type InfoPage = Shows<'info'>['path'];
export type ListPage = Shows<'list'>['path'];

const titlesOf = <S extends 'info' | 'list'>(shows: S) =>
  Object.fromEntries(
    PAGE_ROUTES.flatMap((r) => (r.shows === shows && 'title' in r ? [[r.path, r.title]] : [])),
  ) as Record<Shows<S>['path'], string>;

/** The information pages, with the words their titles use. */
export const INFO_PAGES = titlesOf('info');
/** The list pages, with the words their titles use. */
export const LIST_PAGES = titlesOf('list');

const seg = encodeURIComponent;

/**
 * The address of a page of the table under the topic's base path: '' for the router's own paths
 * and on a site's own domain, `/topic` for a path-prefixed address. Slugs are encoded.
 */
export const pagePaths = (basePath: string) => ({
  home: () => basePath || '/',
  page: (page: InfoPage | ListPage) => `${basePath}/${page}`,
  brand: (slug: string, category: boolean) => `${basePath}${category ? '/category' : ''}/${seg(slug)}`,
  item: (brandSlug: string, itemSlug: string, category: boolean) =>
    `${basePath}${category ? '/category' : ''}/${seg(brandSlug)}/${seg(itemSlug)}`,
  tip: (slug: string) => `${basePath}/tips/${seg(slug)}`,
  /** An episode has no page of its own: the podcasts page, at the episode. */
  podcast: (id: number) => `${basePath}/podcasts#podcast-${id}`,
});
export type PagePaths = ReturnType<typeof pagePaths>;
