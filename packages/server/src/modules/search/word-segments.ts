/**
 * Japanese (and Chinese) write no space between words: a run of their script is cut into words
 * by the segmenter built into Node (ICU's dictionary), so that "単三電池" and "充電器" in a sentence
 * meet the same words in the tables and synonyms, and a brand written in Latin letters inside it
 * ("Duracellの単三電池") stays a word of its own. Any other text is left as it is.
 */

/** Kana, kanji, half-width katakana, and the full-width forms Japanese keyboards type ("ＡＡ", "２"). */
const WIDE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff9f]/u;
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** Whether a text holds Japanese or Chinese writing (or full-width forms). */
export const hasWideScript = (text: string) => WIDE.test(text);

/**
 * The words of a token: the token itself, or, when it holds Japanese writing, the words the
 * segmenter finds in it (full-width forms read as the letters and digits they are).
 */
export function segmentWords(token: string): string[] {
  if (!WIDE.test(token)) return [token];
  const words: string[] = [];
  for (const s of segmenter.segment(token.normalize('NFKC').toLowerCase()))
    if (s.isWordLike) words.push(s.segment);
  return words;
}
