/** How many words of a query count; the rest are dropped so a pasted paragraph stays cheap. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * A query reduced to what the database may see: lower-case words of letters, digits and
 * marks only. None of the characters `to_tsquery` treats as syntax (`& | ! ( ) : * < > '`,
 * backslash, spaces) can survive, so the tsquery built from them cannot be malformed.
 */
export type SearchTerms = {
  words: string[];
  /** The words joined by single spaces: the text trigram similarity compares with names. */
  text: string;
  /** Every word must match, each as a prefix (`energizer:* & aa:*`). */
  allWords: string;
  /** Any word may match: the fallback when no row has them all. */
  anyWord: string;
};

export function searchTerms(q: string): SearchTerms | null {
  const words = q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  const prefixes = words.map((w) => `${w}:*`);
  return {
    words,
    text: words.join(' '),
    allWords: prefixes.join(' & '),
    anyWord: prefixes.join(' | '),
  };
}
