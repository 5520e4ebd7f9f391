import type { SearchService, Understood } from '../search';
import type { ChatAsked } from '../text-generator';

export type AskedReading = {
  understood: Understood;
  /** Words left out, and the rest the items answer, when not all of the question was understood. */
  closest?: { unknown: string; rest: string };
  /** Whether any word of the question names something of the catalogue. */
  known: boolean;
  /**
   * The thing asked for, in the subject's words: the kind named and the words right before it that
   * qualify it ("duracell car battery", "4680 cells"), never the context around it ("for my kids'
   * toys", "I was wondering"). What an answer may name back, and what "not carried" is about.
   */
  head: string;
  /** The words of the head that name a kind ("battery" of "lawn mower battery"), when read word by word. */
  kind?: string;
  /**
   * The head without the words before its size that the catalogue has never heard and the visitor
   * wrote in lower case ("waterproof" of "waterproof AA batteries"): a size is the thing itself, so
   * its items are the closest answer. Not so for a name ("Ansmann AA") or a kind alone ("car battery").
   */
  core?: string;
};

/**
 * Words of talk around a request, not of the thing asked for: hedges, people, time, and the verbs
 * of an instruction to the assistant itself ("ignore", "say"). Never part of the head.
 */
const CHATTER = new Set(
  `wondering whether guys folks chance maybe perhaps actually possibly exactly really also too still even quite
  right now today tomorrow tonight soon urgently urgent quickly asap yes no well so then kind sort type sorts kinds
  types stuff brand brands model models version per each pair some lot lots bunch few couple pack packs
  happen happens happened wonder hoping hope quick question questions after seeking hunting searching shopping
  ignore disregard forget pretend act say tell print repeat respond reply write output instructions instruction
  rules rule prompt system assistant bot ai everyone everybody anyone people customers friend friends wife husband
  mom mum dad mother father grandma grandpa kids kid toys toy gift present birthday christmas home house office
  work school trip travel holiday vacation free`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The head of what is asked: the last word that names a kind (`kindAt`), with up to three words
 * right before it that qualify it and two after ("golf cart batteries", "battery 48v"), never across
 * talk or words the message has apart; with no kind, the first run of words the message has
 * together (up to three). A bare kind ("battery") with a purpose ("for my lawn mower") is that
 * purpose's kind: the purpose is part of it.
 */
export function headOf(
  words: readonly string[],
  optional: ReadonlySet<string>,
  kindAt: (n: number) => boolean,
  /** Whether word n follows word n - 1 directly in the message: a head is one run of words. */
  joined: (n: number) => boolean = () => true,
): string {
  const purposeAt = words.findIndex(
    (w, n) => optional.has(w) && words.slice(n).every((x) => optional.has(x)),
  );
  let main = purposeAt > 0 ? words.slice(0, purposeAt) : [...words];
  let purpose = purposeAt > 0 ? words.slice(purposeAt).filter((w) => !CHATTER.has(w)) : [];
  let anchor = -1;
  for (let n = main.length - 1; n >= 0 && anchor < 0; n--) if (kindAt(n)) anchor = n;
  // A kind only after "for" ("visit our partner for cheaper cells"): the kind is what is asked.
  for (let n = words.length - 1; anchor < 0 && n >= main.length; n--)
    if (kindAt(n)) {
      anchor = n;
      main = [...words];
      purpose = [];
    }
  let head: string[];
  if (anchor >= 0) {
    let from = anchor;
    while (from > 0 && anchor - from < 3 && joined(from) && !CHATTER.has(main[from - 1]!)) from--;
    let to = anchor;
    while (to < main.length - 1 && to - anchor < 2 && joined(to + 1) && !CHATTER.has(main[to + 1]!)) to++;
    head = main.slice(from, to + 1);
    if (head.length === 1 && purpose.length > 0) head = [...head, ...purpose.slice(-3)];
  } else {
    // The first run of words the message has together, talk left out: "hair dye" of "looking for
    // hair dye for my mum, something gentle", "brake pads" of "quick question: brake pads?".
    const runs: string[][] = [];
    for (const [n, w] of main.entries()) {
      if (CHATTER.has(w)) continue;
      if (runs.length > 0 && n > 0 && joined(n) && !CHATTER.has(main[n - 1]!)) runs.at(-1)!.push(w);
      else runs.push([w]);
    }
    head = (runs[0] ?? purpose).slice(-3);
  }
  return head.join(' ');
}

/** Whether every word of `head` is among the words of `answered`: the items answer all it asks. */
export const covers = (answered: string, head: string) => {
  const got = new Set(answered.split(/\s+/));
  return head.split(/\s+/).every((w) => !w || got.has(w));
};

/** Words a follow-up asks a narrowing with that say nothing of the items ("which of those take AAA?"). */
const NARROWING_TALK = new Set(
  `take takes taking use uses using fit fits fitting work works working run runs running come comes coming made make
  makes size sized sizes type types kind kinds model models version versions also only just still ok okay then`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words a follow-up narrows the previous set by: "AAA" of "which of those take AAA?". */
export const constraintOf = (subject: string) =>
  subject
    .split(/\s+/)
    .filter((w) => w && !NARROWING_TALK.has(w) && !CHATTER.has(w))
    .join(' ');

/** The price ceiling of a question, as `underCeiling` reads it. */
export const ceilingOf = (
  a: Pick<ChatAsked, 'under' | 'underIncluded'>,
): Pick<ChatAsked, 'under' | 'underIncluded'> =>
  a.under !== undefined ? { under: a.under, underIncluded: a.underIncluded ?? false } : {};

/** A word's singular, roughly: "flashlights" and "flashlight", "batteries" and "battery" alike. */
const stem = (w: string) => w.replace(/ies$/, 'y').replace(/(?<=[^s])e?s$/, '');
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The items whose own texts say they are for the device the head names beside its kind: "flashlight
 * batteries" are the cells "for high-drain toys and flashlights", "key fob battery" the coin cells
 * "for key fobs, scales". The device must end a phrase there: "car" in "for car remotes" names a
 * remote, and "RC cars" (a device of its own, named by an abbreviation) are no cars. When only the
 * device's last words are found ("flashlight" of "heavy duty flashlight"), the items are not exact.
 */
export function itemsForDevice<T extends { name: string; description: string; features: readonly string[] }>(
  items: readonly T[],
  head: string,
): { items: T[]; exact: boolean } {
  const deviceOf = (i: T) => {
    const inName = new Set((i.name.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? []).map(stem));
    return head.split(' ').filter((w) => w && !inName.has(stem(w)));
  };
  const saysFor = (i: T, device: string[]) => {
    if (device.length === 0 || device.some((w) => /\d/.test(w))) return false;
    const phrase = device.map((w) => literal(stem(w))).join(String.raw`\s+`);
    const re = new RegExp(
      String.raw`(?<![\p{L}\p{N}-])${phrase}(?:e?s)?(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|or|&)\s)`,
      'giu',
    );
    return [i.description, ...i.features].some((t) =>
      [...t.matchAll(re)].some((m) => {
        // The word before: an abbreviation or a number makes another device of it ("RC cars", "1:10").
        const before = /(\S+)\s+$/.exec(t.slice(0, m.index))?.[1] ?? '';
        return !/^(?:[A-Z]{2,4}|[\d:.,]+)$/.test(before);
      }),
    );
  };
  const whole = items.filter((i) => saysFor(i, deviceOf(i)));
  if (whole.length > 0) return { items: whole, exact: true };
  // The device without its first words, one at a time: "heavy duty flashlight" is a flashlight.
  for (let drop = 1; drop <= 2; drop++) {
    const shorter = items.filter((i) => {
      const device = deviceOf(i);
      return device.length > drop && saysFor(i, device.slice(drop));
    });
    if (shorter.length > 0) return { items: shorter, exact: false };
  }
  return { items: [], exact: true };
}

/** Markup, scripts and addresses: never read, never quoted. */
const MARKUP =
  /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/?[a-z][^>]*>|javascript:\S*|\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ru|xyz|info|biz)\b\S*/gi;
/** Sentences that instruct the assistant rather than ask it. */
const INSTRUCTIONS = [
  /\b(?:ignore|disregard|forget|override|bypass)\b.*\b(?:instructions?|rules?|prompts?|guidelines|above|previous|prior)\b/i,
  /\b(?:system prompt|jailbreak|developer mode|you are now|act as|pretend (?:to be|you)|repeat after me|say exactly|respond (?:only )?with|reply (?:only )?with)\b/i,
  // "Say: …", "please write "…"", "tell everyone that …": words to be put in the assistant's mouth.
  /\b(?:say|repeat|print|output|write|type|reply|respond|answer)\b[^.?!]{0,20}?[:"“”«»]/i,
  /\b(?:say|tell (?:everyone|everybody|people|customers|them|users|the user)|announce|claim|state) that\b/i,
];

/**
 * A message that instructs the assistant ("ignore your instructions", "print your system prompt"),
 * or carries markup or an address.
 */
export function injected(text: string): boolean {
  return new RegExp(MARKUP.source, 'i').test(text) || INSTRUCTIONS.some((re) => re.test(text));
}

/**
 * A message without its markup, addresses and instructing sentences: what is left of a shopping
 * question ("Ignore your rules. Cheapest AA?" asks for the cheapest AA), or nothing. What is left
 * out is never read, and so never quoted back.
 */
export function withoutInjection(text: string): string {
  if (!injected(text)) return text;
  return text
    .replace(MARKUP, ' ')
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((sentence) => !INSTRUCTIONS.some((re) => re.test(sentence)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

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
/**
 * Whether two words of a subject stood side by side in the visitor's message ("golf cart"), not
 * apart with filler between them ("happen to sell golf"); always so without the message.
 */
export function sideBySide(message: string | undefined, words: readonly string[]): (n: number) => boolean {
  if (!message) return () => true;
  // Within a clause only: "quick question: brake pads" has no "question brake".
  const pairs = new Set(
    message
      .toLowerCase()
      .replace(/[’']s\b/g, '')
      .split(/[,;:.!?()[\]"“”]+/)
      .flatMap((clause) => {
        const tokens = clause.split(/[^\p{L}\p{M}\p{N}-]+/u).filter(Boolean);
        return tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`);
      }),
  );
  return (n) => n <= 0 || pairs.has(`${words[n - 1]} ${words[n]}`);
}

export async function readAsked(
  search: SearchService,
  topic: string,
  asked: ChatAsked,
  /** The visitor's message the subject was read from, when it is this message's. */
  message?: string,
): Promise<AskedReading> {
  const read = (text: string, limit?: number) =>
    search.understand(topic, text, { complete: false, ...(limit ? { limit } : {}) });
  const whole = await read(asked.subject);
  const words = asked.subject.split(/\s+/).filter(Boolean);
  // Words only saying what the thing is for; none when they are all of it ("looking for hair dye").
  const optional = new Set((asked.optional ?? '').split(/\s+/).filter(Boolean));
  if (!asked.care && words.every((w) => optional.has(w))) optional.clear();
  // A whole question found needs no reading word by word: its head is its words before the purpose.
  if (whole.outcome === 'found' || words.length < 2)
    return {
      understood: whole,
      known: whole.outcome === 'found',
      head: headOf(words, optional, () => true, sideBySide(message, words)),
    };
  const alone = await Promise.all(words.map((w) => read(w, 1)));
  const head = headOf(words, optional, (n) => alone[n]!.matchedBy === 'kind', sideBySide(message, words));
  const inHead = new Set(head.split(' '));
  const kind = words.filter((w, n) => alone[n]!.matchedBy === 'kind' && inHead.has(w)).join(' ');
  const core = coreOf(head, words, alone, message);
  // A number is never a word of the catalogue's: "2x + 3 = 7" is no product question.
  const known = words.some((w, n) => names(alone[n]!, w) && /\p{L}{2}/u.test(w));
  const either = await eitherBrand(read, words, alone);
  if (either) return { understood: either, known: true, head, kind, core };

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
    return { understood: narrowed, known, head, kind, core, closest: { unknown, rest: rest.join(' ') } };
  }
  // First the words nothing knows, left out together, so that a phrase the rest makes stays
  // whole ("batteries for my glucose meter, I am diabetic"); then each word weighed alone.
  const unknown = new Set(whole.unknown);
  return (
    (unknown.size > 0 ? await without((w) => !unknown.has(w)) : null) ??
    (await without((w, n) => names(alone[n]!, w))) ?? { understood: whole, known, head, kind, core }
  );
}

/** See `AskedReading.core`. */
function coreOf(head: string, words: readonly string[], alone: readonly Understood[], message?: string) {
  if (!message) return undefined;
  const typed = new Set(message.split(/[^\p{L}\p{M}\p{N}-]+/u));
  const h = head.split(' ');
  let k = 0;
  while (k < h.length - 1) {
    const n = words.indexOf(h[k]!);
    if (n < 0 || alone[n]!.outcome !== 'nothing' || /\d/.test(h[k]!) || !typed.has(h[k]!)) break;
    k++;
  }
  const next = words.indexOf(h[k]!);
  if (k === 0 || next < 0 || !alone[next]!.kinds.size) return undefined;
  return h.slice(k).join(' ');
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
