import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandItems } from '../../db/schema';
import { converse } from '../../test/chat-session';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PHRASES } from '../text-generator';

/**
 * Follow-ups narrow the whole set the previous question meant (not only the items its answer
 * listed) by their own constraint: a size, a brand, a price ceiling, "cheaper". Conversations go
 * through the chat route, as a visitor's do; what each listed item is (its size, brand, price) is
 * read from the catalogue directly.
 */

/** The item names a reply lists, in order: `- [name](path)`. */
const listed = (reply: string) => [...reply.matchAll(/^- \[([^\]]+)\]\(/gm)].map((m) => m[1]!);
/** A phrase's fixed text before its first `{name}`. */
const opening = (phrase: keyof typeof PHRASES.en) => PHRASES.en[phrase].split('{')[0]!;

describe('assistant follow-ups narrow the previous set', () => {
  let t: TestApp;
  /** The replies of one conversation, one per message. */
  const talk = (topic: string, ...messages: string[]) => converse(t.app, topic, messages);
  /** Every item of a topic, as the catalogue holds it. */
  const catalogue = async (topic: string) =>
    t.database.db
      .select({ name: brandItems.name, brandName: brandItems.brandName, priceMinor: brandItems.priceMinor })
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, topic));
  const priceOf = async (topic: string, name: string) =>
    (await catalogue(topic)).find((i) => i.name === name)!.priceMinor!;
  const isAaa = (n: string) => /\bAAA\b/.test(n) && !/charger/i.test(n);

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
  });
  afterAll(() => t.close());

  it('"which of those take AAA?" after "show me batteries" lists AAA cells only, beyond the four first shown', async () => {
    const [first, narrowed] = await talk('batteries', 'show me batteries', 'which of those take AAA?');
    const names = listed(narrowed!);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every(isAaa)).toBe(true);
    // The whole set was narrowed, not only the items the first answer happened to list.
    expect(names.some((n) => !listed(first!).includes(n))).toBe(true);
    expect(narrowed).toContain(PHRASES.en.ofThoseWith.replace('{q}', '“AAA”'));
  });

  it('"any under $10?" keeps the AA set and drops every item priced $10 or more', async () => {
    const [, reply] = await talk('batteries', 'I am after AA cells', 'any under $10?');
    const names = listed(reply!);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) {
      expect(n).toMatch(/\bAA\b/);
      expect(await priceOf('batteries', n)).toBeLessThan(1000);
    }
    const prices = await Promise.all(names.map((n) => priceOf('batteries', n)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('a second follow-up narrows the first one’s result: AAA, then under $12', async () => {
    const [, , reply] = await talk(
      'batteries',
      'batteries please',
      'which ones are AAA?',
      'anything under $12?',
    );
    const names = listed(reply!);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) {
      expect(isAaa(n)).toBe(true);
      expect(await priceOf('batteries', n)).toBeLessThan(1200);
    }
  });

  it('"which of those are from Chanel?" after perfumes lists Chanel’s perfumes, not its lipstick', async () => {
    const [, reply] = await talk('beautyluxdeluxe', 'show me perfume', 'which of those are from Chanel?');
    const names = listed(reply!);
    const chanelPerfumes = (await catalogue('beautyluxdeluxe'))
      .filter((i) => /^Chanel/.test(i.name) && /parfum|toilette/i.test(i.name))
      .map((i) => i.name);
    expect(new Set(names)).toEqual(new Set(chanelPerfumes));
  });

  it('"and cheaper?" lists only items priced below everything the last answer showed', async () => {
    const [first, reply] = await talk('batteries', 'AA batteries', 'and cheaper?');
    const shown = await Promise.all(listed(first!).map((n) => priceOf('batteries', n)));
    const names = listed(reply!);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) {
      expect(n).toMatch(/\bAA\b/);
      expect(await priceOf('batteries', n)).toBeLessThan(Math.min(...shown));
    }
  });

  it('"and cheaper?" after the cheapest coin cells says none is cheaper, and shows the nearest', async () => {
    const [first, reply] = await talk('batteries', 'what are your cheapest coin cells?', 'and cheaper?');
    const lowest = Math.min(...(await Promise.all(listed(first!).map((n) => priceOf('batteries', n)))));
    expect(reply!.startsWith(opening('noneAtPrice'))).toBe(true);
    expect(reply).toContain(`< $${(lowest / 100).toFixed(2)}`);
    expect(listed(reply!).length).toBeGreaterThan(0);
  });

  it('keeps the previous ranking: "cheapest coin cells", then "which of those are CR2032?"', async () => {
    const [, reply] = await talk('batteries', 'cheapest coin cells', 'which of those are CR2032?');
    const names = listed(reply!);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((n) => /2032/.test(n))).toBe(true);
    const prices = await Promise.all(names.map((n) => priceOf('batteries', n)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('says when nothing of the set is left, and shows the nearest: no charger under $5', async () => {
    const [, reply] = await talk('batteries', 'show me chargers', 'any under $5?');
    expect(reply!.startsWith(opening('noneAtPrice'))).toBe(true);
    expect(reply).toContain('< $5.00');
    const names = listed(reply!);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /charger/i.test(n))).toBe(true);
    // The nearest: the cheapest chargers first.
    const prices = await Promise.all(names.map((n) => priceOf('batteries', n)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeGreaterThanOrEqual(500);
  });

  it('says none of the power banks is AAA rather than listing power banks as if they were', async () => {
    const [, reply] = await talk('batteries', 'show me power banks', 'which of those are AAA?');
    expect(reply!.startsWith(PHRASES.en.noneOfThose.split('{')[0]!)).toBe(true);
    expect(reply).toContain('“AAA”');
    expect(listed(reply!).every(isAaa)).toBe(true);
  });
});
