/**
 * What a catalogue query means: the shapes `searchService.understand` answers with, and the
 * reading of kinds (battery size, chemistry, product type) from item names and from visitors'
 * words, by the tables of `kind-tables.ts`.
 */
import {
  ACCESSORY_TYPES,
  CHEMISTRIES,
  IS_A,
  type KindRow,
  NAMED_TOGETHER,
  PRODUCT_TYPES,
  RECHARGEABLE,
  SIZE_CONTEXT,
  SIZES,
  type SizeRow,
  SPECIFIC_CHEMISTRIES,
} from './kind-tables';
import { hasWideScript, segmentWords } from './word-segments';

export type CatalogueItem = {
  id: number;
  name: string;
  brandName: string;
  brandSlug: string;
  itemSlug: string;
  isCategory: boolean;
  priceMinor: number | null;
  currency: string;
  rating: number | null;
  reviewCount: number;
  features: string[];
  description: string;
  availability: 'in_stock' | 'out_of_stock' | 'unknown';
  priceCheckedAt: string | null;
};

export type Kinds = { size?: string; chemistry?: string; productType?: string };

export type Understood = {
  outcome: 'found' | 'nothing';
  /** The set the visitor means: every item of the category or kind named (up to `limit`, default 500), else the items whose text matches; most relevant first. Empty when outcome is 'nothing'. */
  items: CatalogueItem[];
  /** Brands and categories that really match (never one matched by a single generic word). */
  brands: Array<{ name: string; slug: string; isCategory: boolean; itemCount: number; description: string }>;
  kinds: Kinds;
  matchedBy: 'category' | 'kind' | 'brand' | 'synonym' | 'words' | null;
  /** The query after a confident typo correction, or null. */
  corrected: string | null;
  /** Subject words nothing in the catalogue knows (e.g. "car", "4680", "mower"). */
  unknown: string[];
  /**
   * Whether the items are what was asked for: false when a word that qualifies a kind ("car"
   * in "car batteries") is in no item's or named brand's name, only in descriptions (coin
   * cells "for car remotes" are no car batteries).
   */
  namesSubject: boolean;
  /**
   * The visitor's words left out (as typed, in their order) when all of them together found
   * nothing and the rest finds the items (read so only when asked to relax); empty when every
   * item matches every word.
   */
  ignored: string[];
};

/** Whether a type is the other, or a kind of it (`IS_A`): a coin cell is a battery. */
const isA = (type: string | undefined, of: string | undefined) =>
  type !== undefined && of !== undefined && (type === of || IS_A[type] === of);

/**
 * The product type meant when a query names two ("battery charger", "cargador de pilas"): the
 * pair's meaning, else the thing for batteries over the batteries, else the first named.
 */
export function joinTypes(first: string | undefined, second: string | undefined): string | undefined {
  if (!first || !second || first === second) return first ?? second;
  const pair = NAMED_TOGETHER.find(
    ({ types: [a, b] }) => (isA(first, a) && isA(second, b)) || (isA(first, b) && isA(second, a)),
  );
  if (pair) return pair.means;
  return first === 'battery' ? second : first;
}

/** A type's row of the table, or its parent's for a type named only by a pair ("battery charger"). */
const typeRow = (type: string) =>
  PRODUCT_TYPES.find((r) => r.value === type) ?? PRODUCT_TYPES.find((r) => r.value === IS_A[type]);

/** Lower-case runs of letters and digits, accents folded: how names and queries are compared. */
export function wordsOf(text: string): string[] {
  if (hasWideScript(text)) return wideWordsOf(text);
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * `wordsOf` of a text with Japanese in it: its runs cut into words by the segmenter, the Latin
 * words among them folded as usual; the kana keep their voicing marks ("デ" is no "テ").
 */
function wideWordsOf(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .flatMap(segmentWords)
    .flatMap((w) => (hasWideScript(w) ? [w] : wordsOf(w)));
}

/** A word with a plural `s` dropped, so "chargers" and "charger" compare equal. */
export const stem = (w: string) =>
  w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;

/** A table's phrase as words: spaced, or Japanese (cut as a visitor's text is). */
const phraseWords = (p: string) => (hasWideScript(p) ? wordsOf(p) : p.split(' '));

/** The kinds' phrases found in words, with the positions they take. */
export type KindHit = { kind: keyof Kinds; value: string; at: number; length: number };

type Phrase = { kind: keyof Kinds; row: KindRow; words: string[] };
/** Every phrase of the tables by its first word: reading a text costs one look-up a word. */
const PHRASES_BY_FIRST_WORD = (() => {
  const index = new Map<string, Phrase[]>();
  const add = (kind: keyof Kinds, rows: readonly KindRow[]) => {
    for (const row of rows)
      for (const p of row.phrases) {
        const words = phraseWords(p);
        const list = index.get(words[0]!) ?? [];
        list.push({ kind, row, words });
        index.set(words[0]!, list);
      }
  };
  add('size', SIZES);
  add('chemistry', CHEMISTRIES);
  add('productType', PRODUCT_TYPES);
  return index;
})();

function hitsOf(words: readonly string[], forItem: boolean): KindHit[] {
  const hits: KindHit[] = [];
  for (let at = 0; at < words.length; at++) {
    for (const { kind, row, words: pw } of PHRASES_BY_FIRST_WORD.get(words[at]!) ?? []) {
      if (pw.some((w, j) => words[at + j] !== w)) continue;
      if ((row as SizeRow).needsContext) {
        const near = [words[at - 1], words[at + pw.length]];
        const notAPlug = near[0] !== 'usb' && near[0] !== 'type' && near[1] !== 'type';
        const ok = notAPlug && (!forItem || near.some((w) => w !== undefined && SIZE_CONTEXT.has(w)));
        if (!ok) continue;
      }
      hits.push({ kind, value: row.value, at, length: pw.length });
    }
  }
  return hits;
}

/** The first value a table finds (table order decides), or undefined. */
const firstOf = (hits: KindHit[], kind: keyof Kinds, rows: readonly KindRow[]) =>
  rows.find((r) => hits.some((h) => h.kind === kind && h.value === r.value))?.value;

const takesCells = (h: KindHit) =>
  h.kind === 'size' || h.kind === 'chemistry' || (h.kind === 'productType' && isA(h.value, 'battery'));

/** An item's kinds as its name says them, then its features, then (chemistry only) its description. */
export type ItemKinds = { sizes: string[]; chemistry?: string; productType?: string };

export function itemKinds(item: {
  name: string;
  features: readonly string[];
  description: string;
}): ItemKinds {
  const sources = [wordsOf(item.name), wordsOf(item.features.join(' . ')), wordsOf(item.description)];
  const hits = sources.map((w) => hitsOf(w, true));
  const first = <T>(pick: (h: KindHit[]) => T | undefined, upTo = 3): T | undefined => {
    for (const h of hits.slice(0, upTo)) {
      const v = pick(h);
      if (v !== undefined && (!Array.isArray(v) || v.length > 0)) return v;
    }
    return undefined;
  };
  const sizes = first((h) => [...new Set(h.filter((x) => x.kind === 'size').map((x) => x.value))], 2) ?? [];
  // A named chemistry over "rechargeable": "Recharge Universal AA" with "2000 mAh NiMH" is NiMH.
  const chemistry =
    first((h) => firstOf(h, 'chemistry', SPECIFIC_CHEMISTRIES)) ??
    first((h) => firstOf(h, 'chemistry', CHEMISTRIES));
  let productType = firstOf(hits[0]!, 'productType', PRODUCT_TYPES);
  if (!productType && sizes.length > 0) productType = SIZES.find((s) => s.value === sizes[0])?.implies;
  // A charger that says which cells it takes (a size, a chemistry, "batteries") is a battery
  // charger; one that only charges phones is not.
  if (productType === 'charger' && hits.some((h) => h.some(takesCells))) productType = 'battery charger';
  return { sizes, chemistry, productType };
}

/** The kinds a visitor's words name, and which word positions named them. */
export function queryKinds(words: readonly string[]): { kinds: Kinds; used: Set<number> } {
  const hits = hitsOf(words, false);
  const used = new Set<number>();
  for (const h of hits) for (let i = 0; i < h.length; i++) used.add(h.at + i);
  const kinds: Kinds = {};
  const size = firstOf(hits, 'size', SIZES);
  if (size) kinds.size = size;
  const chemistry = firstOf(hits, 'chemistry', CHEMISTRIES);
  if (chemistry) kinds.chemistry = chemistry;
  // "battery charger", "carregador de pilhas": the thing for batteries is what is meant.
  const type = PRODUCT_TYPES.filter((r) => hits.some((h) => h.kind === 'productType' && h.value === r.value))
    .map((r) => r.value)
    .reduce<string | undefined>(joinTypes, undefined);
  if (type) kinds.productType = type;
  impliedType(kinds);
  return { kinds, used };
}

/** A coin size alone says "coin cell", even when the visitor wrote "battery" ("CR2032 battery"). */
export function impliedType(kinds: Kinds): void {
  if (kinds.size && kinds.productType === 'battery') {
    const implied = SIZES.find((s) => s.value === kinds.size)?.implies;
    if (implied === 'coin cell') kinds.productType = implied;
  }
}

/**
 * Whether an item is of the kinds asked for. A kind the item does not state passes when the
 * item belongs to a category the query named (a Chargers item is a charger); a size or
 * chemistry asked for without a product type never means an accessory (a D-size adapter is
 * no AA battery, nor is a charger sold with four AA cells).
 */
export function itemIsOfKinds(item: ItemKinds, kinds: Kinds, inNamedCategory: boolean): boolean {
  if (kinds.size && !item.sizes.includes(kinds.size) && !(item.sizes.length === 0 && inNamedCategory))
    return false;
  if (kinds.chemistry) {
    const ok =
      kinds.chemistry === 'rechargeable'
        ? item.chemistry !== undefined && RECHARGEABLE.has(item.chemistry)
        : item.chemistry === kinds.chemistry;
    if (!ok && !(item.chemistry === undefined && inNamedCategory)) return false;
  }
  if (kinds.productType) {
    // A coin cell is a battery to someone asking for batteries. A named category vouches for
    // an item of a broader type (a charger of the Chargers category is a battery charger).
    const vouched =
      inNamedCategory && (item.productType === undefined || isA(kinds.productType, item.productType));
    if (!isA(item.productType, kinds.productType) && !vouched) return false;
  } else if ((kinds.size || kinds.chemistry) && item.productType && ACCESSORY_TYPES.has(item.productType)) {
    return false;
  }
  return true;
}

/** The kinds a category's name states ("AA Batteries": size AA, a battery): how "cheapest AA" finds it. */
const categoryKindsMemo = new Map<string, Kinds>();
export function categoryKinds(name: string): Kinds {
  let kinds = categoryKindsMemo.get(name);
  if (!kinds) {
    kinds = queryKinds(wordsOf(name)).kinds;
    // A cache of a pure function; bounded so that renamed categories cannot grow it forever.
    if (categoryKindsMemo.size > 10_000) categoryKindsMemo.clear();
    categoryKindsMemo.set(name, kinds);
  }
  return kinds;
}

/** Whether every kind a category states is one the query asks for (and it states at least one). */
export function categoryFits(category: Kinds, query: Kinds): boolean {
  const keys = Object.keys(category) as Array<keyof Kinds>;
  if (keys.length === 0) return false;
  return keys.every((k) => {
    if (k === 'productType' && category.productType === 'battery' && query.productType === undefined)
      return Boolean(query.size || query.chemistry);
    // A "battery charger" is asked of the Chargers category (not batteries of Coin Cells).
    if (k === 'productType') return isA(query.productType, category.productType);
    return query[k] === category[k];
  });
}

/**
 * The words of the query's most telling kind as item text writes them, as a tsquery over the
 * english configuration (`(aa) | (lr6)`): candidates come from the full-text index, and the
 * rules above then read each one. Sizes are in nearly every name, so a size is used first;
 * chemistry last, as it is often only in the features, which are not indexed.
 */
export function kindTsquery(kinds: Kinds): string | null {
  const phrases = (rows: readonly KindRow[], value: string) =>
    rows.find((r) => r.value === value)?.phrases ?? [];
  let words: readonly string[] = [];
  if (kinds.size) words = phrases(SIZES, kinds.size);
  else if (kinds.productType === 'battery')
    words = [
      ...phrases(PRODUCT_TYPES, 'battery'),
      ...SIZES.filter((s) => !s.needsContext).flatMap((s) => s.phrases),
    ];
  else if (kinds.productType) words = typeRow(kinds.productType)?.phrases ?? [];
  else if (kinds.chemistry === 'rechargeable')
    words = [
      ...phrases(CHEMISTRIES, 'rechargeable'),
      ...phrases(CHEMISTRIES, 'nimh'),
      ...phrases(CHEMISTRIES, 'li-ion'),
      'eneloop',
    ];
  else if (kinds.chemistry) words = phrases(CHEMISTRIES, kinds.chemistry);
  const safe = words.filter((p) => /^[a-z0-9 ]+$/.test(p));
  return safe.length ? `(${safe.map((p) => p.split(' ').join(' <-> ')).join(' | ')})` : null;
}
