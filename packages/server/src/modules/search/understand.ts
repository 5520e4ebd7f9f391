import type { BrandItemRow, BrandRow } from '../brands/brand.mapper';
import type { BrandName, CatalogueRepository, WordReading } from './catalogue.repository';
import {
  impliedType,
  itemIsOfKinds,
  itemKinds,
  joinTypes,
  type Kinds,
  kindTsquery,
  queryKinds,
  stem,
  type Understood,
  wordsOf,
} from './catalogue-query';
import { FILLER_WORDS } from './kind-tables';
import { namedBy, rankNamedBrands } from './understand-brands';
import {
  anyOf,
  CONFIDENT_SIMILARITY,
  completionOf,
  type SynonymHit,
  slipCorrections,
  synonymHits,
} from './understand-words';

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
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/\d+\.\d+|[\p{L}\p{M}\p{N}]+/gu) ?? [];
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
  // Raw words keep their accents (the text index keeps them); folded ones meet the tables.
  // A decimal stays one word ("1.7 oz"), as the text index reads it.
  const raw = (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/\d+\.\d+|[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, 12);
  const folded = raw.map((w) => wordsOf(w).join(''));
  if (raw.length === 0) return NOTHING();

  const groups = await repo.synonymGroups(topic);
  const synonyms = synonymHits(folded, groups);
  const synonymAt = new Map<number, SynonymHit>();
  for (const h of synonyms) for (let j = 0; j < h.length; j++) synonymAt.set(h.at + j, h);

  // Kinds from the words as written, then from what their synonyms say.
  const { kinds, used } = queryKinds(folded);
  // A group's kinds are those of its first term that names any (its main word: "batteries").
  for (const h of synonyms) {
    const said = h.group.map((t) => queryKinds(wordsOf(t)).kinds).find((k) => Object.keys(k).length > 0);
    if (!said) continue;
    for (const key of Object.keys(said) as Array<keyof Kinds>) {
      // As in one language: the thing for batteries is meant ("carregador de pilhas").
      if (key === 'productType') kinds.productType = joinTypes(kinds.productType, said.productType);
      else kinds[key] ??= said[key];
    }
    for (let j = 0; j < h.length; j++) used.add(h.at + j);
  }
  // "batteries for my glucose meter": a coin size from a synonym says "coin cell" too.
  impliedType(kinds);

  const filler = new Set(folded.map((w, i) => (FILLER_WORDS.has(w) && !synonymAt.has(i) ? i : -1)));
  // Words to look up: everything but filler, kind and synonym words.
  const lookup = raw
    .map((w, i) => ({ w, i }))
    .filter(({ i }) => !filler.has(i) && !used.has(i) && !synonymAt.has(i));
  const readings = await repo.readWords(
    topic,
    lookup.map((x) => x.w),
    { complete },
  );
  const reading = new Map<number, WordReading>(lookup.map((x, n) => [x.i, readings[n]!]));
  const slips = await slipCorrections(repo, topic, readings);

  const unknown: string[] = [];
  let corrected = false;
  const resolved = raw.slice();
  /** Per position: the tsquery term of a subject word. */
  const term = new Map<number, string>();
  /** Words a brand or category name may be matched by, per position (stemmed, folded). */
  const covers = new Map<number, Set<string>>();
  const lastLookup = lookup.at(-1)?.i;
  for (const { w, i } of lookup) {
    const r = reading.get(i)!;
    const cover = new Set([stem(folded[i]!)]);
    // A slip is only looked for in a word found nowhere (see `isUnread`).
    const correction =
      r.correction && r.similarity >= CONFIDENT_SIMILARITY ? r.correction : slips.get(r.word);
    if (r.isWord && i !== lastLookup) term.set(i, w);
    else if (r.isWord || r.completions.length > 0) {
      if (r.completions.length > 16) term.set(i, `${w}:*`);
      else {
        term.set(i, anyOf([[w], ...r.completions.map((c) => [c])]));
        for (const c of r.completions) cover.add(stem(wordsOf(c).join('')));
      }
    } else if (correction) {
      term.set(i, correction);
      resolved[i] = correction;
      cover.add(stem(wordsOf(correction).join('')));
      corrected = true;
    } else if (r.anywhere) term.set(i, complete ? `${w}:*` : w);
    else unknown.push(w);
    covers.set(i, cover);
  }
  const correctedText = corrected ? resolved.join(' ') : null;
  if (unknown.length > 0) return NOTHING(unknown, correctedText);

  // Synonym phrases that named no kind are subject too: any of the group's terms.
  for (const h of synonyms) {
    if (used.has(h.at)) continue;
    const phrases = h.group.flatMap((t) => {
      const plain = t
        .normalize('NFC')
        .toLowerCase()
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .filter(Boolean);
      return [plain, wordsOf(t)];
    });
    term.set(h.at, anyOf(phrases.filter((p) => p.length > 0)));
    // Only one-word terms name a brand or category: "portable charger" does not name Chargers.
    const cover = new Set(
      h.group
        .map(wordsOf)
        .filter((w) => w.length === 1)
        .map((w) => stem(w[0]!)),
    );
    for (let j = 0; j < h.length; j++) covers.set(h.at + j, cover);
  }
  for (const i of used) {
    const cover = covers.get(i) ?? new Set<string>();
    cover.add(stem(folded[i]!));
    for (const t of synonymAt.get(i)?.group ?? []) {
      const w = wordsOf(t);
      if (w.length === 1) cover.add(stem(w[0]!));
    }
    covers.set(i, cover);
  }

  // Brands and categories that are really named: every distinctive word of the name is in
  // the query (as written, corrected, completed or by a synonym); categories also by kind.
  const allCovered = new Set([...covers.values()].flatMap((s) => [...s]));
  const anyTerms = [...term.values(), ...[...used].map((i) => folded[i]!)];
  const [anyQ] = await repo.normalise([anyTerms.length ? anyTerms.join(' | ') : null]);
  const hasKinds = Object.keys(kinds).length > 0;
  const candidates = await repo.brandCandidates(topic, anyQ ?? null, hasKinds);
  const named: BrandName[] = [];
  const namedCategoryIds: number[] = [];
  const consumed = new Set<number>();
  for (const b of candidates) {
    const { named: isNamed, byName, nameWords } = namedBy(b, allCovered, kinds, hasKinds);
    if (!isNamed) continue;
    named.push(b);
    if (b.isCategory) {
      namedCategoryIds.push(b.id);
      if (byName) for (const [i, cover] of covers) if (nameWords.some((w) => cover.has(w))) consumed.add(i);
    }
  }
  const namedByWords = named.some(
    (b) =>
      b.isCategory &&
      wordsOf(b.name)
        .map(stem)
        .every((w) => allCovered.has(w)),
  );

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
