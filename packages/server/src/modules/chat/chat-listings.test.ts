import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandItems } from '../../db/schema';
import { converse } from '../../test/chat-session';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PHRASES } from '../text-generator';
import { chatRepository } from './chat.repository';
import { intentOf } from './chat-intent';
import { underCeiling } from './chat-ranking';
import { chatRetrieval, chatTools } from './chat-retrieval';

/**
 * Price ceilings read as the visitor means them, and "what's new", "best sellers" and "on sale"
 * answered from the demo catalogue: the items' own dates, review counts and observed price drops.
 */

/** The item names a reply lists, in order: `- [name](path)`. */
const listed = (reply: string) => [...reply.matchAll(/^- \[([^\]]+)\]\(/gm)].map((m) => m[1]!);
/** A phrase's fixed text before its first `{name}`: how the reply's heading starts. */
const head = (lang: keyof typeof PHRASES, phrase: 'newest' | 'bestSellers' | 'onSale' | 'noneOnSale') =>
  PHRASES[lang][phrase].split('{')[0]!;

describe('assistant: price ceilings, new items, best sellers and price drops', () => {
  let t: TestApp;
  const say = async (...messages: string[]) => (await converse(t.app, 'batteries', messages)).at(-1)!;
  const items = async () =>
    t.database.db
      .select({
        id: brandItems.id,
        name: brandItems.name,
        brandName: brandItems.brandName,
        priceMinor: brandItems.priceMinor,
        rating: brandItems.rating,
        reviewCount: brandItems.reviewCount,
        createdAt: brandItems.createdAt,
      })
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, 'batteries'));
  const byName = async (name: string) => (await items()).find((i) => i.name === name)!;

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
  });
  afterAll(() => t.close());

  describe('"under" is below the amount, "up to" includes it', () => {
    /** The AA batteries' second-lowest price: some AA batteries cost less, some exactly that. */
    const aaCeiling = async () => {
      const aa = (await items()).filter(
        (i) => /\bAA\b(?!\/)/.test(i.name) && !/charger|adapter/i.test(i.name) && i.priceMinor !== null,
      );
      const prices = [...new Set(aa.map((i) => i.priceMinor!))].sort((a, b) => a - b);
      return { aa, ceiling: prices[1]! };
    };
    const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

    it('"AA batteries under $X" leaves out the AA batteries priced exactly $X', async () => {
      const { aa, ceiling } = await aaCeiling();
      const names = listed(await say(`AA batteries under ${dollars(ceiling)}`));
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect((await byName(n)).priceMinor!).toBeLessThan(ceiling);
      expect(aa.some((i) => i.priceMinor === ceiling)).toBe(true);
    });

    it('"up to $X", "$X or less", "no more than $X" and "bis X $" list the AA batteries priced exactly $X', async () => {
      const { aa, ceiling } = await aaCeiling();
      const atCeiling = aa.filter((i) => i.priceMinor === ceiling).map((i) => i.name);
      for (const message of [
        `AA batteries up to ${dollars(ceiling)}`,
        `AA batteries ${dollars(ceiling)} or less`,
        `AA batteries for no more than ${dollars(ceiling)}`,
        `AA Batterien bis ${(ceiling / 100).toFixed(2)} $`,
      ]) {
        const names = listed(await say(message));
        for (const n of names) expect((await byName(n)).priceMinor!, message).toBeLessThanOrEqual(ceiling);
        expect(
          names.some((n) => atCeiling.includes(n)),
          message,
        ).toBe(true);
      }
    });
  });

  describe('"what\'s new"', () => {
    it("lists the newest item first, and answers in the visitor's language", async () => {
      const all = await items();
      // Seeded together: the one added last is the newest.
      const last = [...all].sort((a, b) => +b.createdAt - +a.createdAt || b.id - a.id)[0]!;
      expect(listed(await say("What's new?"))[0]).toBe(last.name);

      const newest = all.find((i) => i.brandName === 'Varta')!;
      await t.database.db
        .update(brandItems)
        .set({ createdAt: sql`now() + interval '1 day'` })
        .where(eq(brandItems.id, newest.id));
      const reply = await say("What's new?");
      expect(reply).toContain(head('en', 'newest'));
      expect(listed(reply)[0]).toBe(newest.name);
      expect(reply).not.toMatch(/does not carry|off topic|only help/i);

      const de = await say('Was gibt es Neues?');
      expect(de).toContain(head('de', 'newest'));
      expect(listed(de)[0]).toBe(newest.name);
      const fr = await say('Quelles sont les nouveautés ?');
      expect(fr).toContain(head('fr', 'newest'));
      expect(listed(fr)[0]).toBe(newest.name);
    });

    it('"any new Energizer batteries?" lists only Energizer items, the newest of them first', async () => {
      const energizer = (await items()).filter(
        (i) => i.brandName === 'Energizer' && !/charger|power bank/i.test(i.name),
      );
      const newest = energizer[energizer.length - 1]!;
      await t.database.db
        .update(brandItems)
        .set({ createdAt: sql`now() + interval '2 days'` })
        .where(eq(brandItems.id, newest.id));
      const names = listed(await say('Any new Energizer batteries?'));
      expect(names[0]).toBe(newest.name);
      for (const n of names) expect(energizer.map((i) => i.name)).toContain(n);
    });
  });

  describe('"best sellers"', () => {
    it('are the most reviewed items, the most reviewed first, in each language', async () => {
      const all = (await items()).sort(
        (a, b) => b.reviewCount - a.reviewCount || (b.rating ?? 0) - (a.rating ?? 0),
      );
      const top = all[0]!;
      for (const [lang, message] of [
        ['en', 'What are your best sellers?'],
        ['es', '¿Cuáles son los más vendidos?'],
        ['pt', 'Quais são os mais vendidos?'],
      ] as const) {
        const reply = await say(message);
        expect(reply, message).toContain(head(lang, 'bestSellers'));
        expect(listed(reply)[0], message).toBe(top.name);
        const counts = await Promise.all(listed(reply).map(async (n) => (await byName(n)).reviewCount));
        expect(counts, message).toEqual([...counts].sort((a, b) => b - a));
      }
    });
  });

  describe('"on sale"', () => {
    it('lists the items whose price dropped at the marketplace, and only those; says so when none did', async () => {
      const none = await say('Anything on sale?');
      expect(none).toContain(head('en', 'noneOnSale'));
      expect(listed(none)).toEqual([]);

      const all = await items();
      const dropped = all.find((i) => i.brandName === 'Energizer' && i.priceMinor !== null)!;
      const raised = all.find((i) => i.brandName === 'Duracell' && i.priceMinor !== null)!;
      // A price refresh: one price drops, one rises (the trigger keeps the price before).
      await t.database.db
        .update(brandItems)
        .set({ priceMinor: dropped.priceMinor! - 100 })
        .where(and(eq(brandItems.id, dropped.id)));
      await t.database.db
        .update(brandItems)
        .set({ priceMinor: raised.priceMinor! + 100 })
        .where(eq(brandItems.id, raised.id));

      for (const [lang, message] of [
        ['en', 'Any deals on batteries?'],
        ['de', 'Habt ihr Angebote?'],
        ['fr', 'Quelles sont les promotions ?'],
        ['es', '¿Qué ofertas tienen?'],
        ['pt', 'Quais são as promoções?'],
      ] as const) {
        const reply = await say(message);
        expect(reply, message).toContain(head(lang, 'onSale'));
        expect(listed(reply), message).toEqual([dropped.name]);
      }
      expect(listed(await say('Are any Energizer batteries on sale?'))).toEqual([dropped.name]);
      expect(listed(await say('Any Duracell discounts?'))).toEqual([]);
      expect(listed(await say('Any bargains on Energizer?'))).toEqual([dropped.name]);
      expect(listed(await say('Gibt es Schnäppchen bei Energizer?'))).toEqual([dropped.name]);

      // The model path: its search_catalogue tool reads the same words.
      const tools = chatTools(
        chatRetrieval(t.app.catalogueSearch, chatRepository(t.database.db)),
        'batteries',
        '/batteries',
        await t.app.siteConfigs.get('batteries'),
      );
      expect((await tools.searchCatalogue('Energizer batteries on sale')).items.map((i) => i.name)).toEqual([
        dropped.name,
      ]);
      expect((await tools.searchCatalogue('Duracell deals')).items).toEqual([]);
    });
  });
});

describe('price ceilings as read', () => {
  it('reads "under", "below", "less than" as strict and "up to", "at most", "or less", "max" as inclusive, in each language', () => {
    for (const m of [
      'AA under $10.99',
      'AA below 10.99 dollars',
      'AA less than $10.99',
      'AA unter 10,99 €',
      'piles moins de 10,99 €',
      'pilas menos de 10,99 €',
      'pilhas abaixo de R$ 10,99',
    ])
      expect(intentOf(m), m).toMatchObject({ under: 10.99, underIncluded: false });
    for (const m of [
      'AA up to $10.99',
      'AA at most $10.99',
      'AA $10.99 or less',
      'AA max $10.99',
      'AA no more than 10.99 dollars',
      'AA bis 10,99 €',
      'piles jusqu’à 10,99 €',
      'pilas hasta 10,99 €',
      'pilhas até R$ 10,99',
    ])
      expect(intentOf(m), m).toMatchObject({ under: 10.99, underIncluded: true });
  });

  it('compares in minor units exactly: $10.99 is not below $10.99 but is up to it; ¥ has no minor unit', () => {
    const item = (priceMinor: number, currency = 'USD') => ({
      priceMinor,
      currency,
      rating: null,
      reviewCount: 0,
      priceCheckedAt: null,
    });
    const items = [item(1098), item(1099), item(1100)];
    const prices = (under: number, underIncluded: boolean) =>
      underCeiling(items, { under, underIncluded }, 24).map((i) => i.priceMinor);
    expect(prices(10.99, false)).toEqual([1098]);
    expect(prices(10.99, true)).toEqual([1098, 1099]);
    expect(prices(0.29, true)).toEqual([]);
    expect(underCeiling([item(29)], { under: 0.29, underIncluded: true }, 24)).toHaveLength(1);
    expect(underCeiling([item(1100, 'JPY')], { under: 1100, underIncluded: false }, 24)).toEqual([]);
  });
});
