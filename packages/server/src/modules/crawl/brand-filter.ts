import { load } from 'cheerio';
import { brandKey } from './brand-signal';

/** Where a search page lists the brands of its results (the "Brands" filter of the side bar). */
const FILTER_MARKERS = [
  'id="brandsRefinements"',
  'aria-labelledby="p_123-title"',
  'aria-labelledby="p_89-title"',
];
/** The filter sits in the side bar: this much of the page from its start holds it. */
const FILTER_SLICE = 60_000;
const MAX_BRANDS = 200;

/**
 * The brand names a search page's brand filter offers, if it has one. Only the filter's own
 * part of the page is parsed (the result cards are read by the parser), so a page without a
 * filter costs one string search.
 */
export function brandFilterOf(html: string): string[] {
  const at = Math.min(...FILTER_MARKERS.map((m) => html.indexOf(m)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return [];
  const start = html.lastIndexOf('<', at);
  const $ = load(html.slice(start, start + FILTER_SLICE));
  const names = $(
    '#brandsRefinements li[aria-label], ul[aria-labelledby="p_123-title"] li[aria-label], ul[aria-labelledby="p_89-title"] li[aria-label]',
  )
    .map((_, li) => ($(li).attr('aria-label') ?? '').replace(/\s+/g, ' ').trim())
    .get()
    .filter((n) => n !== '' && n.length <= 120);
  return [...new Set(names)].slice(0, MAX_BRANDS);
}

/** The longest filter brand a title starts with, as whole words: a real signal, unlike its first word. */
export function filterBrandOf(title: string, filter: string[]): string | null {
  const t = brandKey(title);
  let best: string | null = null;
  for (const name of filter) {
    const k = brandKey(name);
    if (k && (t === k || t.startsWith(`${k} `)) && (!best || k.length > brandKey(best).length)) best = name;
  }
  return best;
}
