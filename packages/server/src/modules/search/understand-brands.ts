import type { BrandName } from './catalogue.repository';
import { categoryFits, categoryKinds, type Kinds, stem, wordsOf } from './catalogue-query';

/** Brand-name words that say nothing about which brand: "Chanel Beauté" is named by "chanel". */
const GENERIC_NAME_WORDS = new Set([
  'beauty',
  'beaute',
  'paris',
  'basics',
  'the',
  'and',
  'co',
  'inc',
  'company',
]);
/**
 * Whether a query names a brand or category: by its name (every distinctive word of it covered
 * by the query), or a category by the kinds the query asks for.
 */
export function namedBy(b: BrandName, allCovered: ReadonlySet<string>, kinds: Kinds, hasKinds: boolean) {
  const nameWords = wordsOf(b.name).map(stem);
  const distinctive = nameWords.filter((w) => !GENERIC_NAME_WORDS.has(w));
  // A category is named by all its words; a brand by its first distinctive word, when that
  // word is long enough to mean it ("charlotte", not "la").
  const byName = b.isCategory
    ? distinctive.length > 0 && distinctive.every((w) => allCovered.has(w))
    : distinctive.length > 0 &&
      (distinctive.every((w) => allCovered.has(w)) ||
        (distinctive[0]!.length >= 3 && allCovered.has(distinctive[0]!)));
  const stated = b.isCategory ? categoryKinds(b.name) : {};
  const byKind = b.isCategory && hasKinds && categoryFits(stated, kinds);
  // A category whose name states kinds is not named by a word the query uses for another
  // kind ("portable charger" is a power bank: not the Chargers category).
  const named = byKind || (byName && (!hasKinds || Object.keys(stated).length === 0));
  return { named, byName, nameWords };
}

/**
 * The ids of the brands named, best first: the whole query as the name, then shared words, then
 * how much of the query the name starts with, then the bigger brand.
 */
export function rankNamedBrands(named: BrandName[], folded: readonly string[], brandLimit: number): number[] {
  const query = folded.join(' ');
  const commonPrefix = (a: string) => {
    let n = 0;
    while (n < a.length && n < query.length && a[n] === query[n]) n++;
    return n;
  };
  const score = (b: BrandName) => {
    const name = wordsOf(b.name);
    return [
      Number(name.join(' ') === query),
      name.filter((w) => folded.includes(w)).length,
      commonPrefix(name.join(' ')),
      b.itemCount,
    ];
  };
  return named
    .map((b) => ({ b, s: score(b) }))
    .sort((x, y) => {
      for (let k = 0; k < x.s.length; k++) if (x.s[k] !== y.s[k]) return y.s[k]! - x.s[k]!;
      return x.b.id - y.b.id;
    })
    .map((x) => x.b.id)
    .slice(0, brandLimit);
}
