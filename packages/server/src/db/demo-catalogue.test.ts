import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { demoImages } from './demo/images';
import { seedDemoCatalogue } from './demo-catalogue';
import { brandItems, brands, podcasts, tips } from './schema';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

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

  it('names pictures that exist in the web app and are up to date', async () => {
    const rows = await t.database.db.select().from(brands);
    const items = await t.database.db.select().from(brandItems);
    const paths = [...rows.map((b) => b.imageUrl!), ...items.flatMap((i) => i.imageUrls)];
    for (const p of paths) expect(existsSync(path.join(webPublic, p)), p).toBe(true);
    // Stale files mean the catalogue changed without `npm run demo:images`.
    for (const f of demoImages())
      expect(readFileSync(path.join(webPublic, f.path), 'utf8'), f.path).toBe(f.svg);
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
