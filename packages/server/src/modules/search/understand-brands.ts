import type { BrandRow } from '../brands';
import type { BrandName, CatalogueRepository } from './catalogue.repository';
import { categoryFits, categoryKinds, type Kinds, stem, wordsOf } from './catalogue-query';
import type { QueryTerms, QueryWords } from './understand-terms';

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
/** A brand's name as `namedBy` reads it: its words stemmed, and those that say which brand. */
type NameOf = { row: BrandRow; nameWords: string[]; distinctive: string[]; stated: Kinds };

/** The topic's brands by the words of their names, and its categories: built once per list read. */
type BrandIndex = { byWord: Map<string, NameOf[]>; categories: NameOf[] };

/** Per list of brands (kept per topic by the service until the topic changes, else read per search). */
const indexes = new WeakMap<readonly BrandRow[], BrandIndex>();

function indexOf(list: readonly BrandRow[]): BrandIndex {
  const kept = indexes.get(list);
  if (kept) return kept;
  const index: BrandIndex = { byWord: new Map(), categories: [] };
  for (const row of list) {
    const nameWords = wordsOf(row.name).map(stem);
    const distinctive = nameWords.filter((w) => !GENERIC_NAME_WORDS.has(w));
    const b: NameOf = { row, nameWords, distinctive, stated: row.isCategory ? categoryKinds(row.name) : {} };
    if (row.isCategory) index.categories.push(b);
    for (const w of new Set(b.distinctive)) {
      const named = index.byWord.get(w);
      if (named) named.push(b);
      else index.byWord.set(w, [b]);
    }
  }
  indexes.set(list, index);
  return index;
}

/**
 * Whether a query names a brand or category: by its name (every distinctive word of it covered
 * by the query), or a category by the kinds the query asks for.
 */
function namedBy(b: NameOf, allCovered: ReadonlySet<string>, kinds: Kinds, hasKinds: boolean) {
  const { row, distinctive, stated } = b;
  // A category is named by all its words; a brand by its first distinctive word, when that
  // word is long enough to mean it ("charlotte", not "la").
  const byName = row.isCategory
    ? distinctive.length > 0 && distinctive.every((w) => allCovered.has(w))
    : distinctive.length > 0 &&
      (distinctive.every((w) => allCovered.has(w)) ||
        (distinctive[0]!.length >= 3 && allCovered.has(distinctive[0]!)));
  const byKind = row.isCategory && hasKinds && categoryFits(stated, kinds);
  // A category whose name states kinds is not named by a word the query uses for another
  // kind ("portable charger" is a power bank: not the Chargers category).
  const named = byKind || (byName && (!hasKinds || Object.keys(stated).length === 0));
  return { named, byName };
}

/**
 * Brands and categories that are really named: every distinctive word of the name is in the
 * query (as written, corrected, completed or by a synonym); categories also by kind. `consumed`
 * holds the positions of the words a category is named by. The rows are whole: the reply's
 * brands are taken from them. Read in process from the topic's brands (`brandList`): only a
 * brand with a distinctive name word the query covers, or a category when the query names
 * kinds, can be named.
 */
export async function namedBrands(repo: CatalogueRepository, topic: string, q: QueryWords, t: QueryTerms) {
  const { kinds } = q;
  const { covers } = t;
  const allCovered = new Set([...covers.values()].flatMap((s) => [...s]));
  const hasKinds = Object.keys(kinds).length > 0;
  const index = allCovered.size > 0 || hasKinds ? indexOf(await repo.brandList(topic)) : null;
  const candidates = new Set<NameOf>(hasKinds ? index?.categories : []);
  for (const w of allCovered) for (const b of index?.byWord.get(w) ?? []) candidates.add(b);
  const named: BrandRow[] = [];
  const namedCategoryIds: number[] = [];
  const consumed = new Set<number>();
  for (const b of [...candidates].sort((x, y) => x.row.id - y.row.id)) {
    const { named: isNamed, byName } = namedBy(b, allCovered, kinds, hasKinds);
    if (!isNamed) continue;
    named.push(b.row);
    if (b.row.isCategory) {
      namedCategoryIds.push(b.row.id);
      if (byName) for (const [i, cover] of covers) if (b.nameWords.some((w) => cover.has(w))) consumed.add(i);
    }
  }
  const namedByWords = named.some(
    (b) =>
      b.isCategory &&
      wordsOf(b.name)
        .map(stem)
        .every((w) => allCovered.has(w)),
  );
  return { named, namedCategoryIds, consumed, namedByWords };
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
