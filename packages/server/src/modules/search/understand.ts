import type { BrandItemRow, BrandRow } from '../brands';
import type { CatalogueRepository } from './catalogue.repository';
import { itemIsOfKinds, itemKinds, kindTsquery, stem, type Understood, wordsOf } from './catalogue-query';
import { namedBrands, rankNamedBrands } from './understand-brands';
import { readKinds, readTerms } from './understand-terms';
import { completionOf, rawWords } from './understand-words';

/** Rows read per row asked for: the kind rules then drop the ones of another kind. */
const READ_FACTOR = 3;

type Understanding = Omit<Understood, 'items' | 'brands'> & {
  items: BrandItemRow[];
  brands: BrandRow[];
};

const NOTHING = (unknown: string[] = [], corrected: string | null = null): Understanding => ({
  outcome: 'nothing',
  items: [],
  brands: [],
  kinds: {},
  matchedBy: null,
  corrected,
  unknown,
  namesSubject: false,
});

export type ReadOptions = {
  /**
   * Whether the last word may be the start of a longer one (the search box, as the visitor
   * types: "perf" is "perfume"). A finished message says `false`: "CR2" is no CR2032.
   */
  complete?: boolean;
};

/**
 * What a visitor's text means in a topic's catalogue: the kinds and categories it names, the
 * brands it really names, the set of items meant, and the words nothing knows.
 */
export async function understandText(
  repo: CatalogueRepository,
  topic: string,
  text: string,
  limit: number,
  brandLimit: number,
  options: ReadOptions = {},
): Promise<Understanding> {
  const complete = options.complete ?? true;
  let read = await readText(repo, topic, text, limit, brandLimit, complete);
  if (read.corrected) {
    // A corrected word may be a kind or synonym word ("chargr" is "charger"): read the
    // corrected text as if it had been typed so.
    const again = await readText(repo, topic, read.corrected, limit, brandLimit, complete);
    if (again.outcome === 'found' || read.outcome === 'nothing')
      read = { ...again, corrected: read.corrected };
  }
  if (read.outcome === 'found' || !complete) return read;
  // Typing "perf": the last word may start a word the tables or synonyms know ("perfume") that
  // no name starts. Read the query as if it were finished; keep what it found, if anything.
  const words = rawWords(text);
  const last = words.at(-1);
  const completion = last ? completionOf(wordsOf(last).join(''), await repo.synonymGroups(topic)) : undefined;
  if (!completion) return read;
  const finished = await readText(
    repo,
    topic,
    [...words.slice(0, -1), completion].join(' '),
    limit,
    brandLimit,
    complete,
  );
  return finished.outcome === 'found' ? finished : read;
}

async function readText(
  repo: CatalogueRepository,
  topic: string,
  text: string,
  limit: number,
  brandLimit: number,
  complete: boolean,
): Promise<Understanding> {
  const raw = rawWords(text).slice(0, 12);
  if (raw.length === 0) return NOTHING();
  const q = readKinds(raw, await repo.synonymGroups(topic));
  const { folded, synonyms, synonymAt, kinds, used } = q;
  const terms = await readTerms(repo, topic, q, complete);
  const { term, covers, resolved } = terms;
  const correctedText = terms.corrected ? resolved.join(' ') : null;
  if (terms.unknown.length > 0) return NOTHING(terms.unknown, correctedText);

  const hasKinds = Object.keys(kinds).length > 0;
  const { named, namedCategoryIds, consumed, namedByWords } = await namedBrands(repo, topic, q, terms);

  // The subject: words that are neither filler, kind, nor a category's name.
  const subject = [...term.entries()]
    .filter(([i]) => !consumed.has(i) && !used.has(i))
    .sort((a, b) => a[0] - b[0]);
  const need = subject.length ? subject.map(([, t]) => t).join(' & ') : null;
  const kindQ = kindTsquery(kinds);
  const match = [need, kindQ].filter(Boolean).join(' & ') || null;
  // The words as written rank too: "watch battery" puts the watch cells first among coin cells.
  const written = [...used].map((i) => folded[i]!).filter((w) => /^[a-z0-9]+$/.test(w));
  const rankQ = [...subject.map(([, t]) => t), ...(kindQ ? [kindQ] : []), ...written].join(' | ') || null;
  const [matchN, needN, rankN] = await repo.normalise([match, need, rankQ]);
  if (!matchN && namedCategoryIds.length === 0) return NOTHING([], correctedText);

  const rows = await repo.items(topic, {
    match: matchN ?? null,
    need: needN ?? null,
    rank: rankN ?? null,
    // Names are compared with the whole query as corrected: an item called "Duracell Rated"
    // is what "duracell rated" asks for, though "rated" usually only asks how to choose.
    text: resolved.join(' '),
    categoryIds: namedCategoryIds,
    limit: hasKinds ? limit * READ_FACTOR + 20 : limit,
    want: limit,
  });
  const inCategory = new Set(namedCategoryIds);
  const items = (
    hasKinds ? rows.filter((r) => itemIsOfKinds(itemKinds(r), kinds, inCategory.has(r.brandId))) : rows
  ).slice(0, limit);
  if (items.length === 0) return { ...NOTHING([], correctedText), kinds };

  // A subject word right before a kind word names a kind of its own ("car batteries"): the items
  // are that only when a name (of an item or a named brand) has it; found only in descriptions
  // ("coin cells for car remotes") they merely mention it. Elsewhere ("cream for dry skin") a
  // description is where such a word belongs.
  const nameWords = [...named, ...items].flatMap((r) => wordsOf(r.name).map(stem));
  const namesSubject = subject.every(
    ([i]) =>
      !(used.has(i + 1) || synonymAt.has(i + 1)) ||
      [...(covers.get(i) ?? [])].some((c) => nameWords.some((w) => w.startsWith(c))),
  );

  const brandsNamed = rankNamedBrands(named, folded, brandLimit);
  const matchedBy: Understood['matchedBy'] = namedByWords
    ? 'category'
    : hasKinds
      ? 'kind'
      : synonyms.length > 0
        ? 'synonym'
        : named.length > 0 &&
            subject.every(([i]) =>
              named.some((b) =>
                wordsOf(b.name)
                  .map(stem)
                  .some((w) => covers.get(i)?.has(w)),
              ),
            )
          ? 'brand'
          : 'words';
  return {
    outcome: 'found',
    items,
    brands: await repo.brandsById(topic, brandsNamed),
    kinds,
    matchedBy,
    corrected: correctedText,
    unknown: [],
    namesSubject,
  };
}
