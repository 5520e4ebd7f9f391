import { clip } from '@app/contract';
import { emergencyAnswer, withCareNotes } from './care';
import { type Language, LOCALES } from './chat-language';
import { say } from './chat-phrases';
import { formatCount, formatMoney, formatRating, linkText, plainLine } from './text';
import type {
  ChatContentAsked,
  ChatContext,
  ChatItemRef,
  ChatPodcastRef,
  ChatTipRef,
} from './text-generator';

/** How many items a built-in answer lists. */
const LIST_SIZE = 4;

/** How many words of the visitor's an answer quotes back at most. */
const QUOTED_WORDS = 6;
/** A word of a visitor's message: letters and digits, with the hyphens and apostrophes inside it. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Words echoed back: letters and digits only, a few of them, so that no markup, address or
 * sentence of the visitor's can come back in an answer.
 */
const quote = (s: string) => `“${clip((s.match(WORD) ?? []).slice(0, QUOTED_WORDS).join(' '), 60)}”`;

/**
 * The thing asked for (`words`, as the retrieval read it: lower case, its filler left out) in the
 * visitor's own words: the shortest stretch of the question that holds them in order ("battery for
 * my lawn mower" for "battery lawn mower"), or the words themselves when the question has no such
 * stretch (a follow-up's subject).
 */
function inVisitorWords(question: string, words: string): string {
  const wanted = words.split(/\s+/).filter(Boolean);
  const tokens = [...question.matchAll(WORD)].map((m) => ({
    word: m[0].toLowerCase().replace(/['’]s$/, ''),
    from: m.index!,
    to: m.index! + m[0].length,
  }));
  let best: { from: number; to: number; span: number } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.word !== wanted[0]) continue;
    let j = i;
    let k = 1;
    for (let n = i + 1; n < tokens.length && k < wanted.length && n - i < wanted.length + 3; n++)
      if (tokens[n]!.word === wanted[k]) {
        k++;
        j = n;
      }
    if (k === wanted.length && (!best || j - i < best.span))
      best = { from: tokens[i]!.from, to: tokens[j]!.to, span: j - i };
  }
  // A stretch too long to quote whole ("batteries for my grandson's remote control car"): its words alone.
  return best && best.span < QUOTED_WORDS ? question.slice(best.from, best.to) : words;
}

const link = (text: string, path: string) => `[${linkText(text)}](${path})`;

export function itemLine(i: ChatItemRef, lang: Language = 'en'): string {
  const locale = LOCALES[lang];
  const facts = [
    i.priceMinor !== null ? formatMoney(i.priceMinor, i.currency, locale) : null,
    i.rating !== null
      ? `${say(lang, 'rated')} ${formatRating(i.rating)}${i.reviewCount > 0 ? ` (${new Intl.NumberFormat(locale).format(i.reviewCount)} ${say(lang, 'reviews')})` : ''}`
      : null,
  ].filter(Boolean);
  const by =
    i.brandName && !i.name.toLowerCase().includes(i.brandName.toLowerCase())
      ? ` ${say(lang, 'by')} ${i.brandName}`
      : '';
  return `- ${link(i.name, i.path)}${by}${facts.length ? ` — ${facts.join(', ')}` : ''}`;
}

const langOf = (c: ChatContext): Language => c.language ?? 'en';

/** What the site has instead, when it has nothing of what was asked (or it is no shopping question). */
function notCarried(c: ChatContext): string {
  const lang = langOf(c);
  const site = c.voice.title;
  const subject = c.notCarried?.subject.trim() ?? '';
  const head =
    c.intent.kind === 'offTopic' || c.notCarried?.offTopic
      ? say(lang, 'offTopic', { site })
      : subject
        ? say(lang, 'notCarried', { site, q: quote(inVisitorWords(c.question, subject)) })
        : say(lang, 'notCarriedAny', { site });
  const categories = c.notCarried?.categories ?? [];
  const has = categories.length
    ? ` ${say(lang, 'weHave', { list: categories.map((b) => link(b.name, b.path)).join(', ') })}`
    : '';
  return `${head}${has}`;
}

/** When the items are the closest, not an exact match: say so before them, naming what was asked. */
const lead = (c: ChatContext): string[] =>
  c.closest
    ? [
        say(langOf(c), 'closest', {
          site: c.voice.title,
          q: quote(inVisitorWords(c.question, c.closest.unknown)),
        }),
      ]
    : [];

/** What the answer names back as asked: the head of the question, in the visitor's words. */
const askedOf = (c: ChatContext, subject: string): string =>
  inVisitorWords(c.question, (c.closest?.rest ?? c.asked ?? subject).trim());

/** After a follow-up that left nothing of the set: what none of it met, before the nearest items. */
function noneOfThose(c: ChatContext): string {
  const lang = langOf(c);
  const site = c.voice.title;
  const under = c.closest?.under;
  if (under) {
    const price = `${under.included ? '≤' : '<'} ${formatMoney(under.minor, under.currency, LOCALES[lang])}`;
    return say(lang, 'noneAtPrice', { site, price });
  }
  return say(lang, 'noneOfThose', { site, q: quote(inVisitorWords(c.question, c.closest?.unknown ?? '')) });
}

const byPrice = (a: ChatItemRef, b: ChatItemRef) =>
  (a.priceMinor ?? Number.MAX_SAFE_INTEGER) - (b.priceMinor ?? Number.MAX_SAFE_INTEGER);
const byRating = (a: ChatItemRef, b: ChatItemRef) =>
  (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount;

function notFound(c: ChatContext, subject: string): string {
  const lang = langOf(c);
  const what = subject.trim() ? quote(inVisitorWords(c.question, subject)) : lang === 'en' ? 'that' : '…';
  return [
    say(lang, 'notFound', { q: what, site: c.voice.title }),
    say(lang, 'tryAgain', { all: link(lang === 'en' ? 'all brands' : 'brands', `${c.basePath}/brands`) }),
  ].join(' ');
}

/** A brand of the items listed, and a tip and an episode that matched: where to read on. */
function moreLinks(c: ChatContext, listed: ChatItemRef[]): string[] {
  const lang = langOf(c);
  const out: string[] = [];
  const names = new Set(listed.map((i) => i.brandName.toLowerCase()));
  const brand = c.brands.find((b) => names.has(b.name.toLowerCase()));
  if (brand)
    out.push(say(lang, 'moreFrom', { brand: link(brand.name, brand.path), n: formatCount(brand.itemCount) }));
  const tip = c.tips[0];
  if (tip) out.push(say(lang, 'tip', { tip: link(tip.title, tip.path) }));
  const episode = c.podcasts?.[0];
  if (episode) out.push(say(lang, 'podcast', { podcast: link(episode.title, episode.path) }));
  return out;
}

/** A guide or an episode as an answer lists it: its link and what it is about. */
const contentLine = (r: ChatTipRef | ChatPodcastRef) => {
  const summary = clip(plainLine(r.summary), 200);
  return `- ${link(r.title, r.path)}${summary ? `: ${summary}` : ''}`;
};

/**
 * A question for the site's guides or podcast episodes: those that match, with their links and
 * what they are about; when none does, it says so, then answers with the items of its subject.
 */
function contentAnswer(c: ChatContext, asked: ChatContentAsked): string {
  const lang = langOf(c);
  const site = c.voice.title;
  const q = asked.subject ? quote(asked.subject) : lang === 'en' ? 'that' : '…';
  const podcasts = c.podcasts ?? [];
  const lines: string[] = [];
  if (asked.guides) {
    if (c.tips.length > 0)
      lines.push(
        say(lang, asked.subject ? 'guidesOn' : 'guidesAll', { site, q }),
        ...c.tips.map(contentLine),
      );
    else lines.push(say(lang, 'noGuide', { site, q }));
  }
  if (asked.podcasts) {
    if (podcasts.length > 0)
      lines.push(
        say(lang, asked.subject ? 'episodesOn' : 'episodesAll', { site, q }),
        ...podcasts.map(contentLine),
      );
    else lines.push(say(lang, 'noEpisode', { site, q }));
  }
  if (c.tips.length > 0 || podcasts.length > 0) return lines.join('\n');
  if (c.notCarried && asked.subject) lines.push(notCarried(c));
  else if (c.items.length > 0) {
    const listed = c.items.slice(0, LIST_SIZE);
    lines.push(
      ...lead(c),
      say(lang, 'found', { site, q: quote(c.closest?.rest ?? asked.subject) }),
      ...listed.map((i) => itemLine(i, lang)),
    );
  }
  return lines.join('\n');
}

function compare(c: ChatContext): string {
  const lang = langOf(c);
  const line = (i: ChatItemRef) => itemLine(i, lang);
  const { a, b } = c.compared ?? { a: null, b: null };
  const intent = c.intent.kind === 'compare' ? c.intent : { a: '', b: '' };
  if (!a || !b) {
    const missing = !a ? intent.a : intent.b;
    const other = a ?? b;
    return [notFound(c, missing), ...(other ? [say(lang, 'didFind'), line(other)] : [])].join('\n');
  }
  const lines = [say(lang, 'compareHead'), line(a), line(b)];
  if (a.priceMinor !== null && b.priceMinor !== null && a.priceMinor !== b.priceMinor) {
    const cheaper = a.priceMinor < b.priceMinor ? a : b;
    lines.push(say(lang, 'cheaperOfTwo', { name: cheaper.name }));
  }
  if (a.rating !== null && b.rating !== null && a.rating !== b.rating) {
    const better = a.rating > b.rating ? a : b;
    lines.push(say(lang, 'ratedHigher', { name: better.name }));
  }
  for (const side of [a, b]) {
    const f = side.features.slice(0, 2).map(plainLine).filter(Boolean);
    if (f.length) lines.push(`${side.name}: ${f.join('; ')}.`);
  }
  return lines.join('\n');
}

/**
 * The offline assistant: composes an answer from what retrieval found, never from anything
 * else, so every name, price and link in it is the catalogue's own.
 */
export function builtInChat(c: ChatContext): string {
  return emergencyAnswer(c) ?? withCareNotes(c, answer(c));
}

function answer(c: ChatContext): string {
  const site = c.voice.title;
  const lang = langOf(c);
  const line = (i: ChatItemRef) => itemLine(i, lang);
  if (c.contentAsked && c.intent.kind === 'search') return contentAnswer(c, c.contentAsked);
  if (c.notCarried) return notCarried(c);
  switch (c.intent.kind) {
    case 'greeting':
      return say(lang, 'greeting', { site });
    case 'thanks':
      return say(lang, 'thanks', { site });
    case 'offTopic':
      return notCarried(c);
    case 'policy': {
      const topic = c.intent.topic;
      const pages = c.policies;
      if (pages.length === 0) return notFound(c, '');
      const email = pages[0]?.email;
      // In English, the pages' own words; in another language, what they say in brief.
      if (lang === 'en')
        return pages
          .map((p) => `${p.text}\n${say(lang, 'readMore', { page: link(p.title, p.path) })}`)
          .join('\n\n');
      const text =
        topic === 'contact'
          ? email
            ? say(lang, 'contact', { site, email })
            : say(lang, 'noContact', { site })
          : say(lang, topic, { site });
      const more = pages.map((p) => link(p.title, p.path)).join(', ');
      return `${text}\n${say(lang, 'readMore', { page: more })}`;
    }
    case 'compare':
      return compare(c);
    case 'followUp': {
      if (c.intent.bigger)
        return c.items.length === 0
          ? say(lang, 'noBigger', { site })
          : [say(lang, 'biggerPacks'), ...c.items.slice(0, LIST_SIZE).map(line)].join('\n');
      if (c.closest && c.items.length > 0)
        return [noneOfThose(c), ...c.items.slice(0, LIST_SIZE).map(line)].join('\n');
      if (c.items.length === 0) return notFound(c, c.intent.subject);
      const heads = {
        cheapest: 'ofThoseCheapest',
        bestRated: 'ofThoseBest',
        priciest: 'ofThosePriciest',
      } as const;
      const { by, under, cheaper } = c.intent;
      // Narrowed by words of its own ("which of those take AAA?"), or by a ceiling (ranked by price).
      if (!by && c.asked)
        return [
          say(lang, 'ofThoseWith', { q: quote(inVisitorWords(c.question, c.asked)) }),
          ...c.items.slice(0, LIST_SIZE).map(line),
        ].join('\n');
      const head = by ? heads[by] : under !== undefined || cheaper ? heads.cheapest : 'ofThose';
      return [say(lang, head), ...c.items.slice(0, LIST_SIZE).map(line)].join('\n');
    }
    case 'cheapest':
    case 'priciest':
    case 'bestRated': {
      if (c.items.length === 0) return notFound(c, c.intent.subject);
      const kind = c.intent.kind;
      const sorted = [...c.items]
        .filter((i) => (kind === 'bestRated' ? i.rating !== null : i.priceMinor !== null))
        .sort(kind === 'bestRated' ? byRating : kind === 'cheapest' ? byPrice : (a, b) => byPrice(b, a))
        .slice(0, LIST_SIZE);
      if (sorted.length === 0) return notFound(c, c.intent.subject);
      const subject = askedOf(c, c.intent.subject);
      const of = subject ? ` ${say(lang, 'for')} ${quote(subject)}` : '';
      return [...lead(c), say(lang, kind, { site, of }), ...sorted.map(line), ...moreLinks(c, sorted)].join(
        '\n',
      );
    }
    case 'newest':
    case 'bestSellers':
    case 'onSale': {
      // Listed in the retrieval's order: newest first, most reviewed first, the price drops.
      const subject = c.intent.subject ? askedOf(c, c.intent.subject) : '';
      const of = subject ? ` ${say(lang, 'for')} ${quote(subject)}` : '';
      const kind = c.intent.kind;
      if (c.items.length === 0)
        return kind === 'onSale' ? say(lang, 'noneOnSale', { site, of }) : notFound(c, c.intent.subject);
      const listed = c.items.slice(0, LIST_SIZE);
      return [...lead(c), say(lang, kind, { site, of }), ...listed.map(line), ...moreLinks(c, listed)].join(
        '\n',
      );
    }
    case 'search': {
      const podcasts = c.podcasts ?? [];
      if (c.items.length === 0 && c.brands.length === 0 && c.tips.length === 0 && podcasts.length === 0)
        return notFound(c, c.intent.subject);
      const lines: string[] = [];
      if (c.items.length > 0) {
        // The closest, not an exact match: said once, in place of "here is what I found".
        lines.push(
          ...(c.closest ? lead(c) : [say(lang, 'found', { site, q: quote(askedOf(c, c.intent.subject)) })]),
        );
        const listed = c.items.slice(0, LIST_SIZE);
        lines.push(...listed.map(line));
        lines.push(...moreLinks(c, listed));
      } else {
        if (c.brands.length > 0) {
          lines.push(say(lang, 'pagesMatch', { site, q: quote(askedOf(c, c.intent.subject)) }));
          for (const b of c.brands.slice(0, LIST_SIZE))
            lines.push(
              `- ${link(b.name, b.path)} (${say(lang, b.isCategory ? 'category' : 'brand')}, ${formatCount(b.itemCount)} ${say(lang, 'items')})`,
            );
        }
        for (const t of c.tips.slice(0, 2))
          lines.push(`- ${say(lang, 'tipLabel')}: ${link(t.title, t.path)}`);
        for (const p of podcasts.slice(0, 1))
          lines.push(`- ${say(lang, 'podcastLabel')}: ${link(p.title, p.path)}`);
      }
      return lines.join('\n');
    }
  }
}
