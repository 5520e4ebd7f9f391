import type { CatalogueRepository, WordReading } from './catalogue.repository';
import { impliedType, joinTypes, type Kinds, queryKinds, stem, wordsOf } from './catalogue-query';
import { FILLER_WORDS } from './kind-tables';
import {
  anyOf,
  CONFIDENT_SIMILARITY,
  type SynonymHit,
  slipCorrections,
  synonymHits,
} from './understand-words';

/** A query's words, position by position: as written, folded, and what kinds and synonyms they say. */
export type QueryWords = {
  /** As written, lower-cased: accents kept (the text index keeps them). */
  raw: string[];
  /** Folded, to meet the tables. */
  folded: string[];
  synonyms: SynonymHit[];
  synonymAt: Map<number, SynonymHit>;
  kinds: Kinds;
  /** Positions of the words that name a kind, themselves or by a synonym. */
  used: Set<number>;
};

/** The kinds a query names, from its words as written, then from what their synonyms say. */
export function readKinds(raw: string[], groups: readonly string[][]): QueryWords {
  const folded = raw.map((w) => wordsOf(w).join(''));
  const synonyms = synonymHits(folded, groups);
  const synonymAt = new Map<number, SynonymHit>();
  for (const h of synonyms) for (let j = 0; j < h.length; j++) synonymAt.set(h.at + j, h);

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
  return { raw, folded, synonyms, synonymAt, kinds, used };
}

/** What the words that name no kind ask for, as tsquery terms, and the words nothing knows. */
export type QueryTerms = {
  /** Per position: the tsquery term of a subject word. */
  term: Map<number, string>;
  /** Words a brand or category name may be matched by, per position (stemmed, folded). */
  covers: Map<number, Set<string>>;
  unknown: string[];
  /** The words as corrected (the words as written where nothing was). */
  resolved: string[];
  corrected: boolean;
};

/**
 * Reads every word that is neither filler, kind nor synonym: a word of the catalogue, the start
 * of longer ones, a slip of one, or found nowhere. Synonym phrases that named no kind are terms
 * too: any of their group's terms.
 */
export async function readTerms(
  repo: CatalogueRepository,
  topic: string,
  q: QueryWords,
  complete: boolean,
): Promise<QueryTerms> {
  const { raw, folded, synonyms, synonymAt, used } = q;
  const filler = new Set(folded.map((w, i) => (FILLER_WORDS.has(w) && !synonymAt.has(i) ? i : -1)));
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
  const term = new Map<number, string>();
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
  if (unknown.length > 0) return { term, covers, unknown, resolved, corrected };

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
  return { term, covers, unknown, resolved, corrected };
}
