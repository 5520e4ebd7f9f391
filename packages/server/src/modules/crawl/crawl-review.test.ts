import { type ActivityEntry, CRAWL_ERRORS, ERRORS, UNKNOWN_BRAND } from '@app/contract';
import {
  type MarketplaceSim,
  type SimProduct,
  searchCatalogue,
  startMarketplaceSim,
} from '@app/marketplace-sim';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandItems, brands, crawlReview } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';
import { fast } from './crawl.fixture';

const PAGE_SIZE = 16; // the simulator's cards per page
const TERM = 'Eau de Parfum';

describe('crawled brands that are brands, and the brand review', () => {
  let sim: MarketplaceSim;
  let t: TestApp;
  let admin: string;
  /** What the term's crawl reads: its first three pages of results. */
  let crawled: SimProduct[];
  let known: { id: number; name: string };
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call(t.app, method, url, body, admin);
  const review = async () => (await api('GET', '/api/amazon-search/review')).body.data;
  const group = async (name: string) =>
    ((await review()).groups as Array<{ brandName: string; count: number }>).find(
      (g) => g.brandName === name,
    );
  const history = async (path: string): Promise<ActivityEntry[]> =>
    (await api('GET', `/api/activity${path}`)).body.data.items;
  const topicBrands = () => t.database.db.select().from(brands).where(eq(brands.websiteTopic, 'test'));
  const itemIds = async () =>
    new Set(
      (await t.database.db.select().from(brandItems).where(eq(brandItems.websiteTopic, 'test'))).map(
        (i) => i.externalId,
      ),
    );
  /** The curated catalogue as the storefront and the admin read it. */
  const curated = async () => ({
    all: (await api('GET', '/api/brands?websiteTopic=test&pageSize=100')).body.data.items.map(
      (b: { id: number }) => b.id,
    ),
    categories: (await api('GET', '/api/brands?websiteTopic=test&isCategory=true&pageSize=100')).body.data
      .items,
    featured: (await api('GET', '/api/brands/featured?websiteTopic=test&limit=48')).body.data,
    featuredCategories: (await api('GET', '/api/brands/featured?websiteTopic=test&isCategory=true&limit=48'))
      .body.data,
    header: (await api('GET', '/api/brands/light?websiteTopic=test')).body.data,
  });

  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 40, itemsPerBrand: 20 });
    crawled = searchCatalogue(sim.catalogue, TERM).slice(0, PAGE_SIZE * fast.maxPages);
  });
  afterAll(() => sim.close());
  // Each test decides on the review in its own way: each starts from the owner's catalogue, afresh.
  beforeEach(async () => {
    t = await buildTestApp({ crawl: { ...fast, baseUrl: sim.url } });
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    // The owner's catalogue: three brands and a category, in an order of the owner's choosing.
    const made = [];
    for (const body of [
      { name: 'Acme Widgets' },
      { name: 'Lumieo', searchTerm: 'Lumieo' },
      { name: 'Globex Gadgets' },
      { name: 'Perfumes', isCategory: true },
    ]) {
      made.push((await api('POST', '/api/brands', body)).body.data);
    }
    await api('POST', '/api/brands/change-order', {
      brandIds: [made[2].id, made[0].id, made[1].id, made[3].id],
    });
    known = made[1];
  });
  afterEach(() => t.close());
  /** The crawl whose items wait in review. */
  const crawlTerm = async () => {
    const res = await api('POST', '/api/amazon-search/crawl-term', { term: TERM });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  };

  it("files items under the site's brands only; the rest wait in review, and no brand is made of a title", async () => {
    const before = await topicBrands();
    const res = await crawlTerm();

    // No new brand at all: in particular none named like a title's first word.
    const after = await topicBrands();
    expect(after.map((b) => b.id).sort()).toEqual(before.map((b) => b.id).sort());
    const firstWords = new Set(crawled.map((p) => p.title.split(' ')[0]));
    expect(after.filter((b) => firstWords.has(b.name)).map((b) => b.name)).toEqual(['Lumieo']);

    // The site's brand gets its items, whatever the card showed of its brand.
    const ours = crawled.filter((p) => p.brand === 'Lumieo');
    const others = crawled.filter((p) => p.brand !== 'Lumieo');
    expect(ours.length).toBeGreaterThan(0);
    const items = await t.database.db.select().from(brandItems).where(eq(brandItems.websiteTopic, 'test'));
    expect(items.map((i) => i.externalId).sort()).toEqual(ours.map((p) => p.asin).sort());
    expect(items.every((i) => i.brandId === known.id)).toBe(true);

    // Everything else waits in review, under the card's brand line, or as "Unknown brand".
    const rows = await t.database.db.select().from(crawlReview).where(eq(crawlReview.websiteTopic, 'test'));
    expect(rows.map((r) => r.externalId).sort()).toEqual(others.map((p) => p.asin).sort());
    for (const p of others) {
      const row = rows.find((r) => r.externalId === p.asin)!;
      expect(row).toMatchObject({ status: 'pending', brandName: p.brandRow ? p.brand : UNKNOWN_BRAND });
    }
    expect(res.body.data).toMatchObject({
      brandsCreated: 0,
      itemsCreated: ours.length,
      inReview: others.length,
    });
    expect(res.body.data.report.skipped).toMatchObject({ 'awaiting brand review': others.length });

    // The storefront shows only the site's brand's items.
    const list = await call(t.app, 'GET', '/api/brand-items?websiteTopic=test&pageSize=100');
    expect(list.body.data.total).toBe(ours.length);

    const listed = await review();
    expect(listed.totalItems).toBe(others.length);
    const unknown = listed.groups.find((g: { brandName: string }) => g.brandName === UNKNOWN_BRAND);
    expect(unknown.count).toBe(others.filter((p) => !p.brandRow).length);
    const named = others.find((p) => p.brandRow)!;
    const g = listed.groups.find((x: { brandName: string }) => x.brandName === named.brand);
    expect(g.count).toBe(others.filter((p) => p.brandRow && p.brand === named.brand).length);
    expect(g.samples[0]).toMatchObject({ title: expect.stringContaining(named.brand) });
    expect(g.samples[0].imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/I\//);
  });

  it('accepting a brand makes it, not featured and after the curated ones, and imports what waited for it', async () => {
    await crawlTerm();
    const before = await curated();
    const maxOrdering = Math.max(...(await topicBrands()).map((b) => b.ordering));
    const name = 'Glowix'; // one card with a brand line, two without, on these pages
    const expected = crawled.filter((p) => p.brand === name);
    expect(await group(name)).toMatchObject({ count: expected.filter((p) => p.brandRow).length });

    const res = await api('POST', '/api/amazon-search/review/accept', { brandName: name });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // With it go the unbranded items whose title starts with the name: it is a site brand now.
    expect(res.body.data).toMatchObject({ brandCreated: true, itemsImported: expected.length });
    const [row] = await t.database.db
      .select()
      .from(brands)
      .where(and(eq(brands.websiteTopic, 'test'), eq(brands.name, name)));
    expect(row).toMatchObject({ featured: false, isCategory: false, itemCount: expected.length });
    expect(row!.ordering).toBe(maxOrdering + 1);

    const page = await call(
      t.app,
      'GET',
      `/api/brand-items?websiteTopic=test&brandSlug=${row!.slug}&pageSize=100`,
    );
    expect(page.body.data.items.map((i: { externalId: string }) => i.externalId).sort()).toEqual(
      expected.map((p) => p.asin).sort(),
    );
    expect(await group(name)).toBeUndefined();

    // The decision is one entry in the brand's history, by the admin, naming the items it imported.
    const [entry, ...more] = await history(`/brand/${row!.id}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'import',
      entityType: 'brand',
      entityId: row!.id,
      userId: expect.any(Number),
      userEmail: demoAdminEmail('test'),
    });
    expect(entry!.changes).toMatchObject({
      reviewedName: [null, name],
      brandCreated: [null, true],
      itemsCreated: [null, expected.length],
    });
    expect((entry!.changes.items![1] as string[]).sort()).toEqual(
      page.body.data.items.map((i: { id: number; name: string }) => `${i.name} (#${i.id})`).sort(),
    );

    // The owner's order and the home page are as they were; the new brand comes last in lists.
    const after = await curated();
    expect(after.all).toEqual([...before.all, row!.id]);
    expect(after.categories).toEqual(before.categories);
    expect(after.featured).toEqual(before.featured);
    expect(after.featuredCategories).toEqual(before.featuredCategories);
    expect(after.header).toEqual(before.header);

    const again = await api('POST', '/api/amazon-search/review/accept', { brandName: name });
    expect(again).toMatchObject({ status: 404, body: { success: false, error: CRAWL_ERRORS.reviewEmpty } });
  });

  it('files a group under an existing brand; items without a brand need one chosen', async () => {
    await crawlTerm();
    const needs = await api('POST', '/api/amazon-search/review/accept', { brandName: UNKNOWN_BRAND });
    expect(needs).toMatchObject({
      status: 400,
      body: { success: false, error: CRAWL_ERRORS.reviewNeedsBrand },
    });
    const brandsBefore = (await topicBrands()).length;

    const name = 'Voltova';
    const waiting = crawled.filter((p) => p.brand === name && p.brandRow).map((p) => p.asin);
    const res = await api('POST', '/api/amazon-search/review/accept', { brandName: name, brandId: known.id });
    expect(res.body.data).toMatchObject({
      brand: { id: known.id, name: 'Lumieo' },
      brandCreated: false,
      itemsImported: waiting.length,
    });
    const ids = await itemIds();
    expect(waiting.every((a) => ids.has(a))).toBe(true);
    expect((await topicBrands()).length).toBe(brandsBefore);

    const theirs = await call(
      t.app,
      'POST',
      '/api/brands',
      { name: 'Not yours' },
      (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries')).authorization,
    );
    const name2 = (await review()).groups.find(
      (g: { brandName: string }) => g.brandName !== UNKNOWN_BRAND,
    ).brandName;
    const stranger = await api('POST', '/api/amazon-search/review/accept', {
      brandName: name2,
      brandId: theirs.body.data.id,
    });
    expect(stranger).toMatchObject({ status: 404, body: { error: ERRORS.brandNotFound } });
    expect(await group(name2)).toBeDefined();
    expect((await api('POST', '/api/amazon-search/review/accept', { brandName: '  ' })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/amazon-search/review')).status).toBe(401);
  });

  it('a dismissed name is remembered: a later crawl leaves its items out of the review', async () => {
    await crawlTerm();
    const name = 'Heliotek';
    const waiting = crawled.filter((p) => p.brand === name && p.brandRow);
    expect(waiting.length).toBeGreaterThan(0);
    const res = await api('POST', '/api/amazon-search/review/dismiss', { brandName: name });
    expect(res.body.data).toEqual({ brandName: name, dismissed: waiting.length });
    expect(await group(name)).toBeUndefined();

    const again = await api('POST', '/api/amazon-search/crawl-term', { term: TERM });
    expect(again.status).toBe(200);
    expect(again.body.data.report.skipped['dismissed brand']).toBe(waiting.length);
    expect(await group(name)).toBeUndefined();
    const ids = await itemIds();
    expect(waiting.some((p) => ids.has(p.asin))).toBe(false);
    expect((await api('POST', '/api/amazon-search/review/dismiss', { brandName: name })).status).toBe(404);

    // One entry for the decision (none for the refused second one), by the admin, naming the titles.
    const entries = (await history('?entityType=crawlRun&pageSize=100')).filter(
      (e) => e.changes.reviewedName?.[1] === name,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      userId: expect.any(Number),
      userEmail: demoAdminEmail('test'),
    });
    expect(entries[0]!.changes.status).toEqual(['pending', 'dismissed']);
    expect((entries[0]!.changes.items![1] as string[]).sort()).toEqual(waiting.map((p) => p.title).sort());
  });
});

describe("the owner's order and featured brands", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
  });
  afterAll(() => t.close());

  it('a brand made by hand goes after the others; only featured brands reach the home page and header', async () => {
    const a = (await call(t.app, 'POST', '/api/brands', { name: 'First' }, admin)).body.data;
    const b = (await call(t.app, 'POST', '/api/brands', { name: 'Second', featured: false }, admin)).body
      .data;
    expect(a).toMatchObject({ featured: true });
    expect(b).toMatchObject({ featured: false, ordering: a.ordering + 1 });
    const ids = async (url: string) =>
      ((await call(t.app, 'GET', url)).body.data.items ?? (await call(t.app, 'GET', url)).body.data).map(
        (x: { id: number }) => x.id,
      );
    expect(await ids('/api/brands/featured?websiteTopic=test&limit=48')).toContain(a.id);
    expect(await ids('/api/brands/featured?websiteTopic=test&limit=48')).not.toContain(b.id);
    expect(await ids('/api/brands/light?websiteTopic=test')).not.toContain(b.id);
    expect(await ids('/api/brands?websiteTopic=test&pageSize=100')).toContain(b.id);

    const put = await call(t.app, 'PUT', `/api/brands/${b.id}`, { featured: true }, admin);
    expect(put.body.data.featured).toBe(true);
    expect(await ids('/api/brands/featured?websiteTopic=test&limit=48')).toContain(b.id);
    expect(await ids('/api/brands/light?websiteTopic=test')).toContain(b.id);
    expect((await call(t.app, 'PUT', `/api/brands/${b.id}`, { featured: 'yes' }, admin)).status).toBe(400);
  });
});
