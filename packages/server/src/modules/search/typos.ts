/** Letters a left-out one may be: those of the languages the catalogues are written in. */
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789àáâãäåæçèéêëìíîïñòóôõöøœùúûüýÿß'];

/** Words shorter than this are too short to guess at: "car" is no slip of "card". */
export const SLIP_MIN_LENGTH = 4;

/**
 * The words a typed word is one slip away from: two neighbouring letters swapped ("sauvgae"
 * for "sauvage") or one letter left out ("ankr" for "anker"). A wrong letter is no slip:
 * "mower" is a word of its own, not a typo of "power".
 */
export function slipsOf(word: string): string[] {
  const w = [...word];
  if (w.length < SLIP_MIN_LENGTH) return [];
  const out = new Set<string>();
  for (let i = 0; i + 1 < w.length; i++)
    out.add([...w.slice(0, i), w[i + 1], w[i], ...w.slice(i + 2)].join(''));
  for (let i = 0; i <= w.length; i++)
    for (const c of LETTERS) out.add([...w.slice(0, i), c, ...w.slice(i)].join(''));
  out.delete(word);
  return [...out];
}
