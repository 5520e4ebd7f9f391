import type { SearchService, Understood } from '../search';
import type { ChatAsked } from '../text-generator';

export type AskedReading = {
  understood: Understood;
  /** Words left out, and the rest the items answer, when not all of the question was understood. */
  closest?: { unknown: string; rest: string };
  /** Whether any word of the question names something of the catalogue. */
  known: boolean;
};

/** A word counts when it names something (a kind, a brand, an item's name), not when it is merely in some description ("lasting"). */
const finds = (u: Understood) => u.outcome === 'found' && u.namesSubject;
const names = (u: Understood, w: string) =>
  finds(u) && (u.matchedBy !== 'words' || u.items.some((i) => i.name.toLowerCase().includes(w)));
/** A generic kind word alone ("battery", "cream"): no size, no brand. */
const bareKind = (u: Understood | undefined) => u?.matchedBy === 'kind' && !u.kinds.size;

/**
 * What the catalogue understands of a question: all of it; or several brands' items ("chargers
 * from Energizer, Eneloop or Varta"); or, when some words find nothing, the words that do, if
 * the rest may honestly be left out.
 */
export async function readAsked(
  search: SearchService,
  topic: string,
  asked: ChatAsked,
): Promise<AskedReading> {
  const read = (text: string, limit?: number) =>
    search.understand(topic, text, { complete: false, ...(limit ? { limit } : {}) });
  const whole = await read(asked.subject);
  const words = asked.subject.split(/\s+/).filter(Boolean);
  if (whole.outcome === 'found' || words.length < 2)
    return { understood: whole, known: whole.outcome === 'found' };
  const alone = await Promise.all(words.map((w) => read(w, 1)));
  // A number is never a word of the catalogue's: "2x + 3 = 7" is no product question.
  const known = words.some((w, n) => names(alone[n]!, w) && /\p{L}{2}/u.test(w));
  const either = await eitherBrand(read, words, alone);
  if (either) return { understood: either, known: true };

  const optional = new Set((asked.optional ?? '').split(/\s+/).filter(Boolean));
  /** The question without the words `keeps` refuses, if they may be left out. */
  async function without(keeps: (w: string, n: number) => boolean): Promise<AskedReading | null> {
    const rest = words.filter(keeps);
    const dropped = words.map((w, n) => ({ w, n })).filter(({ w, n }) => !keeps(w, n));
    // A number is never dropped: "4680 cells" are not any cells.
    if (rest.length === 0 || dropped.length === 0 || dropped.some(({ w }) => /\d/.test(w))) return null;
    const narrowed = await read(rest.join(' '));
    if (!finds(narrowed)) return null;
    // A word may go unmatched when it is in the catalogue's texts and qualifies no kind ("long
    // lasting AA", "hair styler"), or only says what the thing is for, and the rest is more than
    // a bare kind ("CR2032 for my son's shoes", never "battery for my lawn mower"). A word the
    // catalogue has never heard of ("Dyson vacuum cleaners"), or one before a kind ("Duracell
    // car battery"), names a thing the site does not carry.
    const mayDrop = ({ w, n }: { w: string; n: number }) =>
      (optional.has(w) && (!bareKind(narrowed) || asked.care === true)) ||
      (alone[n]!.outcome === 'found' && !bareKind(alone[n + 1]));
    if (!dropped.every(mayDrop)) return null;
    const unknown = dropped.map(({ w }) => w).join(' ');
    return { understood: narrowed, known, closest: { unknown, rest: rest.join(' ') } };
  }
  // First the words nothing knows, left out together, so that a phrase the rest makes stays
  // whole ("batteries for my glucose meter, I am diabetic"); then each word weighed alone.
  const unknown = new Set(whole.unknown);
  return (
    (unknown.size > 0 ? await without((w) => !unknown.has(w)) : null) ??
    (await without((w, n) => names(alone[n]!, w))) ?? { understood: whole, known }
  );
}

/** "Chargers from Energizer, Eneloop or Varta": several brands where an item has one; each brand's items of the rest. */
async function eitherBrand(
  read: (text: string) => Promise<Understood>,
  words: string[],
  alone: Understood[],
): Promise<Understood | null> {
  const brandAt = words.map((_, n) => alone[n]!.matchedBy === 'brand');
  if (brandAt.filter(Boolean).length < 2) return null;
  const rest = words.filter((_, n) => !brandAt[n]);
  const each = await Promise.all(words.filter((_, n) => brandAt[n]).map((b) => read([b, ...rest].join(' '))));
  const found = each.filter(finds);
  if (found.length === 0) return null;
  const seen = new Set<number>();
  return {
    ...found[0]!,
    items: found.flatMap((u) => u.items).filter((i) => !seen.has(i.id) && seen.add(i.id)),
    brands: found.flatMap((u) => u.brands),
  };
}
