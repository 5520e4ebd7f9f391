import { clipWords, formatCount, formatMoney, formatRating, linkText, plainLine } from './text';
import type { ChatContext, ChatItemRef } from './text-generator';

/** How many items a built-in answer lists. */
const LIST_SIZE = 4;

/** The visitor's words echoed back: plain, short, and unable to form a link. */
const quote = (s: string) => `“${clipWords(s.replace(/[[\]()<>`*_]/g, ' '), 80)}”`;

const link = (text: string, path: string) => `[${linkText(text)}](${path})`;

export function itemLine(i: ChatItemRef): string {
  const facts = [
    i.priceMinor !== null ? formatMoney(i.priceMinor, i.currency) : null,
    i.rating !== null
      ? `rated ${formatRating(i.rating)}${i.reviewCount > 0 ? ` (${formatCount(i.reviewCount)} reviews)` : ''}`
      : null,
  ].filter(Boolean);
  const by =
    i.brandName && !i.name.toLowerCase().includes(i.brandName.toLowerCase()) ? ` by ${i.brandName}` : '';
  return `- ${link(i.name, i.path)}${by}${facts.length ? ` — ${facts.join(', ')}` : ''}`;
}

const byPrice = (a: ChatItemRef, b: ChatItemRef) =>
  (a.priceMinor ?? Number.MAX_SAFE_INTEGER) - (b.priceMinor ?? Number.MAX_SAFE_INTEGER);
const byRating = (a: ChatItemRef, b: ChatItemRef) =>
  (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount;

function notFound(c: ChatContext, subject: string): string {
  const what = subject.trim() ? quote(subject) : 'that';
  return [
    `I could not find ${what} in the ${c.voice.title} catalogue.`,
    `Try a brand or product name, or browse ${link('all brands', `${c.basePath}/brands`)}.`,
  ].join(' ');
}

/** A brand of the items listed, and a tip that matched: where to read on. */
function moreLinks(c: ChatContext, listed: ChatItemRef[]): string[] {
  const out: string[] = [];
  const names = new Set(listed.map((i) => i.brandName.toLowerCase()));
  const brand = c.brands.find((b) => names.has(b.name.toLowerCase()));
  if (brand) out.push(`More from ${link(brand.name, brand.path)} (${formatCount(brand.itemCount)} items).`);
  const tip = c.tips[0];
  if (tip) out.push(`Our tip ${link(tip.title, tip.path)} may help too.`);
  return out;
}

function compare(c: ChatContext): string {
  const { a, b } = c.compared ?? { a: null, b: null };
  const intent = c.intent.kind === 'compare' ? c.intent : { a: '', b: '' };
  if (!a || !b) {
    const missing = !a ? intent.a : intent.b;
    return `${notFound(c, missing)}${a || b ? ` I did find:\n${itemLine((a ?? b)!)}` : ''}`;
  }
  const lines = [`Here is how they compare:`, itemLine(a), itemLine(b)];
  if (a.priceMinor !== null && b.priceMinor !== null && a.priceMinor !== b.priceMinor) {
    const cheaper = a.priceMinor < b.priceMinor ? a : b;
    lines.push(`${cheaper.name} is the cheaper of the two.`);
  }
  if (a.rating !== null && b.rating !== null && a.rating !== b.rating) {
    const better = a.rating > b.rating ? a : b;
    lines.push(`${better.name} is rated higher by shoppers.`);
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
  const site = c.voice.title;
  switch (c.intent.kind) {
    case 'greeting':
      return [
        `Hello! I am the ${site} assistant.`,
        'Ask me for a product or brand, the cheapest or best rated item of a kind, to compare two items, or about shipping and returns.',
      ].join(' ');
    case 'policy': {
      const pages = c.policies;
      if (pages.length === 0) return notFound(c, c.question);
      return pages.map((p) => `${p.text}\nRead more: ${link(p.title, p.path)}.`).join('\n\n');
    }
    case 'compare':
      return compare(c);
    case 'cheapest':
    case 'bestRated': {
      if (c.items.length === 0) return notFound(c, c.intent.subject);
      const cheapest = c.intent.kind === 'cheapest';
      const sorted = [...c.items]
        .filter((i) => (cheapest ? i.priceMinor !== null : i.rating !== null))
        .sort(cheapest ? byPrice : byRating)
        .slice(0, LIST_SIZE);
      if (sorted.length === 0) return notFound(c, c.intent.subject);
      const of = c.intent.subject.trim() ? ` for ${quote(c.intent.subject)}` : '';
      return [
        cheapest ? `The lowest prices on ${site}${of}:` : `The best rated on ${site}${of}:`,
        ...sorted.map(itemLine),
        ...moreLinks(c, sorted),
      ].join('\n');
    }
    case 'search': {
      if (c.items.length === 0 && c.brands.length === 0 && c.tips.length === 0)
        return notFound(c, c.intent.subject);
      const lines: string[] = [];
      if (c.items.length > 0) {
        lines.push(`Here is what I found on ${site} for ${quote(c.intent.subject)}:`);
        const listed = c.items.slice(0, LIST_SIZE);
        lines.push(...listed.map(itemLine));
        lines.push(...moreLinks(c, listed));
      } else {
        if (c.brands.length > 0) {
          lines.push(`These ${site} pages match ${quote(c.intent.subject)}:`);
          for (const b of c.brands.slice(0, LIST_SIZE))
            lines.push(
              `- ${link(b.name, b.path)} (${b.isCategory ? 'category' : 'brand'}, ${formatCount(b.itemCount)} items)`,
            );
        }
        for (const t of c.tips.slice(0, 2)) lines.push(`- Tip: ${link(t.title, t.path)}`);
      }
      return lines.join('\n');
    }
  }
}
