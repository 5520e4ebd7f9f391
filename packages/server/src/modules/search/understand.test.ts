import type { SearchResults, SynonymGroup } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, login, signInCast, type TestApp } from '../../test/test-app';
import { searchRepository } from './search.repository';
import { type SearchService, searchService } from './search.service';

/** Visitors' queries over the demo catalogue, and what they must (and must not) find. */
describe('search understands the catalogue', () => {
  let t: TestApp;
  let service: SearchService;
  let cast: Awaited<ReturnType<typeof signInCast>>;

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
    service = searchService(searchRepository(t.database.db));
    cast = await signInCast(t.app);
  });
  afterAll(() => t.close());

  let n = 0;
  /** The search box's reply (a fresh URL each time: replies are cached by URL). */
  async function search(q: string, topic = 'batteries', itemsLimit = 60): Promise<SearchResults> {
    const qs = new URLSearchParams({
      q,
      websiteTopic: topic,
      itemsLimit: String(itemsLimit),
      _: String(n++),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/search/aggregated?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const names = (xs: Array<{ name: string }>) => xs.map((x) => x.name);

  it('finds the fragrances for "perfume", and the creams for "moisturizer" and "crème"', async () => {
    const r = await search('perfume', 'beautyluxdeluxe');
    expect(r.brandItems).toHaveLength(13);
    for (const name of names(r.brandItems)) expect(name).toMatch(/eau de (parfum|toilette)|EDP|cologne/i);
    expect(names(r.brands)).toEqual(['Fragrance']);

    for (const q of ['moisturizer', 'crème', 'face cream']) {
      const creams = names((await search(q, 'beautyluxdeluxe')).brandItems);
      expect(creams, q).toEqual(
        expect.arrayContaining([
          'La Mer Crème de la Mer Moisturizing Cream, 1 oz',
          'Augustinus Bader The Rich Cream, 1.7 oz',
        ]),
      );
      expect(
        creams.every((c) => /cream|moisturi/i.test(c)),
        q,
      ).toBe(true);
    }
  });

  it('finds nothing for things not sold, without inventing a correction', async () => {
    expect(await search('lawn mower')).toEqual({
      brands: [],
      brandItems: [],
      tips: [],
      podcasts: [],
      ignored: [],
    });
    const u = await service.understand('batteries', 'lawn mower');
    expect(u).toMatchObject({ outcome: 'nothing', items: [], corrected: null });
    expect(u.unknown).toEqual(['lawn', 'mower']);
    // A real typo is still corrected.
    const typo = await service.understand('batteries', 'panasonc aaa');
    expect(typo.corrected).toBe('panasonic aaa');
    expect(typo.items.map((i) => i.name)).toEqual(['Panasonic Platinum Power AAA, 8 Pack']);
  });

  it('completes the last word as the visitor types, not in a finished message', async () => {
    // The search box: "CR2" may be the start of "CR2032".
    const typing = await service.understand('batteries', 'CR2 battery');
    expect(typing.outcome).toBe('found');
    // A finished message: there is no CR2 battery, and a CR2032 is none.
    const finished = await service.understand('batteries', 'CR2 battery', { complete: false });
    expect(finished).toMatchObject({ outcome: 'nothing', items: [], unknown: ['cr2'] });
    expect((await service.understand('beautyluxdeluxe', 'perf', { complete: false })).outcome).toBe(
      'nothing',
    );
    // Whole words are read as before.
    const aa = await service.understand('batteries', 'cheapest AA', { complete: false });
    expect(aa.items.map((i) => i.name)).toContain('Kodak Max Alkaline AA, 20 Pack');
  });

  it('shows only the brand and category an item name really names', async () => {
    const r = await search('Duracell Coppertop AA Batteries, 24 Pack');
    expect(r.brandItems[0]?.name).toBe('Duracell Coppertop AA Batteries, 24 Pack');
    expect(names(r.brands).sort()).toEqual(['AA Batteries', 'Duracell']);
    const anker = await search('Anker PowerCore 10000 Portable Charger');
    expect(names(anker.brands).sort()).toEqual(['Anker', 'Power Banks']);
  });

  it('"cheapest AA" means every AA battery, and its cheapest is the cheapest AA', async () => {
    const u = await service.understand('batteries', 'cheapest AA');
    expect(u).toMatchObject({ outcome: 'found', kinds: { size: 'AA' }, matchedBy: 'kind' });
    const itemNames = u.items.map((i) => i.name);
    for (const name of itemNames) expect(name).toMatch(/\bAA\b/);
    expect(itemNames).not.toContain('Eneloop D Size Adapters, 4 Pack');
    expect(itemNames).not.toContain('Energizer Recharge Pro Charger with 4 AA');
    // Every AA battery of the catalogue, in a category or not.
    expect(itemNames).toEqual(
      expect.arrayContaining([
        'Kodak Max Alkaline AA, 20 Pack',
        'Varta Longlife Power AA, 12 Pack',
        'Ladda AA Rechargeable 2450 mAh, 4 Pack',
      ]),
    );
    const cheapest = Math.min(...u.items.map((i) => i.priceMinor ?? Number.POSITIVE_INFINITY));
    expect(cheapest).toBe(999);
    expect(u.brands.map((b) => b.name)).toEqual(['AA Batteries']);

    const chargers = await service.understand('batteries', 'cheapest battery charger');
    expect(chargers.kinds).toEqual({ productType: 'battery charger' });
    expect(chargers.items.every((i) => /charger/i.test(i.name) && !/portable/i.test(i.name))).toBe(true);
    expect(Math.min(...chargers.items.map((i) => i.priceMinor!))).toBe(1599);
  });

  it('reads German and Portuguese words through the default synonyms', async () => {
    expect((await service.understand('batteries', 'pilhas AA')).kinds).toEqual({
      size: 'AA',
      productType: 'battery',
    });
    const banks = await search('Powerbank');
    expect(names(banks.brands)).toEqual(['Power Banks']);
    expect(names(banks.brandItems)).toContain('Baseus Blade 20000 mAh 100 W Power Bank');
    const akku = await service.understand('batteries', 'AAA Akku');
    expect(akku.kinds).toEqual({ size: 'AAA', chemistry: 'rechargeable' });
    expect(akku.items.map((i) => i.name)).toContain('Eneloop AAA Rechargeable Batteries, 8 Pack');
    expect(akku.items.map((i) => i.name)).not.toContain('Duracell Coppertop AAA Batteries, 16 Pack');
  });

  /** The names a finished message finds, as the assistant reads it. */
  const found = async (text: string, topic = 'batteries') =>
    (await service.understand(topic, text, { complete: false })).items.map((i) => i.name);

  it('reads a device or a need as the size or kind it takes', async () => {
    const penlight = await service.understand('batteries', 'penlight batteries', { complete: false });
    expect(penlight.kinds).toMatchObject({ size: 'AA' });
    for (const name of penlight.items.map((i) => i.name)) expect(name).toMatch(/\bAA\b/);

    const smoke = await service.understand('batteries', 'batteries for a smoke detector', {
      complete: false,
    });
    expect(smoke.kinds).toMatchObject({ size: '9V' });
    expect(smoke.items.map((i) => i.name)).toContain('Duracell 9V Alkaline Batteries, 4 Pack');
    for (const name of smoke.items.map((i) => i.name)) expect(name).toMatch(/9V|9 Volt/);

    const glucose = await service.understand('batteries', 'batteries for my glucose meter', {
      complete: false,
    });
    expect(glucose.kinds).toEqual({ size: 'CR2032', productType: 'coin cell' });
    expect(glucose.items.map((i) => i.name)).toContain('Duracell 2032 Lithium Coin Battery, 6 Pack');
    for (const name of glucose.items.map((i) => i.name)) expect(name).toMatch(/2032/);

    expect(await found('camping generator')).toContain('Anker 535 Portable Power Station 512 Wh');
    const trip = await service.understand('batteries', 'something to charge my phone on a trip');
    expect(trip.kinds).toEqual({ productType: 'power bank' });
    expect(trip.items.map((i) => i.name)).toContain('INIU Portable Charger 10000 mAh');
  });

  it('reads product words of every language the synonyms speak', async () => {
    for (const q of ['Gesichtscreme', 'crème visage', 'crema facial', 'creme facial']) {
      const creams = await found(q, 'beautyluxdeluxe');
      expect(creams, q).toContain('Tatcha The Dewy Skin Cream, 1.7 oz');
      expect(
        creams.every((c) => /cream/i.test(c) && !/eye/i.test(c)),
        q,
      ).toBe(true);
    }
    for (const q of ['pestañas', 'cils', 'Wimpern', 'cílios', 'Wimperntusche'])
      expect(await found(q, 'beautyluxdeluxe'), q).toEqual(['Lancôme Lash Idôle Mascara']);
    expect(await found('eye cream for dark circles', 'beautyluxdeluxe')).toEqual([
      'La Prairie White Caviar Illuminating Eye Cream',
    ]);
    const recargables = await service.understand('batteries', 'pilas AAA recargables', { complete: false });
    expect(recargables.kinds).toEqual({ size: 'AAA', productType: 'battery', chemistry: 'rechargeable' });
    expect(recargables.items.map((i) => i.name)).toContain('Eneloop AAA Rechargeable Batteries, 8 Pack');
    for (const name of await found('lip stick', 'beautyluxdeluxe')) expect(name).toMatch(/lip/i);
  });

  it('reads a watch battery as a silver-oxide cell, and a battery charger as one that takes cells', async () => {
    const watch = await found('cheapest watch battery');
    expect(watch).toContain('Panasonic SR626SW Silver Oxide Watch Battery, 5 Pack');
    for (const name of watch) expect(name).toMatch(/silver oxide/i);

    for (const q of ['cheapest battery charger', 'cargador de pilas', 'chargeur de piles']) {
      const chargers = await found(q);
      expect(chargers, q).toEqual(
        expect.arrayContaining(['Powerowl 8-Bay USB Charger', 'Eneloop Smart and Quick Charger with 4 AA']),
      );
      // A USB wall charger for phones charges no batteries.
      expect(chargers, q).not.toContain('Anker Nano Charger 30 W USB-C');
    }
    expect(await found('cheapest charger')).toContain('Anker Nano Charger 30 W USB-C');
  });

  it('corrects a slip of the keyboard in a name, and invents nothing for words not sold', async () => {
    const anker = await service.understand('batteries', 'ankr powerbank', { complete: false });
    expect(anker.corrected).toBe('anker powerbank');
    expect(anker.items.map((i) => i.name)).toContain('Anker PowerCore 10000 Portable Charger');
    expect(anker.items.every((i) => i.brandName === 'Anker' && !/Nano/.test(i.name))).toBe(true);

    expect((await found('dior sauvgae', 'beautyluxdeluxe'))[0]).toBe('Dior Sauvage Eau de Toilette, 3.4 oz');
    // Corrected, the word names the charger kind: the Eneloop charger, not the Eneloop cells.
    expect((await found('eneloop chargr'))[0]).toBe('Eneloop Smart and Quick Charger with 4 AA');

    const mower = await service.understand('batteries', 'lawn mowr battery', { complete: false });
    expect(mower).toMatchObject({ outcome: 'nothing', items: [], corrected: null });
    // AAAA is a size of its own that the shop does not carry, not a typo of AAA.
    const aaaa = await service.understand('batteries', 'AAAA batteries', { complete: false });
    expect(aaaa).toMatchObject({ outcome: 'nothing', kinds: { size: 'AAAA' }, corrected: null });
  });

  describe('synonyms kept by the admin', () => {
    const url = '/api/search/synonyms';

    it('take effect at once, and only on their own site', async () => {
      expect(await search('zapcan')).toEqual({
        brands: [],
        brandItems: [],
        tips: [],
        podcasts: [],
        ignored: [],
      });
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: cast.admin,
        payload: { terms: ['Zapcan', 'power bank'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const group: SynonymGroup = res.json().data;
      expect(group.terms).toEqual(['zapcan', 'power bank']);
      const r = await search('zapcan');
      expect(names(r.brandItems)).toContain('Anker 737 Power Bank 24,000 mAh, 140 W');
      // Another site's visitors and admins do not see it.
      expect(await search('zapcan', 'test')).toEqual({
        brands: [],
        brandItems: [],
        tips: [],
        podcasts: [],
        ignored: [],
      });
      const testList = await t.app.inject({ method: 'GET', url, headers: cast.testAdmin });
      expect(testList.json().data.map((g: SynonymGroup) => g.id)).not.toContain(group.id);
      const foreign = await t.app.inject({
        method: 'PUT',
        url: `${url}/${group.id}`,
        headers: cast.testAdmin,
        payload: { terms: ['a', 'b'] },
      });
      expect(foreign.statusCode).toBe(404);
      const named = await t.app.inject({
        method: 'GET',
        url: `${url}?websiteTopic=test`,
        headers: cast.admin,
      });
      expect(named.statusCode).toBe(403);

      // Changed and deleted, search follows.
      const put = await t.app.inject({
        method: 'PUT',
        url: `${url}/${group.id}`,
        headers: cast.admin,
        payload: { terms: ['zapcan', 'charger'] },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect((await search('zapcan')).brandItems.every((i) => /charger/i.test(i.name))).toBe(true);
      const del = await t.app.inject({ method: 'DELETE', url: `${url}/${group.id}`, headers: cast.admin });
      expect(del.statusCode).toBe(200);
      expect(await search('zapcan')).toEqual({
        brands: [],
        brandItems: [],
        tips: [],
        podcasts: [],
        ignored: [],
      });
    });

    it('lists a site’s groups to its admin only', async () => {
      const mine = await t.app.inject({ method: 'GET', url, headers: cast.admin });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.some((g: SynonymGroup) => g.terms.includes('pilhas'))).toBe(true);
      const beauty = await login(
        t.app,
        demoAdminEmail('beautyluxdeluxe'),
        DEMO_ADMIN_PASSWORD,
        'beautyluxdeluxe',
      );
      const theirs = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: beauty.authorization },
      });
      expect(theirs.json().data.some((g: SynonymGroup) => g.terms.includes('parfum'))).toBe(true);
      expect(theirs.json().data.some((g: SynonymGroup) => g.terms.includes('pilhas'))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: cast.shopper })).statusCode).toBe(403);
    });

    it('refuses bad groups with a clear error', async () => {
      const post = (payload: unknown) =>
        t.app.inject({ method: 'POST', url, headers: cast.admin, payload: payload as object });
      const cases: Array<[unknown, RegExp]> = [
        [{ terms: ['alone'] }, /at least two terms/],
        [{ terms: ['akku', 'AKKU '] }, /only once/],
        [{ terms: ['ok', '   '] }, /may not be empty/],
        [{ terms: ['ok', '!!!'] }, /letter or a digit/],
        [{ terms: ['ok', 'x'.repeat(61)] }, /at most 60 characters/],
        [{ terms: 'akku, battery' }, /terms/],
        [{ terms: ['a', 'b'], extra: 1 }, /extra|unrecognized/i],
      ];
      for (const [payload, message] of cases) {
        const res = await post(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ success: false });
        expect(res.json().error, JSON.stringify(payload)).toMatch(message);
      }
      const missing = await t.app.inject({ method: 'DELETE', url: `${url}/999999`, headers: cast.admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Synonym group not found');
    });
  });
});
