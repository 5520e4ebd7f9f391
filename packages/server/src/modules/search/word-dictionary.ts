/**
 * A topic's search dictionary (`search_words`: the words of its brand and item names) held in
 * process, so that a query's words are read without the database unless no name has them nor
 * starts with them: only those go on to the trigram guess and the full text (`wordsElsewhere`).
 */

/** The last word starts at most this many dictionary words: it is one of them, else a prefix. */
export const MAX_COMPLETIONS = 16;
/** Accented letters and their plain forms (as `translate` in SQL: no unaccent extension needed). */
export const ACCENTED = 'àáâãäåèéêëìíîïòóôõöùúûüýÿñç';
export const PLAIN = 'aaaaaaeeeeiiiiooooouuuuyync';

/** What the topic's dictionary and text know of one query word. */
export type WordReading = {
  word: string;
  /** A word of some brand or item name. */
  isWord: boolean;
  /** Dictionary words it starts (at most MAX_COMPLETIONS + 1), for the last word or an unknown one. */
  completions: string[];
  /** The closest dictionary word, for a word no name has nor starts, and how close (0–1). */
  correction: string | null;
  similarity: number;
  /** Found (as a prefix, unless read as finished) anywhere in item or brand text, descriptions included. */
  anywhere: boolean;
};

/** What the database says of a word no name has nor starts: its closest word, and whether any text has it. */
export type WordElsewhere = { correction: string | null; similarity: number; anywhere: boolean };

export type Dictionary = {
  words: ReadonlySet<string>;
  /** In code-unit order: the words a prefix starts are one run. */
  sorted: readonly string[];
  /** Words with accents (or other letters than a–z and digits) by their plain form ("estee" → "estée"). */
  unaccented: ReadonlyMap<string, string>;
};

const PLAIN_OF = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));
const unaccent = (w: string) => [...w].map((c) => PLAIN_OF.get(c) ?? c).join('');

export function dictionaryOf(words: readonly string[]): Dictionary {
  const sorted = [...new Set(words)].sort();
  const unaccented = new Map<string, string>();
  for (const w of sorted) {
    if (!/[^a-z0-9]/.test(w)) continue;
    const plain = unaccent(w);
    if (!unaccented.has(plain)) unaccented.set(plain, w);
  }
  return { words: new Set(sorted), sorted, unaccented };
}

/** The dictionary words longer than `prefix` that start with it, shortest first, at most MAX_COMPLETIONS + 1. */
function completionsOf(d: Dictionary, prefix: string): string[] {
  const { sorted } = d;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const run: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++)
    if (sorted[i] !== prefix) run.push(sorted[i]!);
  return run
    .sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_COMPLETIONS + 1);
}

/**
 * Each word against the dictionary; a word that is none of its words and starts none goes to
 * `elsewhere` (one statement for all of them), which guesses the word meant and looks for it
 * in the whole text. `complete: false` reads the words as finished: none is read as the start
 * of a longer word ("cr2" is not "cr2032"). A dictionary word starts longer ones only typed last.
 */
export async function readWords(
  d: Dictionary,
  ws: readonly string[],
  complete: boolean,
  elsewhere: (ws: string[]) => Promise<WordElsewhere[]>,
): Promise<WordReading[]> {
  const readings = ws.map((word, i): WordReading => {
    const isWord = d.words.has(word);
    const completions = !complete || (isWord && i < ws.length - 1) ? [] : completionsOf(d, word);
    const anywhere = isWord || completions.length > 0;
    return { word, isWord, completions, correction: null, similarity: 0, anywhere };
  });
  const unread = readings.filter((r) => !r.anywhere);
  if (unread.length === 0) return readings;
  const found = await elsewhere(unread.map((r) => r.word));
  unread.forEach((r, n) => {
    const e = found[n]!;
    // The word without its accents ("estee" for "estée") is taken before any guess.
    const plain = d.unaccented.get(r.word);
    r.correction = plain ?? e.correction;
    r.similarity = plain ? 1 : e.similarity;
    r.anywhere = e.anywhere;
  });
  return readings;
}
