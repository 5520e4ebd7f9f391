import type { BrandItemRow, BrandRow } from '../brands';
import type { CatalogueRepository } from './catalogue.repository';
import { itemIsOfKinds, itemKinds, kindTsquery, stem, type Understood, wordsOf } from './catalogue-query';
import { namedBrands, rankNamedBrands } from './understand-brands';
import { relaxations, rememberingWords } from './understand-relaxed';
import { type QueryTerms, type QueryWords, readKinds, readTerms } from './understand-terms';
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
  ignored: [],
});

export type ReadOptions = {
  /**
   * Whether the last word may be the start of a longer one (the search box, as the visitor
   * types: "perf" is "perfume"). A finished message says `false`: "CR2" is no CR2032.
   */
  complete?: boolean;
  /**
   * Whether a text whose words together find nothing is read again with some words left out
   * (`Understood.ignored`), as the storefront's search does; the assistant weighs the words
   * itself.
   */
  relax?: boolean;
};

/**
 * What a visitor's text means in a topic's catalogue: the kinds and categories it names, the
 * brands it really names, the set of items meant, and the words nothing knows.
 */
export async function understandText(
  catalogue: CatalogueRepository,
  topic: string,
  text: string,
  limit: number,
  brandLimit: number,
  options: ReadOptions = {},
): Promise<Understanding> {
  const complete = options.complete ?? true;
  const memo = rememberingWords(catalogue);
  const read = await readWhole(memo.repo, topic, text, limit, brandLimit, complete);
  if (read.outcome === 'found' || !options.relax) return read;
  // Only a text that finds nothing costs more readings: at most `MAX_RELAXED_READINGS`.
  for (const r of await relaxations(memo, topic, text, complete)) {
    const words = await readWordsOf(memo.repo, topic, r.text, complete);
    if ('outcome' in words) continue;
    const found = await findItems(memo.repo, topic, words, limit, brandLimit);
    if (found.outcome === 'found')
      return { ...found, ignored: r.ignored, corrected: r.corrected ? r.text : found.corrected };
  }
  return read;
}

/** What all of a text's words find: as typed, as corrected, and (typing) as finished. */
async function readWhole(
  repo: CatalogueRepository,
  topic: string,
  text: string,
  limit: number,
  brandLimit: number,
  complete: boolean,
): Promise<Understanding> {
  const readOf = async (words: WordsRead) =>
    'outcome' in words ? words : findItems(repo, topic, words, limit, brandLimit);
  const first = await readWordsOf(repo, topic, text, complete);
  let read: Understanding;
  const corrected = 'outcome' in first ? null : first.correctedText;
  if (corrected) {
    // A corrected word may be a kind or synonym word ("chargr" is "charger"): read the
    // corrected text as if it had been typed so. What the text as typed finds is read only
    // when the corrected text finds nothing (it is kept when it finds something).
    const again = await readOf(await readWordsOf(repo, topic, corrected, complete));
    if (again.outcome === 'found') read = { ...again, corrected };
    else {
      const asTyped = await readOf(first);
      read = asTyped.outcome === 'nothing' ? { ...again, corrected } : asTyped;
    }
  } else read = await readOf(first);
  if (read.outcome === 'found' || !complete) return read;
  // Typing "perf": the last word may start a word the tables or synonyms know ("perfume") that
  // no name starts. Read the query as if it were finished; keep what it found, if anything.
  const words = rawWords(text);
  const last = words.at(-1);
  const completion = last ? completionOf(wordsOf(last).join(''), await repo.synonymGroups(topic)) : undefined;
  if (!completion) return read;
  const finished = await readOf(
    await readWordsOf(repo, topic, [...words.slice(0, -1), completion].join(' '), complete),
  );
  return finished.outcome === 'found' ? finished : read;
}

/** A text's words read (kinds, synonyms, terms), or what it comes to when that decides it already. */
type WordsRead = Understanding | { q: QueryWords; terms: QueryTerms; correctedText: string | null };

/** The words of a text: what kinds and synonyms they say, and what the dictionary makes of the rest. */
async function readWordsOf(
  repo: CatalogueRepository,
  topic: string,
  text: string,
  complete: boolean,
): Promise<WordsRead> {
  const raw = rawWords(text).slice(0, 12);
  if (raw.length === 0) return NOTHING();
  const q = readKinds(raw, await repo.synonymGroups(topic));
  const terms = await readTerms(repo, topic, q, complete);
  const correctedText = terms.corrected ? terms.resolved.join(' ') : null;
  if (terms.unknown.length > 0) return NOTHING(terms.unknown, correctedText);
  return { q, terms, correctedText };
}

/** The brands and items a text's words name. */
async function findItems(
  repo: CatalogueRepository,
  topic: string,
  { q, terms, correctedText }: { q: QueryWords; terms: QueryTerms; correctedText: string | null },
  limit: number,
  brandLimit: number,
): Promise<Understanding> {
  const { folded, synonyms, synonymAt, kinds, used } = q;
  const { term, covers, resolved } = terms;

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
  const rows = await repo.items(topic, [match, need, rankQ], ([matchN, needN, rankN]) =>
    !matchN && namedCategoryIds.length === 0
      ? null
      : {
          match: matchN ?? null,
          need: needN ?? null,
          rank: rankN ?? null,
          // Names are compared with the whole query as corrected: an item called "Duracell Rated"
          // is what "duracell rated" asks for, though "rated" usually only asks how to choose.
          text: resolved.join(' '),
          categoryIds: namedCategoryIds,
          limit: hasKinds ? limit * READ_FACTOR + 20 : limit,
          want: limit,
        },
  );
  if (rows === null) return NOTHING([], correctedText);
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

  const namedById = new Map(named.map((b) => [b.id, b]));
  const brandsNamed = rankNamedBrands(named, folded, brandLimit).flatMap((id) => namedById.get(id) ?? []);
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
    brands: brandsNamed,
    kinds,
    matchedBy,
    corrected: correctedText,
    unknown: [],
    namesSubject,
    ignored: [],
  };
}
