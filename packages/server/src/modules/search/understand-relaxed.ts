/**
 * A query whose words together find nothing, read again with fewer of them, as store searches
 * do ("optional words", "remove words if no results"): first a longer slip of a word nothing
 * knows is taken for the word it misses ("enrgizre" is "energizer"), then the words nothing
 * knows are left out, then the words items do not have with the rest, one reading of the
 * catalogue telling which words items have together.
 */
import type { CatalogueRepository, WordReading } from './catalogue.repository';
import { kindTsquery } from './catalogue-query';
import { FILLER_WORDS } from './kind-tables';
import { readKinds, readTerms } from './understand-terms';
import { CONFIDENT_SIMILARITY, rawWords, slipCorrections } from './understand-words';

/** Readings of the catalogue a relaxed query may cost at most, beyond the reading of all its words. */
export const MAX_RELAXED_READINGS = 2;
/** A word this long may be two slips (a letter left out, two swapped, one too many) from the word meant. */
const TWO_SLIPS_MIN_LENGTH = 6;

/** A text to read instead of the visitor's, and the visitor's words it leaves out. */
export type Relaxation = { text: string; ignored: string[]; corrected: boolean };

/**
 * The catalogue repository with its word look-ups kept for one query: a relaxed reading looks
 * up no word the reading of the whole text has looked up already. A word's reading does not
 * depend on where it stands, but for the completions of a dictionary word typed last (a word
 * read last again is read again, unless it was read earlier in another place: then it was
 * finished, as it is now).
 */
export function rememberingWords<R extends CatalogueRepository>(repo: R) {
  const readings = new Map<string, WordReading>();
  const known = new Map<string, boolean>();
  const key = (w: string, complete: boolean | undefined) => `${complete ?? true} ${w}`;
  const remembering: R = {
    ...repo,
    async readWords(topic, ws, opts = {}) {
      const kept = ws.map((w) => readings.get(key(w, opts.complete)));
      if (kept.every((r) => r !== undefined)) return kept as WordReading[];
      const read = await repo.readWords(topic, ws, opts);
      ws.forEach((w, n) => {
        if (read[n]) readings.set(key(w, opts.complete), read[n]);
      });
      return read;
    },
    async knownWords(topic, ws) {
      if (ws.every((w) => known.has(w))) return new Set(ws.filter((w) => known.get(w)));
      const found = await repo.knownWords(topic, ws);
      for (const w of ws) known.set(w, found.has(w));
      return found;
    },
  };
  /** A dictionary word taken for a word typed: it is read as a word of the names, finished. */
  const seed = (w: string, complete: boolean) =>
    readings.set(key(w, complete), {
      word: w,
      isWord: true,
      completions: [],
      correction: null,
      similarity: 1,
      anywhere: true,
    });
  return { repo: remembering, seed };
}

/**
 * How many slips (a letter left out, one too many, two neighbours swapped) turn one word into
 * another; a wrong letter counts as two: "mower" is no slip of "power".
 */
export function slipDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const same = x[i - 1] === y[j - 1];
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (same ? 0 : 2));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[x.length]![y.length]!;
}

/**
 * The word a long word nothing knows is two slips of, starting as it does: of the trigram's
 * guess and the dictionary's words near it, the fewest slips away, then the closest.
 */
function twoSlipsOf(r: WordReading, near: readonly string[]): string | null {
  const w = r.word;
  if ([...w].length < TWO_SLIPS_MIN_LENGTH) return null;
  const scored = [...(r.correction ? [r.correction] : []), ...near]
    .filter((c) => c[0] === w[0])
    .map((c) => ({ c, d: slipDistance(w, c) }))
    .filter((x) => x.d <= 2);
  return scored.sort((a, b) => a.d - b.d)[0]?.c ?? null;
}

/** A text's words as `rawWords` cuts them, with their case as written. */
const typedWords = (text: string) => text.normalize('NFC').match(/\d+\.\d+|[\p{L}\p{M}\p{N}]+/gu) ?? [];

const hasDigit = (w: string) => /\p{N}/u.test(w);
const bitCount = (n: number) => {
  let c = 0;
  for (let m = n; m; m &= m - 1) c++;
  return c;
};

/**
 * What to read instead of a text that found nothing, best first, at most `MAX_RELAXED_READINGS`.
 * Never every word, and kind words (sizes, chemistries, product types) stay. When nothing knows
 * more than half of the words that are not filler, the rest is no answer ("lawn mower blades").
 * A number is never left out: "4680 cells" are not any cells, so a number nothing knows leaves
 * nothing to read. Words nothing knows are left out first; then the fewest words the catalogue
 * knows but no item has with the rest, keeping brand and category names, then words of names over
 * words found only in descriptions, then the first words over the last.
 */
export async function relaxations(
  memo: ReturnType<typeof rememberingWords>,
  topic: string,
  text: string,
  complete: boolean,
): Promise<Relaxation[]> {
  const { repo } = memo;
  const raw = rawWords(text).slice(0, 12);
  // The words as the visitor wrote them (their case kept), to name the ones left out.
  const asWritten = typedWords(text);
  const written = (i: number) => (asWritten.length === rawWords(text).length ? asWritten[i]! : raw[i]!);
  const groups = await repo.synonymGroups(topic);
  const q = readKinds(raw, groups);
  const filler = (i: number) => FILLER_WORDS.has(q.folded[i]!) && !q.synonymAt.has(i);
  const lookup = raw
    .map((w, i) => ({ w, i }))
    .filter(({ i }) => !filler(i) && !q.used.has(i) && !q.synonymAt.has(i));
  // Read already by the whole text: no statement.
  const readings = await repo.readWords(
    topic,
    lookup.map((x) => x.w),
    { complete },
  );
  const slips = await slipCorrections(repo, topic, readings);
  const words = raw.slice();
  const unknown = new Set<number>();
  let corrected = false;
  const unread = lookup
    .map(({ i }, n) => ({ i, r: readings[n]! }))
    .filter(
      ({ r }) =>
        !(
          r.isWord ||
          r.completions.length > 0 ||
          (r.correction && r.similarity >= CONFIDENT_SIMILARITY) ||
          slips.has(r.word) ||
          r.anywhere
        ),
    );
  const long = unread.filter(({ r }) => [...r.word].length >= TWO_SLIPS_MIN_LENGTH && !hasDigit(r.word));
  const near = await repo.wordsNear(
    topic,
    long.map(({ r }) => r.word),
  );
  const nearOf = new Map(long.map(({ i }, n) => [i, near[n] ?? []]));
  unread.forEach(({ i, r }) => {
    const loose = twoSlipsOf(r, nearOf.get(i) ?? []);
    if (loose) {
      words[i] = loose;
      memo.seed(loose, complete);
      corrected = true;
    } else unknown.add(i);
  });
  if ([...unknown].some((i) => hasDigit(raw[i]!))) return [];
  const informative = raw.filter((_, i) => !filler(i)).length;
  // "lawn mower blades": when nothing knows most of the words, the rest is no answer.
  if (unknown.size > Math.floor(informative / 2)) return [];

  // The words kept so far, and where each stood in the visitor's text.
  const at = raw.map((_, i) => i).filter((i) => !unknown.has(i));
  const kept = at.map((i) => words[i]!);
  const whole: Relaxation = {
    text: kept.join(' '),
    ignored: [...unknown].sort((a, b) => a - b).map(written),
    corrected,
  };
  const wholeWorth = unknown.size > 0 || corrected;
  const keptWords = informative - unknown.size;

  // Units that may be left out: each subject word, each synonym phrase that names no kind.
  const kq = readKinds(kept, groups);
  const terms = await readTerms(repo, topic, kq, complete);
  if (terms.unknown.length > 0) return wholeWorth ? [whole] : [];
  const units = [...terms.term.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([i, term]) => {
      const hit = kq.synonymAt.get(i);
      const positions = hit ? Array.from({ length: hit.length }, (_, j) => hit.at + j) : [i];
      const typed = at[i]!;
      const reading = readings[lookup.findIndex((x) => x.i === typed)];
      const inNames =
        hit !== undefined ||
        words[typed] !== raw[typed] ||
        reading?.isWord === true ||
        (reading?.completions.length ?? 0) > 0;
      return { term, positions, inNames, number: positions.some((p) => hasDigit(kept[p]!)) };
    });
  if (units.length === 0) return wholeWorth ? [whole] : [];
  // What is kept must name something: a kind, a word of names, a number. Words found only in
  // descriptions are no answer on their own ("solar panel" is no battery charged by the sun).
  const names = (set: number) =>
    kq.used.size > 0 || units.some((u, n) => set & (2 ** n) && (u.inNames || u.number));
  const { sets, inNames } = await repo.termsTogether(
    topic,
    units.map((u) => u.term),
    kindTsquery(kq.kinds),
  );
  const all = 2 ** units.length - 1;
  const worth = (set: number) =>
    units.reduce((s, _u, n) => s + (set & (2 ** n) ? 2 ** (units.length - n) : 0), 0);
  const score = (set: number) => [
    bitCount(set),
    bitCount(set & inNames),
    units.filter((u, n) => set & (2 ** n) && u.inNames).length,
    worth(set),
  ];
  const candidates = sets
    .map((s) => s.terms)
    .filter((set) => set !== all && names(set))
    .filter((set) => units.every((u, n) => set & (2 ** n) || !u.number))
    .filter((set) => {
      const left = units.filter((_, n) => !(set & (2 ** n))).flatMap((u) => u.positions);
      return left.length < keptWords;
    })
    .sort((a, b) => {
      const [x, y] = [score(a), score(b)];
      for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return y[k]! - x[k]!;
      return 0;
    })
    .map((set): Relaxation => {
      const left = new Set(units.filter((_, n) => !(set & (2 ** n))).flatMap((u) => u.positions));
      const leftTyped = new Set([...left].map((p) => at[p]!));
      return {
        text: kept.filter((_, p) => !left.has(p)).join(' '),
        ignored: raw
          .map((_, i) => i)
          .filter((i) => unknown.has(i) || leftTyped.has(i))
          .map(written),
        corrected,
      };
    });
  const wholeFinds = sets.some((s) => s.terms === all);
  return [...(wholeWorth && wholeFinds && names(all) ? [whole] : []), ...candidates].slice(
    0,
    MAX_RELAXED_READINGS,
  );
}
