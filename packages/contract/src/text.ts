import { SEO_LIMITS } from './seo-fill';

/**
 * Text cut at a word within `max` characters, an ellipsis marking the cut; whitespace folded.
 * The ellipsis takes the place of the space cut at; a text with no space in its second half is
 * cut inside its last word instead, so a long first word never leaves next to nothing.
 */
export function clip(text: string, max = 160): string {
  const s = text.replace(/\s+/g, ' ').trim();
  if (s.length <= max) return s;
  const room = s.slice(0, max);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const entity = (whole: string, name: string): string => {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
  const code =
    name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
};

/**
 * The visible text of a piece of HTML (stored rich text, a summary), for descriptions and
 * snippets: comments, scripts and tags dropped, the end of a block or a line break read as a
 * space, entities read, whitespace folded. The result is text: escape it again to put it in HTML.
 */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/(?:p|li|h\d|div|blockquote|tr|td|th)\s*>|<br\s*\/?>/gi, ' ')
    .replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, entity)
    .replace(/\s+/g, ' ')
    .trim();
}
