import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandItems, brands } from '../../db/schema';
import { converse } from '../../test/chat-session';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PHRASES } from '../text-generator';

/**
 * Visitors writing in Italian, Dutch and Japanese (and German, French and Spanish with everyday
 * verbs and currencies) over the demo catalogues: the answer is in their language and holds the
 * items the catalogue (read here directly) says are right.
 */

/** The item names a reply lists, in order: `- [name](path)`. */
const listed = (reply: string) => [...reply.matchAll(/^- \[([^\]]+)\]\(/gm)].map((m) => m[1]!);
/** A phrase's fixed opening, before its first `{name}`: how a reply in that language starts. */
const opening = (text: string) => text.split('{')[0]!;

describe('the assistant in Italian, Dutch and Japanese', () => {
  let t: TestApp;
  /** The reply to the last of `messages`, sent in one conversation. */
  const say = async (topic: string, ...messages: string[]) =>
    (await converse(t.app, topic, messages)).at(-1)!;
  /** The topic's items, with their brand's name, as the catalogue holds them. */
  const catalogue = async (topic: string) =>
    t.database.db
      .select({
        name: brandItems.name,
        priceMinor: brandItems.priceMinor,
        rating: brandItems.rating,
        brand: brands.name,
      })
      .from(brandItems)
      .innerJoin(brands, eq(brands.id, brandItems.brandId))
      .where(eq(brandItems.websiteTopic, topic));
  const priceOf = async (topic: string, name: string) =>
    (await catalogue(topic)).find((i) => i.name === name)?.priceMinor ?? Number.NaN;
  /** The lowest price of the items whose names match, and those of a kind that is not `not`. */
  const lowest = async (topic: string, re: RegExp, not = /charger|adapter/i) =>
    Math.min(
      ...(await catalogue(topic))
        .filter((i) => re.test(i.name) && !not.test(i.name))
        .map((i) => i.priceMinor!),
    );

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
  });
  afterAll(() => t.close());

  describe('Italian', () => {
    it('"la pila AAA meno cara" is the cheapest AAA battery, said in Italian', async () => {
      const reply = await say('batteries', 'Mi serve la pila AAA meno cara, cosa avete?');
      expect(reply.startsWith(opening(PHRASES.it.cheapest))).toBe(true);
      const first = listed(reply)[0]!;
      expect(first).toMatch(/\bAAA\b/);
      expect(await priceOf('batteries', first)).toBe(await lowest('batteries', /\bAAA\b/));
    });

    it('"power bank sotto i 25 euro" lists only power banks below 25', async () => {
      const reply = await say('batteries', 'Avete qualche power bank sotto i 25 euro?');
      expect(reply).toContain(opening(PHRASES.it.found));
      const names = listed(reply);
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(await priceOf('batteries', n)).toBeLessThan(2500);
    });

    it('"Eneloop o Panasonic, quale costa meno?" compares the two brands, in Italian', async () => {
      const reply = await say('batteries', 'Eneloop o Panasonic, quale costa meno?');
      expect(reply.startsWith(PHRASES.it.compareHead)).toBe(true);
      const [a, b] = listed(reply);
      expect(a).toMatch(/^Eneloop /);
      expect(b).toMatch(/^Panasonic /);
    });

    it('answers a returns question and a greeting in Italian', async () => {
      expect(await say('batteries', 'Come funzionano i resi se un articolo non va bene?')).toContain(
        PHRASES.it.returns,
      );
      expect(await say('beautyluxdeluxe', 'Buongiorno!')).toContain(opening(PHRASES.it.greeting));
    });
  });

  describe('Dutch', () => {
    it('"welke knoopcel is het best beoordeeld" is the best rated coin cell, said in Dutch', async () => {
      const reply = await say('batteries', 'Welke knoopcel is het best beoordeeld?');
      expect(reply.startsWith(opening(PHRASES.nl.bestRated))).toBe(true);
      const coins = (await catalogue('batteries')).filter((i) => /coin|button/i.test(i.name));
      const first = coins.find((i) => i.name === listed(reply)[0]);
      expect(first?.rating).toBe(Math.max(...coins.map((i) => i.rating!)));
    });

    it('"en de best beoordeelde daarvan?" ranks the power banks just listed, in Dutch', async () => {
      const reply = await say(
        'batteries',
        'Welke powerbank is het goedkoopst?',
        'En de best beoordeelde daarvan?',
      );
      expect(reply.startsWith(PHRASES.nl.ofThoseBest)).toBe(true);
      const banks = (await catalogue('batteries')).filter((i) =>
        /power bank|portable charger|magnetic/i.test(i.name),
      );
      const ratings = listed(reply).map((n) => banks.find((i) => i.name === n)?.rating ?? null);
      expect(ratings.length).toBeGreaterThan(1);
      expect(ratings).not.toContain(null);
      expect(ratings).toEqual([...ratings].sort((x, y) => y! - x!));
    });

    it('"wat kost de verzending" is the shipping answer in Dutch', async () => {
      expect(await say('batteries', 'Wat kost de verzending naar Utrecht?')).toContain(
        PHRASES.nl.shipping.replace('{site}', 'Battery Finder'),
      );
    });

    it('says in Dutch that the site does not sell vacuum cleaners, naming no product', async () => {
      const reply = await say('beautyluxdeluxe', 'Verkopen jullie ook stofzuigers?');
      expect(reply).toContain('verkoopt geen');
      expect(listed(reply)).toEqual([]);
    });
  });

  describe('Japanese', () => {
    it('"単四電池で一番安いのは" is the cheapest AAA battery, said in Japanese', async () => {
      const reply = await say('batteries', '単四電池で一番安いのはどれですか？');
      expect(reply).toContain('価格の安い商品');
      const first = listed(reply)[0]!;
      expect(first).toMatch(/\bAAA\b/);
      expect(await priceOf('batteries', first)).toBe(await lowest('batteries', /\bAAA\b/));
    });

    it('reads a brand written in Latin letters inside Japanese: Anker power banks', async () => {
      const reply = await say('batteries', 'Ankerのモバイルバッテリーを探しています');
      const names = listed(reply);
      expect(names.length).toBeGreaterThan(0);
      const items = await catalogue('batteries');
      for (const n of names) expect(items.find((i) => i.name === n)?.brand).toBe('Anker');
      expect(reply).toContain('見つかった商品');
    });

    it('"２０ユーロ以下の充電器" (full-width digits) lists only chargers at 20 or less', async () => {
      const reply = await say('batteries', '２０ユーロ以下の充電器はありますか？');
      const names = listed(reply);
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) {
        expect(n).toMatch(/charger/i);
        expect(await priceOf('batteries', n)).toBeLessThanOrEqual(2000);
      }
    });

    it('"その中で一番安いのは？" after AA batteries ranks those by price', async () => {
      const reply = await say('batteries', '単三電池', 'その中で一番安いのは？');
      expect(reply.startsWith(PHRASES.ja.ofThoseCheapest)).toBe(true);
      const first = listed(reply)[0]!;
      expect(first).toMatch(/\bAA\b/);
      expect(await priceOf('batteries', first)).toBe(await lowest('batteries', /\bAA\b(?!\/)/));
    });

    it('answers returns, a greeting and thanks in Japanese', async () => {
      expect(await say('batteries', '返品について教えてください')).toContain(PHRASES.ja.returns);
      expect(await say('batteries', 'こんにちは！')).toContain(opening(PHRASES.ja.greeting));
      expect(await say('batteries', 'ありがとうございました')).toContain('どういたしまして');
    });

    it('says in Japanese that the site does not carry vacuum cleaners', async () => {
      const reply = await say('batteries', '掃除機は売っていますか？');
      expect(reply).toContain('取り扱っていません');
      expect(listed(reply)).toEqual([]);
    });

    it('"人気のファンデーション" ranks foundations by rating', async () => {
      const reply = await say('beautyluxdeluxe', '人気のファンデーションを教えて');
      expect(reply).toContain('評価の高い商品');
      const names = listed(reply);
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(n).toMatch(/foundation/i);
    });
  });

  describe('everyday verbs and currencies of German, French and Spanish', () => {
    it('"Was kostet ein Anker Ladegerät?" lists Anker chargers, in German', async () => {
      const reply = await say('batteries', 'Was kostet ein Anker Ladegerät?');
      expect(reply).toContain(opening(PHRASES.de.found));
      expect(listed(reply)[0]).toMatch(/^Anker .*Charger/);
    });

    it('"Combien coûte une pile CR2032 ?" lists CR2032 cells, in French', async () => {
      const reply = await say('batteries', 'Combien coûte une pile CR2032 ?');
      expect(reply).toContain(opening(PHRASES.fr.found));
      const names = listed(reply);
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(n).toMatch(/2032/);
    });

    it('"¿Tenéis pilas AA por menos de 10 euros?" lists AA cells below 10, in Spanish', async () => {
      const reply = await say('batteries', '¿Tenéis pilas AA por menos de 10 euros?');
      expect(reply).toContain(opening(PHRASES.es.found));
      const names = listed(reply);
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) {
        expect(n).toMatch(/\bAA\b/);
        expect(await priceOf('batteries', n)).toBeLessThan(1000);
      }
    });
  });

  it('answers in English when only a brand is French: "Lancôme mascara, how much?"', async () => {
    const reply = await say('beautyluxdeluxe', 'Lancôme mascara, how much?');
    expect(reply).toContain(opening(PHRASES.en.found));
    expect(listed(reply)[0]).toMatch(/Lancôme .*Mascara/);
  });
});
