import { ADMIN_ROUTES, type AdminOverview, ERRORS, RECENT_CHANGES_LIMIT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

describe('admin overview', () => {
  let t: TestApp;
  let admin: string;
  let testAdmin: string;
  let shopper: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries')).authorization;
    testAdmin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    shopper = (await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries')).authorization;
  });
  afterAll(() => t.close());

  const overview = async (auth = admin, query = ''): Promise<AdminOverview> => {
    const res = await call(t.app, 'GET', `${ADMIN_ROUTES.overview}${query}`, undefined, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const create = async (url: string, body: object, auth = admin) => {
    const res = await call(t.app, 'POST', url, body, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };

  it('refuses visitors, non-admins and admins naming another site', async () => {
    expect((await call(t.app, 'GET', ADMIN_ROUTES.overview)).status).toBe(401);
    const asShopper = await call(t.app, 'GET', ADMIN_ROUTES.overview, undefined, shopper);
    expect(asShopper.status).toBe(403);
    expect(asShopper.body).toMatchObject({ success: false, data: null });
    const otherTopic = await call(
      t.app,
      'GET',
      `${ADMIN_ROUTES.overview}?websiteTopic=test`,
      undefined,
      admin,
    );
    expect(otherTopic.status).toBe(403);
    expect(otherTopic.body.error).toBe(ERRORS.forbiddenTopic);
  });

  it('starts empty for a site with no catalogue', async () => {
    // No test here writes to the test site.
    const data = await overview(testAdmin);
    expect(data).toEqual({
      websiteTopic: 'test',
      counts: { brands: 0, categories: 0, brandItems: 0, categoryItems: 0, tips: 0, podcasts: 0 },
      recent: [],
    });
  });

  it('counts each kind of record and lists the latest changes first', async () => {
    const before = (await overview()).counts;
    const brand = await create('/api/brands', buildBrand({ name: 'Overview Brand' }));
    const category = await create('/api/brands', buildBrand({ name: 'Overview Category', isCategory: true }));
    await create('/api/brand-items', buildItem({ brandId: brand.id, name: 'Brand Thing' }));
    await create('/api/brand-items', buildItem({ brandId: category.id, name: 'Category Thing' }));
    await create('/api/tips', { title: 'A tip', bodyHtml: '<p>Hi</p>' });
    await create('/api/podcasts', { title: 'An episode', audioUrl: 'https://cdn.example.com/a.mp3' });

    const data = await overview();
    expect(data.counts).toEqual({
      brands: before.brands + 1,
      categories: before.categories + 1,
      brandItems: before.brandItems + 1,
      categoryItems: before.categoryItems + 1,
      tips: before.tips + 1,
      podcasts: before.podcasts + 1,
    });
    expect(data.recent.slice(0, 6).map((r) => [r.kind, r.title])).toEqual([
      ['podcast', 'An episode'],
      ['tip', 'A tip'],
      ['categoryItem', 'Category Thing'],
      ['brandItem', 'Brand Thing'],
      ['category', 'Overview Category'],
      ['brand', 'Overview Brand'],
    ]);
    const item = data.recent.find((r) => r.kind === 'brandItem');
    expect(item).toMatchObject({ slug: 'brand-thing', brandSlug: 'overview-brand' });
    expect(data.recent.find((r) => r.kind === 'tip')?.slug).toBe('a-tip');

    // An update moves a record to the top.
    const res = await call(t.app, 'PUT', `/api/brands/${brand.id}`, { description: 'Changed' }, admin);
    expect(res.status).toBe(200);
    expect((await overview()).recent[0]).toMatchObject({ kind: 'brand', id: brand.id });
  });

  it(`shows at most ${RECENT_CHANGES_LIMIT} changes`, async () => {
    const brand = await create('/api/brands', buildBrand());
    for (let i = 0; i < RECENT_CHANGES_LIMIT + 2; i++) {
      await create('/api/brand-items', buildItem({ brandId: brand.id }));
    }
    const data = await overview();
    expect(data.recent).toHaveLength(RECENT_CHANGES_LIMIT);
    const times = data.recent.map((r) => Date.parse(r.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('reads the activity log: a reorder is one change, with who made it', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await create('/api/brands', buildBrand()));
    const ids = made.map((b) => b.id).reverse();
    const res = await call(t.app, 'POST', '/api/brands/change-order', { brandIds: ids }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { recent } = await overview();
    expect(recent[0]).toMatchObject({ kind: 'brand', id: null, action: 'reorder' });
    expect(recent[0]!.userEmail).toBe(demoAdminEmail('batteries'));
    expect(recent[1]).toMatchObject({ kind: 'brand', id: made[2].id, action: 'create' });

    await call(t.app, 'DELETE', `/api/brands/${made[0].id}`, undefined, admin);
    expect((await overview()).recent[0]).toMatchObject({
      id: made[0].id,
      action: 'delete',
      slug: made[0].slug,
    });
  });

  it("keeps each site's numbers to itself", async () => {
    await create('/api/brands', buildBrand());
    const data = await overview(testAdmin);
    expect(data.websiteTopic).toBe('test');
    expect(data.counts.brands).toBe(0);
    expect(data.recent).toEqual([]);
  });

  it('is never cached by a shared cache', async () => {
    const res = await call(t.app, 'GET', ADMIN_ROUTES.overview, undefined, admin);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
