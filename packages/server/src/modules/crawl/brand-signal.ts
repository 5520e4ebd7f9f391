import { UNKNOWN_BRAND } from '@app/contract';

/** A brand or category of the topic, as the crawler files items under it. */
export type BrandRef = {
  id: number;
  slug: string;
  name: string;
  isCategory: boolean;
  searchTerm: string | null;
};

/**
 * How two brand names are compared: case, accents, punctuation and spacing aside, so that
 * `L'Oréal Paris` on a card is the site's `L’Oreal Paris`. Letters of every script are kept
 * (a slug would turn every Japanese name into the same `item`).
 */
export const brandKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`´]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The topic's brands by name and search term (categories are not brands: they never match). */
export function brandIndex(brands: BrandRef[]) {
  const byKey = new Map<string, BrandRef>();
  for (const b of brands) {
    if (b.isCategory) continue;
    for (const name of [b.name, b.searchTerm ?? '']) {
      const k = brandKey(name);
      if (k && !byKey.has(k)) byKey.set(k, b);
    }
  }
  // Longest first, so `Volt Max` wins over `Volt` for a title starting `Volt Max …`.
  const keys = [...byKey.keys()].sort((a, b) => b.length - a.length);
  return {
    /** The brand a name is (exactly, as keys compare). */
    find(name: string): BrandRef | null {
      return byKey.get(brandKey(name)) ?? null;
    },
    /** The longest brand a text starts with, as whole words: `Voltix Pro AA` → Voltix, not Volt. */
    startOf(text: string): BrandRef | null {
      const t = brandKey(text);
      const k = keys.find((key) => t === key || t.startsWith(`${key} `));
      return k ? byKey.get(k)! : null;
    },
  };
}
export type BrandIndex = ReturnType<typeof brandIndex>;

/**
 * What an item says about its brand: the card's brand line, the product page's brand, its title,
 * and the brand of the page's brand filter its title starts with.
 */
export type BrandSignals = {
  cardBrand: string | null;
  pageBrand: string | null;
  title: string;
  filterBrand?: string | null;
};

export type Placement =
  | { kind: 'import'; brand: BrandRef }
  | { kind: 'review'; brandName: string }
  | { kind: 'other brand'; brandName: string };

/** A brand name as read from a page, bounded to what a brand row holds. */
const brandNameOf = (s: string) => s.trim().slice(0, 120);

/**
 * Where a crawled item goes. A brand comes only from a real signal (the product page's brand
 * row or byline, the card's brand line, or a site brand the title starts with), never from a
 * title's first word: that made brands of "Portable", "Mini" and sponsored-ad labels.
 *
 * - A brand's own crawl: the item is the brand's, unless a signal names another brand. Another
 *   of the site's brands → skipped as 'other brand'; a brand the site does not have → review
 *   (the marketplace mixes in other makers' accessories and ads: they are not this brand's).
 * - A free term or a category: a site brand → imported under it; a brand the site does not
 *   have → review under that name; no signal → the category (categories keep what they find),
 *   or, for a free term, review under "Unknown brand".
 */
export function placeItem(s: BrandSignals, crawled: BrandRef | null, index: BrandIndex): Placement {
  const explicit = (s.pageBrand ?? s.cardBrand)?.trim() || null;
  // A brand line may add to the site's name ("Voltix Official"): the brand it starts with counts.
  const named = explicit ? (index.find(explicit) ?? index.startOf(explicit)) : null;
  if (crawled && !crawled.isCategory) {
    if (explicit) {
      if (named?.id === crawled.id || isOwnName(explicit, crawled)) return { kind: 'import', brand: crawled };
      return named
        ? { kind: 'other brand', brandName: named.name }
        : { kind: 'review', brandName: brandNameOf(explicit) };
    }
    // The longest site brand the title starts with: `Volt Max …` is not Volt's.
    const inTitle = index.startOf(s.title);
    if (inTitle && inTitle.id !== crawled.id && ownPrefix(s.title, inTitle) > ownPrefix(s.title, crawled))
      return { kind: 'other brand', brandName: inTitle.name };
    if (!inTitle && s.filterBrand && !isOwnName(s.filterBrand, crawled)) {
      const filtered = index.find(s.filterBrand);
      if (filtered?.id !== crawled.id)
        return filtered
          ? { kind: 'other brand', brandName: filtered.name }
          : { kind: 'review', brandName: brandNameOf(s.filterBrand) };
    }
    return { kind: 'import', brand: crawled };
  }
  const brand = explicit
    ? named
    : (index.startOf(s.title) ?? (s.filterBrand ? index.find(s.filterBrand) : null));
  if (brand) return { kind: 'import', brand };
  if (explicit) return { kind: 'review', brandName: brandNameOf(explicit) };
  if (s.filterBrand) return { kind: 'review', brandName: brandNameOf(s.filterBrand) };
  if (crawled) return { kind: 'import', brand: crawled };
  return { kind: 'review', brandName: UNKNOWN_BRAND };
}

/** Whether a name is the brand's name or search term. */
function isOwnName(text: string, brand: BrandRef) {
  const t = brandKey(text);
  return [brand.name, brand.searchTerm ?? ''].map(brandKey).some((k) => k !== '' && t === k);
}

/** How long a name of the brand is that the text starts with (0: none). */
function ownPrefix(text: string, brand: BrandRef) {
  const t = brandKey(text);
  return Math.max(
    0,
    ...[brand.name, brand.searchTerm ?? '']
      .map(brandKey)
      .filter((k) => k !== '' && (t === k || t.startsWith(`${k} `)))
      .map((k) => k.length),
  );
}
