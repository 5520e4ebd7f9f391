import type { CatalogueRepository, WordReading } from './catalogue.repository';
import { stem, wordsOf } from './catalogue-query';
import { KIND_WORDS } from './kind-tables';
import { slipsOf } from './typos';
import { hasWideScript, segmentWords } from './word-segments';

export /** A correction is taken only this close to a dictionary word (trigram similarity). */
const CONFIDENT_SIMILARITY = 0.45;

/**
 * A text's words, lower-cased, accents kept; a decimal stays one word ("1.7 oz"), as the text index
 * reads it. Japanese is cut into its words ("単三電池" is 単 三 電池, as the tables' phrases are).
 */
export const rawWords = (text: string): string[] => {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/\d+\.\d+|[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return hasWideScript(text) ? words.flatMap(segmentWords) : words;
};

/** A phrase of a synonym group found in the query, at word positions [at, at + length). */
export type SynonymHit = { at: number; length: number; group: string[] };

/** The synonym phrases in the query, longest first; a word belongs to one phrase at most. */
export function synonymHits(folded: readonly string[], groups: readonly string[][]): SynonymHit[] {
  const hits: SynonymHit[] = [];
  const taken = new Set<number>();
  const phrases = groups
    .flatMap((g) => g.map((t) => ({ p: wordsOf(t), g })))
    .filter(({ p }) => p.length > 0)
    .sort((a, b) => b.p.length - a.p.length);
  for (const { p, g } of phrases) {
    for (let at = 0; at + p.length <= folded.length; at++) {
      if (p.some((w, j) => stem(folded[at + j]!) !== stem(w) || taken.has(at + j))) continue;
      hits.push({ at, length: p.length, group: g });
      for (let j = 0; j < p.length; j++) taken.add(at + j);
    }
  }
  return hits;
}

/** The shortest one-word kind or synonym term a typed prefix (three letters or more) starts. */
export function completionOf(prefix: string, groups: readonly string[][]): string | undefined {
  if (prefix.length < 3) return undefined;
  const terms = [...KIND_WORDS, ...groups.flat().map((t) => wordsOf(t).join(' '))];
  return terms
    .filter((t) => !t.includes(' ') && t.length > prefix.length && t.startsWith(prefix))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
}

/** Whether a word is neither known, completed, confidently corrected, nor found anywhere. */
const isUnread = (r: WordReading) =>
  !r.isWord &&
  r.completions.length === 0 &&
  !(r.correction && r.similarity >= CONFIDENT_SIMILARITY) &&
  !r.anywhere;

/**
 * Words nothing else reads that are one slip (two letters swapped, one left out) from a word of
 * the dictionary, and that word: trigrams miss these in short words ("ankr", "sauvgae"). The
 * trigram's guess wins when it is one of them.
 */
export async function slipCorrections(
  repo: CatalogueRepository,
  topic: string,
  readings: readonly WordReading[],
): Promise<Map<string, string>> {
  const unread = readings.filter(isUnread);
  const slips = new Map(unread.map((r) => [r.word, slipsOf(r.word)] as const));
  const known = await repo.knownWords(topic, [...new Set([...slips.values()].flat())]);
  const corrections = new Map<string, string>();
  for (const r of unread) {
    const found = slips.get(r.word)!.filter((w) => known.has(w));
    const pick = found.find((w) => w === r.correction) ?? found[0];
    if (pick) corrections.set(r.word, pick);
  }
  return corrections;
}

/** `(a | b <-> c)`: any of the phrases, as tsquery text (their words are letters and digits only). */
export const anyOf = (phrases: readonly string[][]) =>
  `(${[...new Set(phrases.map((p) => p.join(' <-> ')))].join(' | ')})`;
