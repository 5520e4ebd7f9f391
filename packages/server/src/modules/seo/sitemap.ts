import type { SiteConfig } from '@app/contract';
import { escapeXml } from './html';
import { INFO_PAGES, type ListPage, type PagePaths } from './page-route';

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = { loc: string; lastmod?: Date | string | null };

/** When the records behind a topic's list pages last changed, for the sitemap's `lastmod`. */
export type LastChanges = {
  brands: Date | null;
  brandItems: Date | null;
  categoryItems: Date | null;
  tips: Date | null;
  podcasts: Date | null;
  /** Newest item change per brand (or category) slug. */
  itemsByBrand: Map<string, Date>;
};

const lastmodOf = (d: Date | string | null | undefined) => {
  if (!d) return '';
  const iso = typeof d === 'string' ? d : d.toISOString();
  return `<lastmod>${escapeXml(iso)}</lastmod>`;
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSet(urls: readonly SitemapUrl[]): string {
  const body = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${lastmodOf(u.lastmod)}</url>`)
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  const body = sitemaps
    .map((s) => `  <sitemap><loc>${escapeXml(s.loc)}</loc>${lastmodOf(s.lastmod)}</sitemap>`)
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

/** The newest of some dates, null when there is none. */
export const latest = (dates: ReadonlyArray<Date | null | undefined>) =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/** The rows a topic's sitemap is made of; each list is already capped by its query. */
export type SitemapRows = {
  brands: ReadonlyArray<{ slug: string; isCategory: boolean; updatedAt: Date }>;
  items: ReadonlyArray<{ brandSlug: string; itemSlug: string; isCategory: boolean; updatedAt: Date }>;
  tips: ReadonlyArray<{ slug: string; updatedAt: Date }>;
  changes: LastChanges;
};

/**
 * A topic's public pages: home, list and information pages, then brands, categories, items and
 * tips. A list page changes when what it lists does, so its `lastmod` is its newest record's; a
 * brand's page lists its items, so its `lastmod` is the newest of the brand and its items.
 * Information pages carry none: their text changes with releases, not with data.
 */
export function topicUrls(
  config: SiteConfig,
  paths: PagePaths,
  abs: (path: string) => string,
  rows: SitemapRows,
): SitemapUrl[] {
  const c = rows.changes;
  const listLastmod: Record<Exclude<ListPage, 'search'>, Date | null> = {
    brands: c.brands,
    'brand-items': c.brandItems,
    'category-items': c.categoryItems,
    tips: c.tips,
    podcasts: c.podcasts,
  };
  const lists = Object.keys(listLastmod) as Array<keyof typeof listLastmod>;
  const info = Object.keys(INFO_PAGES) as Array<keyof typeof INFO_PAGES>;
  return [
    { loc: abs(paths.home()), lastmod: config.updatedAt },
    ...lists.map((p) => ({ loc: abs(paths.page(p)), lastmod: listLastmod[p] })),
    ...info.map((p) => ({ loc: abs(paths.page(p)) })),
    ...rows.brands.map((b) => ({
      loc: abs(paths.brand(b.slug, b.isCategory)),
      lastmod: latest([b.updatedAt, c.itemsByBrand.get(b.slug)]),
    })),
    ...rows.items.map((i) => ({
      loc: abs(paths.item(i.brandSlug, i.itemSlug, i.isCategory)),
      lastmod: i.updatedAt,
    })),
    ...rows.tips.map((t) => ({ loc: abs(paths.tip(t.slug)), lastmod: t.updatedAt })),
  ].slice(0, SITEMAP_MAX_URLS);
}

/** Screens a crawler has no business with, relative to a topic's base path. */
const PRIVATE_PATHS = [
  '/admin$',
  '/admin/',
  '/login$',
  '/brands/new$',
  '/brand-items/new$',
  '/category-items/new$',
  '/brand-items/bulk-create$',
  '/category-items/bulk-create$',
  '/*/edit$',
];

/**
 * robots.txt: everything is allowed but the API and, under each base path ('' on a custom domain,
 * `/topic` on the shared host), the sign-in, admin and edit screens.
 */
export function robotsTxt(basePaths: readonly string[], sitemapUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /auth/'];
  for (const base of basePaths) for (const p of PRIVATE_PATHS) lines.push(`Disallow: ${base}${p}`);
  lines.push('', `Sitemap: ${sitemapUrl}`, '');
  return lines.join('\n');
}
