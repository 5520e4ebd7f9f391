import { escapeHtml, jsonForScript } from './html';
import type { JsonLd } from './json-ld';

/** What the server knows about a page before any JavaScript runs. */
export type PageMeta = {
  status: number;
  /**
   * With a 301 status: the page's own address, where the server sends the visitor instead of
   * rendering it (a category's page asked for at a brand's address, or the reverse).
   */
  redirect?: string;
  title: string;
  description?: string;
  /** Absolute URL of the page. */
  canonical?: string;
  siteName?: string;
  ogType?: 'website' | 'product' | 'article';
  /** Absolute URL of the page's picture. */
  image?: string | null;
  /** The picture's file, when the server stores it: what social networks are told of its size. */
  imageSize?: { width: number; height: number; type: string };
  noindex?: boolean;
  /** With `noindex`: the page's links are still worth following (search results). */
  follow?: boolean;
  /** Absolute URLs of the previous and next pages of a paged list. */
  prev?: string;
  next?: string;
  jsonLd?: JsonLd[];
};

/** The tags a page's `<head>` gets: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function renderHead(m: PageMeta): string {
  const tags: string[] = [`<title>${escapeHtml(m.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, value: string | null | undefined) => {
    if (value) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  };
  meta('name', 'description', m.description);
  if (m.noindex) meta('name', 'robots', m.follow ? 'noindex, follow' : 'noindex');
  const link = (rel: string, href: string | undefined) => {
    if (href) tags.push(`<link rel="${rel}" href="${escapeHtml(href)}" />`);
  };
  link('canonical', m.canonical);
  link('prev', m.prev);
  link('next', m.next);
  if (!m.noindex) {
    meta('property', 'og:site_name', m.siteName);
    meta('property', 'og:title', m.title);
    meta('property', 'og:description', m.description);
    meta('property', 'og:url', m.canonical);
    meta('property', 'og:type', m.ogType ?? 'website');
    meta('property', 'og:image', m.image);
    if (m.image && m.imageSize) {
      meta('property', 'og:image:type', m.imageSize.type);
      meta('property', 'og:image:width', String(m.imageSize.width));
      meta('property', 'og:image:height', String(m.imageSize.height));
    }
    meta('name', 'twitter:card', m.image ? 'summary_large_image' : 'summary');
  }
  for (const node of m.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(node)}</script>`);
  }
  return tags.join('\n');
}
