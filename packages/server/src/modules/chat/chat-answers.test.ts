import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandItems } from '../../db/schema';
import { chatKey, openChat } from '../../test/chat-session';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PHRASES } from '../text-generator/chat-phrases';

/**
 * The assistant's answers to visitor messages of each kind it used to get wrong, over the demo
 * catalogues, with the facts a right answer has. Expected items come from the catalogue read
 * here directly (by name), not from the assistant's own retrieval.
 */

/** The item names a reply lists, in order: `- [name](path)`. */
const listed = (reply: string) => [...reply.matchAll(/^- \[([^\]]+)\]\(/gm)].map((m) => m[1]!);

describe('assistant answers', () => {
  let t: TestApp;
  let ip = 0;
  const say = async (topic: string, ...messages: string[]) => {
    const session = await openChat(t.app, topic);
    let reply = '';
    for (const message of messages) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/chat/message?websiteTopic=${topic}`,
        payload: { sessionId: session.sessionId, message },
        headers: chatKey(session),
        remoteAddress: `10.3.${++ip >> 8}.${ip & 255}`,
      });
      expect(res.statusCode).toBe(200);
      reply = res.json().data.reply as string;
    }
    return reply;
  };
  /** The topic's items whose names match, as the catalogue holds them. */
  const itemsNamed = async (topic: string, re: RegExp) =>
    (
      await t.database.db
        .select({ name: brandItems.name, priceMinor: brandItems.priceMinor, rating: brandItems.rating })
        .from(brandItems)
        .where(eq(brandItems.websiteTopic, topic))
    ).filter((i) => re.test(i.name));

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
  });
  afterAll(() => t.close());

  describe('superlatives rank the kind the visitor means', () => {
    it('"cheapest battery charger" is the cheapest of the battery chargers, not a power bank or one with a word missing', async () => {
      const reply = await say('batteries', 'What is the cheapest battery charger?');
      expect(listed(reply)[0]).toBe('Powerowl 8-Bay USB Charger');
      expect(reply).not.toContain('Portable Charger');
    });

    it('"cheapest AA" is an AA battery, never the cheaper D-size adapter', async () => {
      const reply = await say('batteries', 'cheapest AA');
      const aa = (await itemsNamed('batteries', /\bAA\b(?!\/)/))
        .filter((i) => !/charger|adapter/i.test(i.name))
        .sort((a, b) => a.priceMinor! - b.priceMinor!);
      expect(listed(reply)[0]).toBeDefined();
      expect(aa.filter((i) => i.priceMinor === aa[0]!.priceMinor).map((i) => i.name)).toContain(
        listed(reply)[0],
      );
      expect(reply).not.toContain('D Size Adapters');
    });

    it('"best rated AAA" and "best coin cells" are the highest rated of those kinds', async () => {
      const aaa = (await itemsNamed('batteries', /\bAAA\b/)).filter((i) => !/charger/i.test(i.name));
      const topAaa = Math.max(...aaa.map((i) => i.rating!));
      const first = listed(await say('batteries', 'best rated AAA'))[0];
      expect(aaa.find((i) => i.name === first)?.rating).toBe(topAaa);

      const coins = await itemsNamed('batteries', /coin|button/i);
      const topCoin = Math.max(...coins.map((i) => i.rating!));
      const coin = listed(await say('batteries', 'best coin cells'))[0];
      expect(coins.find((i) => i.name === coin)?.rating).toBe(topCoin);
    });
  });

  describe('honest about what the shop does not carry', () => {
    it('says it has no car batteries, and only names items that mention cars as such', async () => {
      const reply = await say('batteries', 'Do you have car batteries?');
      expect(reply).toMatch(/^Battery Finder does not carry “car batteries”\./);
      expect(reply).toContain(PHRASES.en.mentioned);
      expect(reply).not.toContain('Here is what I found');
    });

    it('says it has no 4680 cells and lists the categories it has instead of other cells', async () => {
      const reply = await say('batteries', 'Do you sell 4680 cells?');
      expect(reply).toMatch(/does not carry “4680 cells”/);
      expect(listed(reply)).toEqual([]);
      expect(reply).toContain('[Coin Cells](/batteries/category/coin-cells)');
    });

    it('declines off-topic questions without naming products', async () => {
      for (const message of ['What is the weather in Paris?', 'Who won the 2018 World Cup?']) {
        const reply = await say('batteries', message);
        expect(reply).toContain('I can only help with shopping on Battery Finder');
        expect(listed(reply)).toEqual([]);
      }
      const brakes = await say('batteries', 'brake pads');
      expect(brakes).toMatch(/does not carry “brake pads”/);
      expect(listed(brakes)).toEqual([]);
    });

    it('corrects no typo into a match that is not there: "lawn mower" finds no power banks', async () => {
      const reply = await say('batteries', 'lawn mower');
      expect(reply).toMatch(/does not carry “lawn mower”/);
      expect(listed(reply)).toEqual([]);
    });
  });

  describe('words of the same meaning', () => {
    it('"perfume" finds the eaux de parfum and de toilette', async () => {
      const reply = await say('beautyluxdeluxe', 'Do you have perfume?');
      expect(listed(reply).length).toBeGreaterThan(0);
      expect(listed(reply).every((n) => /eau de (parfum|toilette)|EDP|EDT|parfum/i.test(n))).toBe(true);
    });

    it('"cream" and "moisturizer" find the same moisturizers', async () => {
      const cream = listed(await say('beautyluxdeluxe', 'face cream'));
      const moisturizer = listed(await say('beautyluxdeluxe', 'moisturizer'));
      expect(cream.length).toBeGreaterThan(0);
      expect(new Set(cream)).toEqual(new Set(moisturizer));
    });
  });

  it('answers a follow-up about the items it just listed', async () => {
    const session = await openChat(t.app, 'batteries');
    const ask = async (message: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/message?websiteTopic=batteries',
          payload: { sessionId: session.sessionId, message },
          headers: chatKey(session),
          remoteAddress: `10.4.0.${++ip & 255}`,
        })
      ).json().data.reply as string;
    const first = listed(await ask('best rated power bank'));
    expect(first.length).toBeGreaterThan(1);
    // A bare "the cheapest one?" after a list is about that list too.
    expect(listed(await ask('and the cheapest one?')).length).toBeGreaterThan(1);
    const followUp = await ask('Which of those is the cheapest?');
    expect(followUp).toContain(PHRASES.en.ofThoseCheapest);
    const names = listed(followUp);
    expect(new Set(names)).toEqual(new Set(first));
    const prices = await itemsNamed('batteries', /./);
    const price = (n: string) => prices.find((i) => i.name === n)!.priceMinor!;
    expect(names.map(price)).toEqual([...names.map(price)].sort((a, b) => a - b));
  });

  describe('the visitor’s language', () => {
    it('answers German in German, with power banks for "günstigste Powerbank"', async () => {
      const reply = await say('batteries', 'Was ist die günstigste Powerbank?');
      expect(reply).toMatch(/^Die niedrigsten Preise bei Battery Finder/);
      const banks = await itemsNamed('batteries', /portable charger|power ?bank|powercore|magnetic/i);
      expect(listed(reply).length).toBeGreaterThan(0);
      expect(listed(reply).every((n) => banks.some((b) => b.name === n))).toBe(true);
      expect(reply).not.toMatch(/\bAAA\b/);
    });

    it('answers Portuguese in Portuguese, with AA batteries for "pilha AA mais barata"', async () => {
      const reply = await say('batteries', 'Qual é a pilha AA mais barata?');
      expect(reply).toMatch(/^Os menores preços na Battery Finder/);
      expect(listed(reply).every((n) => /\bAA\b/.test(n))).toBe(true);
      expect(reply).toMatch(/US\$\s\d+,\d\d/);
    });

    it('greets back in the visitor’s language', async () => {
      expect(await say('batteries', 'Hallo')).toBe(PHRASES.de.greeting.replace('{site}', 'Battery Finder'));
      expect(await say('batteries', 'Olá!')).toBe(PHRASES.pt.greeting.replace('{site}', 'Battery Finder'));
    });

    it('reads "I\'m looking for a foundation" as foundation, in English', async () => {
      const reply = await say('beautyluxdeluxe', "I'm looking for a foundation");
      expect(reply).toMatch(/^Here is what I found on Beauty Lux Deluxe for “foundation”/);
      expect(listed(reply).length).toBeGreaterThan(0);
    });
  });

  describe('care where it matters', () => {
    it('adds a word of care to a pregnancy question', async () => {
      const reply = await say('beautyluxdeluxe', 'Is this retinol serum safe during pregnancy?');
      expect(reply).toContain(PHRASES.en.health);
    });

    it('adds the swallowing warning when coin cells and children meet, in the visitor’s language', async () => {
      expect(await say('batteries', 'Are CR2032 coin cells safe around kids?')).toContain(PHRASES.en.child);
      expect(await say('batteries', 'Welche Knopfzellen sind sicher für Kinder?')).toContain(
        PHRASES.de.child,
      );
      expect(await say('batteries', 'best rated AA')).not.toContain(PHRASES.en.child);
    });
  });
});
