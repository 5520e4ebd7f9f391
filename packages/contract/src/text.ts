import { SEO_LIMITS } from './seo-fill';

/** Text cut at a word within `max` characters, an ellipsis marking the cut; whitespace folded. */
export function clip(text: string, max = 160): string {
  const s = text.replace(/\s+/g, ' ').trim();
  if (s.length <= max) return s;
  const room = s.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * A page title within what result pages show (SEO_LIMITS.title): `core`, then " – page N" past
 * the first page, then the first of `tails` that still fits (the brand, the site name, ...), else
 * none. A core too long on its own is cut at a word with an ellipsis, the page number kept, so
 * the pages of a list keep titles of their own.
 */
export function fitTitle(core: string, tails: readonly string[] = [], page = 1): string {
  const max = SEO_LIMITS.title;
  const pageTail = page > 1 ? ` – page ${page}` : '';
  const c = tidy(core);
  const title = (c.length + pageTail.length <= max ? c : clip(c, max - pageTail.length)) + pageTail;
  return tails.map((t) => title + t.replace(/\s+/g, ' ')).find((t) => t.length <= max) ?? title;
}

/** Whether a name starts with another as a whole word: "Duracell Optimum AA" names Duracell. */
export function startsWithName(name: string, prefix: string): boolean {
  const n = tidy(name).toLowerCase();
  const p = tidy(prefix).toLowerCase();
  if (!p || !n.startsWith(p)) return false;
  return n.length === p.length || !/[\p{L}\p{N}]/u.test(n.charAt(p.length));
}

/** An item's title: its name, its brand unless the name already starts with it, then the site if it fits. */
export function itemTitle(name: string, brandName: string, site: string): string {
  const tails = startsWithName(name, brandName)
    ? [` | ${site}`]
    : [` – ${brandName} | ${site}`, ` – ${brandName}`, ` | ${site}`];
  return fitTitle(name, tails);
}
