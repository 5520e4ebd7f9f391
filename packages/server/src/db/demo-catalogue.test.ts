import { parseMediaUrl } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInCast, type TestApp } from '../test/test-app';
import { seedDemoCatalogue } from './demo/seed-catalogue';
import { brandItems, brands, mediaAssets, podcasts, tips } from './schema';

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
  });
  afterAll(() => t.close());

  const count = async (topic: string, table: typeof brands | typeof tips | typeof podcasts) =>
    (await t.database.db.select().from(table).where(sql`${table.websiteTopic} = ${topic}`)).length;

  it('fills every topic with brands, categories, tips and podcasts', async () => {
    const rows = await t.database.db.select().from(brands);
    const of = (topic: string, isCategory: boolean) =>
      rows.filter((b) => b.websiteTopic === topic && b.isCategory === isCategory).length;
    expect(of('batteries', false)).toBeGreaterThanOrEqual(12);
    expect(of('batteries', true)).toBe(5);
    expect(of('beautyluxdeluxe', false)).toBe(10);
    expect(of('beautyluxdeluxe', true)).toBe(4);
    expect([of('test', false), of('test', true)]).toEqual([3, 1]);
    for (const topic of ['batteries', 'beautyluxdeluxe', 'test']) {
      expect(await count(topic, tips)).toBeGreaterThanOrEqual(4);
      expect(await count(topic, podcasts)).toBe(3);
    }
  });

  it('keeps item counts and the denormalised brand fields of items consistent', async () => {
    const all = await t.database.db.select().from(brands);
    const items = await t.database.db.select().from(brandItems);
    for (const b of all) {
      const own = items.filter((i) => i.brandId === b.id);
      expect(own.length, b.name).toBe(b.itemCount);
      if (b.websiteTopic !== 'test') expect(own.length).toBeGreaterThanOrEqual(4);
      for (const i of own) {
        expect(i).toMatchObject({ websiteTopic: b.websiteTopic, brandSlug: b.slug, brandName: b.name });
        expect(i.isCategory).toBe(b.isCategory);
        expect(i.features.length).toBeGreaterThanOrEqual(2);
        expect(i.features.length).toBeLessThanOrEqual(5);
        expect(i.rating).toBeGreaterThanOrEqual(3.6);
        expect(i.rating).toBeLessThanOrEqual(4.9);
        expect(i.priceMinor).toBeGreaterThan(0);
        expect(i.marketplaceUrl).toBe(
          `https://www.amazon.com/dp/${i.externalId}?tag=${tagOf(i.websiteTopic)}`,
        );
      }
      expect(own.map((i) => i.ordering).sort((a, z) => a - z)).toEqual(own.map((_, n) => n + 1));
    }
  });

  it('changes nothing when run again', async () => {
    const before = (await t.database.db.select().from(brandItems)).length;
    await seedDemoCatalogue(t.database.db);
    expect((await t.database.db.select().from(brandItems)).length).toBe(before);
  });

  it("keeps every picture in the topic's media library and serves it", async () => {
    const db = t.database.db;
    const [b, i, tp, pc] = await Promise.all([
      db.select().from(brands),
      db.select().from(brandItems),
      db.select().from(tips),
      db.select().from(podcasts),
    ]);
    const shown = [
      ...b.map((r) => [r.websiteTopic, r.imageUrl] as const),
      ...i.flatMap((r) => r.imageUrls.map((u) => [r.websiteTopic, u] as const)),
      ...tp.map((r) => [r.websiteTopic, r.imageUrl] as const),
      ...pc.map((r) => [r.websiteTopic, r.imageUrl] as const),
    ];
    expect(shown.length).toBeGreaterThan(150);
    for (const [topic, url] of shown) {
      const parsed = parseMediaUrl(url);
      expect(parsed?.format, `${topic} ${url}`).toBe('svg');
      // The picture is the topic's own: its library lists it by name and address.
      const [asset] = await db
        .select()
        .from(mediaAssets)
        .where(eq(mediaAssets.id, Number(parsed!.key.split('-')[0])));
      expect(asset?.websiteTopic, url!).toBe(topic);
    }
    const library = await t.app.inject({
      method: 'GET',
      url: '/api/media?websiteTopic=batteries&q=duracell',
      headers: (await signInCast(t.app)).admin,
    });
    expect(library.json().data.items.map((a: { alt: string }) => a.alt)).toContain('Duracell');

    const [topic, url] = shown[0]!;
    const res = await t.app.inject({ method: 'GET', url: url! });
    expect(res.statusCode, topic).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toMatch(/^<svg /);
  });

  it('is found by search', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=duracel&websiteTopic=batteries' });
    expect(res.json().data.brands[0].name).toBe('Duracell');
    const beauty = await t.app.inject({
      method: 'GET',
      url: '/api/search?q=lancome&websiteTopic=beautyluxdeluxe',
    });
    expect(beauty.json().data.brands[0].name).toBe('Lancôme');
  });
});

const tagOf = (topic: string) =>
  ({ batteries: 'batteries-20', beautyluxdeluxe: 'beautylux-20', test: 'test-20' })[topic];
