import { type ActivityEntry, ROUTES, SEARCH_LIMITS, type SearchResults } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandItems, brands, searchWords } from '../../db/schema';
import { demoAdminEmail } from '../../db/seed';
import { call } from '../../test/catalogue';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';
import { searchService } from './search.service';
import { searchTerms } from './search-terms';

type BrandSeed = { name: string; description?: string; isCategory?: boolean };
type ItemSeed = { name: string; description?: string };

describe('search', () => {
  let t: TestApp;

  /** A brand and its items, written straight to the tables. */
  async function addBrand(topic: string, brand: BrandSeed, items: ItemSeed[] = []) {
    const slug = brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const [row] = await t.database.db
      .insert(brands)
      .values({ websiteTopic: topic, slug, itemCount: items.length, ...brand })
      .returning();
    if (items.length > 0) {
      await t.database.db.insert(brandItems).values(
        items.map((item, i) => ({
          websiteTopic: topic,
          brandId: row!.id,
          brandSlug: slug,
          brandName: row!.name,
          itemSlug: `item-${i + 1}`,
          isCategory: row!.isCategory,
          ordering: i + 1,
          ...item,
        })),
      );
    }
    // Written past the API: say what a write through it says, that the topic has changed (search
    // keeps the topic's dictionary and brands until then).
    await t.app.invalidateTopic(topic);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await addBrand('batteries', { name: 'Duracell', description: 'Long-lasting alkaline batteries' }, [
      {
        name: 'Duracell Coppertop AA Batteries, 24 Pack',
        description: 'Alkaline AA cells for everyday devices',
      },
      { name: 'Duracell Optimum AAA Batteries, 12 Pack' },
    ]);
    await addBrand('batteries', { name: 'Energizer', description: 'Batteries and lighting' }, [
      { name: 'Energizer MAX AA Batteries, 16 Pack', description: 'Leak-resistant alkaline cells' },
      { name: 'Energizer Ultimate Lithium AAA, 8 Pack' },
      { name: 'Energizer 2032 Lithium Coin Battery, 6 Pack' },
    ]);
    await addBrand('batteries', { name: 'Panasonic', description: 'Makers of Eneloop rechargeables' }, [
      { name: 'Panasonic Eneloop Pro AA, 4 Pack', description: 'Pre-charged NiMH cells' },
      // Says "lithium" only in its description: must rank below items named for it.
      { name: 'Panasonic CR123A Camera Cell', description: 'A lithium cell for cameras and flashlights' },
    ]);
    await addBrand('batteries', { name: 'Coin Cells', description: 'Button batteries', isCategory: true }, [
      { name: 'Lithium Coin Cell Assortment', description: 'CR2032, CR2025 and CR2016 cells' },
    ]);
    // Thirty brands and seventy items that all match "voltmark", to test the caps.
    for (let i = 1; i <= 30; i++) {
      await addBrand(
        'batteries',
        { name: `Voltmark ${i}` },
        i === 1 ? Array.from({ length: 70 }, (_, n) => ({ name: `Voltmark Cell ${n + 1}` })) : [],
      );
    }
    // Another site with a brand of the same name: it must never leak into battery results.
    await addBrand('beautyluxdeluxe', { name: 'Duracell Glow', description: 'A beauty brand' }, [
      { name: 'Duracell Glow Serum', description: 'Energizer of tired skin' },
    ]);
  });
  afterAll(() => t.close());

  async function search(query: Record<string, string | number>, path = '/api/search/aggregated') {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.app.inject({ method: 'GET', url: `${path}?${qs}` });
    return res;
  }
  async function results(query: Record<string, string | number>, path?: string): Promise<SearchResults> {
    const res = await search(query, path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const names = (xs: Array<{ name: string }>) => xs.map((x) => x.name);

  it('forgives a typo', async () => {
    const r = await results({ q: 'duracel', websiteTopic: 'batteries' });
    expect(r.brands[0]?.name).toBe('Duracell');
    expect(names(r.brandItems)).toContain('Duracell Coppertop AA Batteries, 24 Pack');
    expect(names((await results({ q: 'enrgizer' })).brands)[0]).toBe('Energizer');
  });

  it('corrects two letters swapped or one left out, but never a wrong letter', async () => {
    // Too far for trigrams: a slip of the keyboard all the same.
    expect(names((await results({ q: 'panasnoic' })).brands)).toEqual(['Panasonic']);
    expect(names((await results({ q: 'energizer max aa pakc' })).brandItems)[0]).toBe(
      'Energizer MAX AA Batteries, 16 Pack',
    );
    expect(names((await results({ q: 'coin clel assortment' })).brandItems)).toEqual([
      'Lithium Coin Cell Assortment',
    ]);
    // "bell" is a word of its own, not a cell.
    expect(await results({ q: 'bell' })).toEqual({
      brands: [],
      brandItems: [],
      tips: [],
      podcasts: [],
      ignored: [],
    });
  });

  it('matches a prefix, the brand named by it first', async () => {
    const r = await results({ q: 'ener' });
    expect(r.brands[0]?.name).toBe('Energizer');
    expect(names(r.brandItems)).toEqual(expect.arrayContaining(['Energizer MAX AA Batteries, 16 Pack']));
  });

  it('needs every word of a multi-word query, and leaves out (and names) a word nothing knows', async () => {
    const r = await results({ q: 'energizer aa' });
    expect(r.brandItems[0]?.name).toBe('Energizer MAX AA Batteries, 16 Pack');
    expect(names(r.brandItems)).not.toContain('Duracell Coppertop AA Batteries, 24 Pack');
    expect(r.ignored).toEqual([]);

    const partial = await results({ q: 'energizer headphones' });
    expect(partial.ignored).toEqual(['headphones']);
    expect(names(partial.brandItems).length).toBeGreaterThan(0);
    for (const name of names(partial.brandItems)) expect(name).toMatch(/^Energizer /);
  });

  it('ranks a match in the name above one in the description', async () => {
    const items = names((await results({ q: 'lithium' })).brandItems);
    expect(items).toContain('Panasonic CR123A Camera Cell');
    expect(items.indexOf('Panasonic CR123A Camera Cell')).toBe(items.length - 1);
    expect(items.slice(0, 3)).toEqual(
      expect.arrayContaining(['Lithium Coin Cell Assortment', 'Energizer Ultimate Lithium AAA, 8 Pack']),
    );
  });

  it('returns whole brands and items with their category flag', async () => {
    const r = await results({ q: 'coin cells' });
    expect(r.brands[0]).toMatchObject({ name: 'Coin Cells', isCategory: true, slug: 'coin-cells' });
    expect(r.brandItems.find((i) => i.name === 'Lithium Coin Cell Assortment')).toMatchObject({
      brandSlug: 'coin-cells',
      isCategory: true,
      websiteTopic: 'batteries',
    });
  });

  it('returns empty results for a blank query without asking the database', async () => {
    expect(await results({ q: '   ' })).toEqual({
      brands: [],
      brandItems: [],
      tips: [],
      podcasts: [],
      ignored: [],
    });
    expect(await results({}, '/api/search')).toEqual({
      brands: [],
      brandItems: [],
      tips: [],
      podcasts: [],
      ignored: [],
    });
    const asked = () => {
      throw new Error('the database was asked');
    };
    const untouchable = searchService(
      new Proxy({}, { get: () => asked }) as unknown as Parameters<typeof searchService>[0],
    );
    await expect(untouchable.search('batteries', ' \t ')).resolves.toEqual({
      brands: [],
      brandItems: [],
      tips: [],
      podcasts: [],
      ignored: [],
    });
    await expect(untouchable.search('batteries', '&|!():*')).resolves.toEqual({
      brands: [],
      brandItems: [],
      tips: [],
      podcasts: [],
      ignored: [],
    });
  });

  it('uses the default limits on the plain route and caps the caller’s limits', async () => {
    const plain = await results({ q: 'voltmark' }, '/api/search');
    expect(plain.brands).toHaveLength(SEARCH_LIMITS.brandsDefault);
    expect(plain.brandItems).toHaveLength(SEARCH_LIMITS.itemsDefault);

    const capped = await results({ q: 'voltmark', brandsLimit: 10_000, itemsLimit: 10_000 });
    expect(capped.brands).toHaveLength(SEARCH_LIMITS.brandsMax);
    expect(capped.brandItems).toHaveLength(SEARCH_LIMITS.itemsMax);

    const few = await results({ q: 'voltmark', brandsLimit: 2, itemsLimit: 3 });
    expect([few.brands.length, few.brandItems.length]).toEqual([2, 3]);
    expect((await search({ q: 'voltmark', brandsLimit: 0 })).statusCode).toBe(400);
  });

  it('never returns rows of another topic', async () => {
    for (const q of ['duracell', 'duracell glow', 'energizer', 'glow serum']) {
      const r = await results({ q, websiteTopic: 'batteries' });
      expect([...r.brands, ...r.brandItems].every((x) => x.websiteTopic === 'batteries')).toBe(true);
      expect(names(r.brands)).not.toContain('Duracell Glow');
    }
    const beauty = await results({ q: 'duracel', websiteTopic: 'beautyluxdeluxe' });
    expect(names(beauty.brands)).toEqual(['Duracell Glow']);
    expect(names(beauty.brandItems)).toEqual(['Duracell Glow Serum']);
    expect(await results({ q: 'duracell', websiteTopic: 'test' })).toEqual({
      brands: [],
      brandItems: [],
      tips: [],
      podcasts: [],
      ignored: [],
    });
  });

  it('learns the words of a new brand, so a typo of it finds it', async () => {
    // (Replies are cached by URL, and these rows are written past the API: a fresh URL each time.)
    expect((await results({ q: 'zyntharon', brandsLimit: 5 })).brands).toEqual([]);
    await addBrand('batteries', { name: 'Zyntharion', description: 'A brand added later' }, [
      { name: 'Zyntharion Flux AA, 4 Pack' },
    ]);
    const words = await t.database.db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(eq(searchWords.websiteTopic, 'batteries'));
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['zyntharion', 'flux']));
    const r = await results({ q: 'zyntharon' });
    expect(names(r.brands)).toEqual(['Zyntharion']);
    expect(names(r.brandItems)).toEqual(['Zyntharion Flux AA, 4 Pack']);
    // Another topic's dictionary does not know it.
    expect(await results({ q: 'zyntharon', websiteTopic: 'beautyluxdeluxe' })).toEqual({
      brands: [],
      brandItems: [],
      tips: [],
      podcasts: [],
      ignored: [],
    });
  });

  it('finds a renamed item by its new name, typo and prefix included', async () => {
    await addBrand('batteries', { name: 'Renamer' }, [{ name: 'Renamer Plain Cell' }]);
    await t.database.db
      .update(brandItems)
      .set({ name: 'Renamer Quixotelle Lantern Cell' })
      .where(eq(brandItems.name, 'Renamer Plain Cell'));
    for (const q of ['quixotelle', 'quixotele', 'quixo', 'renamer lantern']) {
      expect(names((await results({ q })).brandItems), q).toEqual(['Renamer Quixotelle Lantern Cell']);
    }
  });

  it('refuses a query over 200 characters', async () => {
    const res = await search({ q: 'a'.repeat(SEARCH_LIMITS.queryMaxLength + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await search({ q: 'a'.repeat(SEARCH_LIMITS.queryMaxLength) })).statusCode).toBe(200);
  });

  it('treats tsquery syntax in the query as plain text', async () => {
    for (const q of [
      "energizer & | ! ( ) :* ' \\",
      "duracell'); drop table brands; --",
      '<-> !!',
      'the and of',
    ]) {
      const res = await search({ q });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    expect((await results({ q: 'energizer)(:*' })).brands[0]?.name).toBe('Energizer');
  });
});

describe('searchTerms', () => {
  it('keeps letters, digits and accents, lower-cased, and drops everything else', () => {
    expect(searchTerms("  L'Oréal  Paris!  ")).toMatchObject({
      words: ['l', 'oréal', 'paris'],
      text: 'l oréal paris',
      allWords: 'l:* & oréal:* & paris:*',
      anyWord: 'l:* | oréal:* | paris:*',
    });
    expect(searchTerms(' &|!():*<> ')).toBeNull();
    expect(searchTerms('a b c d e f g h i j')?.words).toHaveLength(8);
  });
});

describe('search synonyms in the activity log', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signInCast(t.app)).admin.authorization;
  });
  afterAll(() => t.close());

  it('records adding, changing and deleting a group, by the admin, with its terms', async () => {
    const byId = (id: number) => ROUTES.search.synonymById.replace(':id', String(id));
    const made = await call(t.app, 'POST', ROUTES.search.synonyms, { terms: ['cell', 'battery'] }, admin);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    expect((await call(t.app, 'PUT', byId(id), { terms: ['cell', 'battery', 'accu'] }, admin)).status).toBe(
      200,
    );
    expect((await call(t.app, 'DELETE', byId(id), undefined, admin)).status).toBe(200);
    expect((await call(t.app, 'DELETE', byId(id), undefined, admin)).status).toBe(404);

    const res = await call(t.app, 'GET', `/api/activity/searchSynonym/${id}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [removed, changed, created, ...more] = res.body.data.items as ActivityEntry[];
    expect(more).toEqual([]);
    for (const e of [removed, changed, created])
      expect(e).toMatchObject({
        entityType: 'searchSynonym',
        entityId: id,
        userId: expect.any(Number),
        userEmail: demoAdminEmail('batteries'),
      });
    expect(created).toMatchObject({ action: 'create', entityLabel: 'cell, battery' });
    expect(created!.changes.terms).toEqual([null, ['cell', 'battery']]);
    expect(changed).toMatchObject({ action: 'update', entityLabel: 'cell, battery, accu' });
    expect(changed!.changes).toEqual({
      terms: [
        ['cell', 'battery'],
        ['cell', 'battery', 'accu'],
      ],
    });
    expect(removed).toMatchObject({ action: 'delete' });
    expect(removed!.changes.terms).toEqual([['cell', 'battery', 'accu'], null]);
  });
});
