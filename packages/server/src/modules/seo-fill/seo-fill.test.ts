import { type ActivityEntry, SEO_LIMITS, type SeoFillProgress } from '@app/contract';
import { buildCatalogue } from '@app/marketplace-sim';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandItems, brands } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

describe('search-engine text fill', () => {
  let t: TestApp;
  const admin: Record<string, string> = {};

  const start = async (mode: 'empty' | 'all', topic: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/seo/populate-${mode}`,
      // The spec's client sends a JSON content type with no body.
      headers: { authorization: admin[topic]!, 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json().data as { sessionId: string; totalBrands: number; totalItems: number };
  };

  /** Starts a fill and waits for it to end; returns its last progress. */
  const fill = async (mode: 'empty' | 'all', topic: string): Promise<SeoFillProgress> => {
    const { sessionId } = await start(mode, topic);
    return vi.waitFor(
      async () => {
        const { body } = await call(
          t.app,
          'GET',
          `/api/seo/status?sessionId=${sessionId}`,
          undefined,
          admin[topic],
        );
        const p = body.data as SeoFillProgress;
        expect(p.status, 'the fill has ended').not.toMatch(/^(running|queued)$/);
        return p;
      },
      { timeout: 30_000, interval: 50 },
    );
  };

  const itemsOf = (topic: string) =>
    t.database.db.select().from(brandItems).where(eq(brandItems.websiteTopic, topic));
  const brandsOf = (topic: string) =>
    t.database.db.select().from(brands).where(eq(brands.websiteTopic, topic));

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
    for (const topic of ['batteries', 'beautyluxdeluxe', 'test'])
      admin[topic] = (await login(t.app, demoAdminEmail(topic), DEMO_ADMIN_PASSWORD, topic)).authorization;
  });
  afterAll(() => t.close());

  it('is for admins of the topic only', async () => {
    const shopper = (await login(t.app, 'shopper@batteries.test', 'demo-user-password', 'batteries'))
      .authorization;
    for (const url of ['/api/seo/populate-empty', '/api/seo/populate-all']) {
      expect((await call(t.app, 'POST', url)).status).toBe(401);
      expect((await call(t.app, 'POST', url, undefined, shopper)).status).toBe(403);
      // An admin of one site may not fill another's.
      expect((await call(t.app, 'POST', `${url}?websiteTopic=test`, undefined, admin.batteries)).status).toBe(
        403,
      );
    }
    expect((await call(t.app, 'GET', '/api/seo/status', undefined, shopper)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/seo/preview', undefined, shopper)).status).toBe(403);
  });

  it('previews a sample before and after without writing', async () => {
    // Records of its own, still without text whatever fill another test has run on the site.
    const brand = await call(t.app, 'POST', '/api/brands', buildBrand(), admin.batteries);
    expect(brand.status).toBe(201);
    const fresh = Array.from({ length: 60 }, () => buildItem({ brandSlug: brand.body.data.slug }));
    const bulk = await call(t.app, 'POST', '/api/brand-items/bulk', { brandItems: fresh }, admin.batteries);
    expect(bulk.status, JSON.stringify(bulk.body).slice(0, 300)).toBe(201);
    const rows = async () => ({
      brands: (await brandsOf('batteries')).sort((x, y) => x.id - y.id),
      items: (await itemsOf('batteries')).sort((x, y) => x.id - y.id),
    });
    const rowsBefore = await rows();

    const { status, body } = await call(
      t.app,
      'GET',
      '/api/seo/preview?mode=empty',
      undefined,
      admin.batteries,
    );
    expect(status).toBe(200);
    expect(body.data.generator).toBe('built-in');
    expect(body.data.items).toBeGreaterThan(50);
    expect(body.data.sample.length).toBeGreaterThan(1);
    for (const e of body.data.sample) {
      expect(e.before.seoTitle).toBeNull();
      expect(e.after.seoTitle.length).toBeLessThanOrEqual(SEO_LIMITS.title);
      expect(e.after.seoDescription.length).toBeLessThanOrEqual(SEO_LIMITS.description);
    }
    const rowsAfter = await rows();
    expect(rowsAfter).toEqual(rowsBefore);
    const own = rowsAfter.items.filter((i) => i.brandId === brand.body.data.id);
    expect(own).toHaveLength(fresh.length);
    expect(own.every((i) => i.seoTitle === null)).toBe(true);
  });

  it('populate-empty fills only what is empty, leaves filled and locked records alone, in the site’s voice', async () => {
    const [first, second, third] = (await itemsOf('beautyluxdeluxe')).sort((a, b) => a.id - b.id);
    const put = (id: number, body: object) =>
      call(t.app, 'PUT', `/api/brand-items/${id}`, body, admin.beautyluxdeluxe);
    expect(
      (
        await put(first!.id, {
          seoTitle: 'Hand title',
          seoDescription: 'Hand description',
          seoKeywords: 'hand',
        })
      ).status,
    ).toBe(200);
    expect((await put(second!.id, { seoTitle: 'Only the title' })).status).toBe(200);
    expect((await put(third!.id, { seoLocked: true })).status).toBe(200);
    // A cached public read must not outlive the fill.
    const before = await call(t.app, 'GET', `/api/brand-items/${second!.id}?websiteTopic=beautyluxdeluxe`);
    expect(before.body.data.seoDescription).toBeNull();

    const p = await fill('empty', 'beautyluxdeluxe');
    expect(p.status).toBe('succeeded');
    expect(p.failed).toBe(0);
    expect(p.doneItems).toBe(p.totalItems);
    expect(p.results.length).toBeGreaterThan(0);

    const items = await itemsOf('beautyluxdeluxe');
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(first!.id)).toMatchObject({
      seoTitle: 'Hand title',
      seoDescription: 'Hand description',
      seoKeywords: 'hand',
    });
    expect(byId.get(second!.id)!.seoTitle).toBe('Only the title');
    expect(byId.get(second!.id)!.seoDescription).toBeTruthy();
    expect(byId.get(third!.id)).toMatchObject({ seoTitle: null, seoDescription: null, seoLocked: true });
    const filled = items.filter((i) => !i.seoLocked);
    expect(filled.every((i) => i.seoTitle && i.seoDescription && i.seoKeywords)).toBe(true);
    expect(
      filled.some(
        (i) => i.seoTitle!.includes('Beauty Lux Deluxe') || i.seoDescription!.includes('Beauty Lux Deluxe'),
      ),
    ).toBe(true);
    const after = await call(t.app, 'GET', `/api/brand-items/${second!.id}?websiteTopic=beautyluxdeluxe`);
    expect(after.body.data.seoDescription).toBe(byId.get(second!.id)!.seoDescription);

    // Each record the fill wrote has an 'update' entry in its own history: who, and the field diff.
    const historyOf = async (type: string, id: number): Promise<ActivityEntry[]> =>
      (await call(t.app, 'GET', `/api/activity/${type}/${id}`, undefined, admin.beautyluxdeluxe)).body.data
        .items;
    const [filledEntry, handEntry] = await historyOf('brandItem', second!.id);
    expect(filledEntry).toMatchObject({
      action: 'update',
      entityType: 'brandItem',
      userId: expect.any(Number),
      userEmail: demoAdminEmail('beautyluxdeluxe'),
    });
    expect(filledEntry!.changes).toEqual({
      seoDescription: [null, byId.get(second!.id)!.seoDescription],
      seoKeywords: [null, byId.get(second!.id)!.seoKeywords],
    });
    expect(handEntry!.changes).toEqual({ seoTitle: [null, 'Only the title'] });
    // Records the fill left alone have no entry of it.
    expect(await historyOf('brandItem', first!.id)).toHaveLength(1);
    expect(await historyOf('brandItem', third!.id)).toHaveLength(1);

    // Brands got their text too; none had an empty description, so none was rewritten.
    const bs = await brandsOf('beautyluxdeluxe');
    expect(bs.every((b) => b.seoTitle && b.seoDescription && b.description)).toBe(true);
    const [brandEntry] = await historyOf('brand', bs[0]!.id);
    expect(brandEntry).toMatchObject({ action: 'update', userEmail: demoAdminEmail('beautyluxdeluxe') });
    expect(brandEntry!.changes.seoTitle?.[1]).toBe(bs[0]!.seoTitle);

    // A second run finds nothing left to do.
    const again = await fill('empty', 'beautyluxdeluxe');
    expect(again.totalItems + again.totalBrands).toBe(0);
    expect(again.filled).toBe(0);
  });

  it('writes an intro paragraph into a brand with no description', async () => {
    const [brand] = await brandsOf('test');
    await t.database.db.update(brands).set({ description: '' }).where(eq(brands.id, brand!.id));
    await fill('empty', 'test');
    const [after] = await t.database.db.select().from(brands).where(eq(brands.id, brand!.id));
    expect(after!.description).toContain(brand!.name);
    expect(after!.description).toContain('Test Shop');
    expect(after!.description.length).toBeLessThanOrEqual(SEO_LIMITS.intro);
  });

  it('built-in text for 1,000 items is within limits, never cut mid-word, with no two descriptions alike', async () => {
    const cat = buildCatalogue({ seed: 7, brands: 50, itemsPerBrand: 20 });
    const brand = await call(t.app, 'POST', '/api/brands', { name: 'Bulk Brand' }, admin.test);
    expect(brand.status).toBe(201);
    const bulk = await call(
      t.app,
      'POST',
      '/api/brand-items/bulk',
      {
        brandItems: cat.products.slice(0, 1000).map((p) => ({
          brandSlug: brand.body.data.slug,
          name: p.title.slice(0, 200),
          description: p.description.slice(0, 2000),
          features: p.features.slice(0, 5).map((f) => f.slice(0, 300)),
          priceMinor: p.basePriceCents,
          rating: p.rating,
          reviewCount: p.reviewCount,
        })),
      },
      admin.test,
    );
    expect(bulk.status, JSON.stringify(bulk.body).slice(0, 300)).toBe(201);

    const p = await fill('all', 'test');
    expect(p.status).toBe('succeeded');
    expect(p.doneItems).toBeGreaterThanOrEqual(1000);
    const items = await itemsOf('test');
    expect(items.length).toBeGreaterThanOrEqual(1000);
    const descriptions = new Set<string>();
    for (const i of items) {
      expect(i.seoTitle!.length).toBeLessThanOrEqual(SEO_LIMITS.title);
      expect(i.seoDescription!.length).toBeLessThanOrEqual(SEO_LIMITS.description);
      expect(i.seoKeywords!.split(', ').length).toBeLessThanOrEqual(SEO_LIMITS.keywords);
      // A clipped text ends with a whole word before its ellipsis: every word is the record's own.
      const source =
        `${i.name} ${i.brandName} ${i.features.join(' ')} ${i.description} Test Shop`.toLowerCase();
      for (const text of [i.seoTitle!, i.seoDescription!].filter((s) => s.endsWith('…'))) {
        const lastWord = text
          .slice(0, -1)
          .split(/\s+/)
          .pop()!
          .replace(/[^\p{L}\p{N}]+$/u, '')
          .toLowerCase();
        expect(source, `${text} cuts a word`).toContain(lastWord);
      }
      descriptions.add(i.seoDescription!);
    }
    expect(descriptions.size).toBe(items.length);

    // The built-in generator is deterministic: a second rewrite leaves every item as it was.
    const again = await fill('all', 'test');
    expect(again.status).toBe('succeeded');
    const rewritten = new Map((await itemsOf('test')).map((i) => [i.id, i.seoDescription]));
    expect(items.every((i) => rewritten.get(i.id) === i.seoDescription)).toBe(true);
  }, 120_000);

  it('populate-all keeps locked records and rewrites the rest, and no other topic', async () => {
    // Every row of the other topics, as it was: the fill must leave each one exactly so.
    const others = async () => ({
      brands: [...(await brandsOf('beautyluxdeluxe')), ...(await brandsOf('test'))].sort(
        (x, y) => x.id - y.id,
      ),
      items: [...(await itemsOf('beautyluxdeluxe')), ...(await itemsOf('test'))].sort((x, y) => x.id - y.id),
    });
    const othersBefore = await others();
    expect(othersBefore.brands.length).toBeGreaterThan(0);
    expect(othersBefore.items.length).toBeGreaterThan(0);
    const [a, b] = (await itemsOf('batteries')).sort((x, y) => x.id - y.id);
    await t.database.db
      .update(brandItems)
      .set({ seoTitle: 'Locked title', seoDescription: 'Locked', seoLocked: true })
      .where(and(eq(brandItems.id, a!.id)));
    await t.database.db.update(brandItems).set({ seoTitle: 'Old title' }).where(eq(brandItems.id, b!.id));
    const p = await fill('all', 'batteries');
    expect(p.status).toBe('succeeded');
    const byId = new Map((await itemsOf('batteries')).map((i) => [i.id, i]));
    expect(byId.get(a!.id)).toMatchObject({ seoTitle: 'Locked title', seoDescription: 'Locked' });
    expect(byId.get(b!.id)!.seoTitle).not.toBe('Old title');
    // The topic's own rows were rewritten, the other topics' rows not at all.
    expect([...byId.values()].every((i) => i.seoLocked || i.seoTitle?.length)).toBe(true);
    expect(await others()).toEqual(othersBefore);
  });
});
