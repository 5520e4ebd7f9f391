import { ERRORS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

describe('brands API', () => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  const api = (method: Parameters<typeof call>[1], url: string, body?: unknown, auth?: string) =>
    call(t.app, method, url, body, auth);
  const create = async (body = buildBrand(), auth = admin, topic = 'test') => {
    const res = await api('POST', `/api/brands?websiteTopic=${topic}`, body, auth);
    expect(res.status).toBe(201);
    return res.body.data as { id: number; slug: string; name: string; ordering: number };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    otherAdmin = (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries'))
      .authorization;
  });
  afterAll(() => t.close());

  it('creates a brand with a slug made from its name, unique in the topic', async () => {
    const a = await create(buildBrand({ name: 'Énergizer MAX & Co' }));
    expect(a.slug).toBe('energizer-max-and-co');
    const b = await create(buildBrand({ name: 'Energizer Max and Co' }));
    expect(b.slug).toBe('energizer-max-and-co-2');
    // The same name in another topic keeps the plain slug.
    expect((await create(buildBrand({ name: 'Energizer Max and Co' }), otherAdmin, 'batteries')).slug).toBe(
      'energizer-max-and-co',
    );
  });

  it('never gives a brand a reserved route word as slug', async () => {
    expect((await create(buildBrand({ name: 'About' }))).slug).toBe('about-2');
    const explicit = await api('POST', '/api/brands', buildBrand({ slug: 'admin' }), admin);
    expect(explicit.status).toBe(400);
    expect(explicit.body.error).toMatch(/reserved/);
  });

  it('refuses a taken slug with 409, bad input with 400, and strangers with 401/403', async () => {
    await create(buildBrand({ slug: 'taken-slug' }));
    const taken = await api('POST', '/api/brands', buildBrand({ slug: 'taken-slug' }), admin);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(ERRORS.brandSlugTaken);
    expect((await api('POST', '/api/brands', { name: '' }, admin)).status).toBe(400);
    expect((await api('POST', '/api/brands', { ...buildBrand(), itemCount: 5 }, admin)).status).toBe(400);
    expect((await api('POST', '/api/brands', buildBrand())).status).toBe(401);
    const shopper = (await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries')).authorization;
    expect((await api('POST', '/api/brands?websiteTopic=batteries', buildBrand(), shopper)).status).toBe(403);
  });

  describe('lists and pages', () => {
    let fresh: TestApp;
    let auth: string;
    beforeAll(async () => {
      fresh = await buildTestApp();
      auth = (await login(fresh.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
      for (let i = 1; i <= 8; i++) {
        await call(fresh.app, 'POST', '/api/brands', buildBrand({ name: `Paged ${i}` }), auth);
      }
      await call(
        fresh.app,
        'POST',
        '/api/brands',
        buildBrand({ name: 'A Category', isCategory: true }),
        auth,
      );
    });
    afterAll(() => fresh.close());
    const list = (q: string) => call(fresh.app, 'GET', `/api/brands?websiteTopic=test&${q}`);

    it('pages by 6 by default, a new brand after the others, with the page count', async () => {
      const page1 = await list('isCategory=false');
      expect(page1.status).toBe(200);
      expect(page1.body.data).toMatchObject({ page: 1, pageSize: 6, pageCount: 2, total: 8 });
      expect(page1.body.data.items.map((b: { name: string }) => b.name)).toEqual([
        'Paged 1',
        'Paged 2',
        'Paged 3',
        'Paged 4',
        'Paged 5',
        'Paged 6',
      ]);
      expect((await list('isCategory=false&page=2')).body.data.items).toHaveLength(2);
    });

    it('answers a page past the end with no items and the real page count', async () => {
      const res = await list('isCategory=false&page=9');
      expect(res.body.data).toMatchObject({ items: [], page: 9, pageCount: 2, total: 8 });
    });

    it('refuses pageSize 0 and caps a huge one', async () => {
      expect((await list('pageSize=0')).status).toBe(400);
      expect((await list('page=0')).status).toBe(400);
      expect((await list('isCategory=maybe')).status).toBe(400);
      const huge = await list('pageSize=100000');
      expect(huge.body.data.pageSize).toBe(100);
      expect(huge.body.data.items).toHaveLength(9);
    });

    it('filters categories', async () => {
      const cats = await list('isCategory=true');
      expect(cats.body.data.items.map((b: { name: string }) => b.name)).toEqual(['A Category']);
    });

    it('finds brands by part of their name, any case, names starting with it first', async () => {
      // Its own brands go when it ends: the other tests here count the list.
      const added: number[] = [];
      const add = async (name: string) => {
        const res = await call(fresh.app, 'POST', '/api/brands', buildBrand({ name }), auth);
        expect(res.status).toBe(201);
        added.push(res.body.data.id);
      };
      try {
        await add('Unpaged 100%_x');
        const names = async (q: string) =>
          (await list(`isCategory=false&q=${encodeURIComponent(q)}`)).body.data.items.map(
            (b: { name: string }) => b.name,
          );
        expect(await names('aged 7')).toEqual(['Paged 7']);
        expect(await names('PAGED')).toEqual([
          'Paged 1',
          'Paged 2',
          'Paged 3',
          'Paged 4',
          'Paged 5',
          'Paged 6',
        ]);
        expect((await list('isCategory=false&q=paged')).body.data.total).toBe(9);
        await add('Zeta Alpha');
        await add('Alpha Zeta');
        expect(await names('alpha')).toEqual(['Alpha Zeta', 'Zeta Alpha']);
        expect(await names('unpaged')).toEqual(['Unpaged 100%_x']);
        // `%` and `_` are letters here, not wildcards.
        expect(await names('0%_')).toEqual(['Unpaged 100%_x']);
        expect(await names('%')).toEqual(['Unpaged 100%_x']);
        expect(await names('no such brand')).toEqual([]);
        expect((await list(`q=${'x'.repeat(121)}`)).status).toBe(400);
        const other = await call(fresh.app, 'GET', '/api/brands?websiteTopic=batteries&q=paged');
        expect(other.body.data.items).toEqual([]);
      } finally {
        for (const id of added) await call(fresh.app, 'DELETE', `/api/brands/${id}`, undefined, auth);
      }
    });

    it('never lists another topic', async () => {
      const batteries = await call(fresh.app, 'GET', '/api/brands?websiteTopic=batteries&pageSize=100');
      expect(batteries.body.data.items.some((b: { name: string }) => b.name.startsWith('Paged'))).toBe(false);
    });
  });

  it('looks brands up by id and slug, with the spec error when neither is usable', async () => {
    const brand = await create(buildBrand({ name: 'Lookup Brand' }));
    expect((await api('GET', `/api/brands/${brand.id}?websiteTopic=test`)).body.data.slug).toBe(
      'lookup-brand',
    );
    expect((await api('GET', '/api/brands/slug/lookup-brand?websiteTopic=test')).body.data.id).toBe(brand.id);
    const bad = await api('GET', '/api/brands/not-a-number?websiteTopic=test');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(ERRORS.brandLookup);
    const missing = await api('GET', '/api/brands/slug/nope-nope?websiteTopic=test');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(ERRORS.brandNotFound);
    // The category flag must match when given.
    expect((await api('GET', `/api/brands/${brand.id}?websiteTopic=test&isCategory=true`)).status).toBe(404);
    // Another topic's brand is not found from this topic.
    expect((await api('GET', `/api/brands/${brand.id}?websiteTopic=batteries`)).status).toBe(404);
  });

  it('updates a brand and carries a new slug and name to its items', async () => {
    const brand = await create(buildBrand({ name: 'Old Name' }));
    await api('POST', '/api/brand-items', buildItem({ brandId: brand.id, name: 'Thing' }), admin);
    const res = await api('PUT', `/api/brands/${brand.id}`, { name: 'New Name', slug: 'new-name' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'New Name', slug: 'new-name' });
    const item = await api('GET', '/api/brand-items/new-name/thing?websiteTopic=test');
    expect(item.body.data).toMatchObject({ brandSlug: 'new-name', brandName: 'New Name' });
    await create(buildBrand({ slug: 'occupied' }));
    const clash = await api('PUT', `/api/brands/${brand.id}`, { slug: 'occupied' }, admin);
    expect(clash.status).toBe(409);
    expect((await api('PUT', '/api/brands/999999', { name: 'x' }, admin)).status).toBe(404);
  });

  it('deletes a brand with its items', async () => {
    const brand = await create();
    const item = (await api('POST', '/api/brand-items', buildItem({ brandId: brand.id }), admin)).body.data;
    expect((await api('DELETE', `/api/brands/${brand.id}`, undefined, admin)).body.data).toEqual({
      id: brand.id,
    });
    expect((await api('GET', `/api/brands/${brand.id}?websiteTopic=test`)).status).toBe(404);
    expect((await api('GET', `/api/brand-items/${item.id}?websiteTopic=test`)).status).toBe(404);
    expect((await api('DELETE', `/api/brands/${brand.id}`, undefined, admin)).status).toBe(404);
  });

  it('ranks brands 1..n in the order sent', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    const res = await api('POST', '/api/brands/change-order', { brandIds: [b.id, c.id, a.id] }, admin);
    expect(res.status).toBe(200);
    const get = async (id: number) =>
      (await api('GET', `/api/brands/${id}?websiteTopic=test`)).body.data.ordering;
    expect([await get(b.id), await get(c.id), await get(a.id)]).toEqual([1, 2, 3]);
    const dup = await api('POST', '/api/brands/change-order', { brandIds: [a.id, a.id] }, admin);
    expect(dup.status).toBe(400);
    expect(dup.body.error).toBe(ERRORS.orderDuplicateIds);
    const unknown = await api('POST', '/api/brands/change-order', { brandIds: [a.id, 987654] }, admin);
    expect(unknown.status).toBe(404);
    expect((await api('POST', '/api/brands/change-order', { brandIds: [] }, admin)).status).toBe(400);
  });

  it('serves featured brands page by page with the remaining count', async () => {
    const fresh = await buildTestApp();
    try {
      const auth = (await login(fresh.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test'))
        .authorization;
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        const b = (await call(fresh.app, 'POST', '/api/brands', buildBrand(), auth)).body.data;
        ids.push(b.id);
        for (let k = 0; k < i; k++)
          await call(fresh.app, 'POST', '/api/brand-items', buildItem({ brandId: b.id }), auth);
      }
      const first = await call(fresh.app, 'GET', '/api/brands/featured?websiteTopic=test&limit=2');
      expect(first.body.data.items).toHaveLength(2);
      expect(first.body.data.remaining).toBe(3);
      const seen = first.body.data.items.map((b: { id: number }) => b.id).join(',');
      const next = await call(
        fresh.app,
        'GET',
        `/api/brands/featured?websiteTopic=test&limit=2&excludeIds=${seen}`,
      );
      expect(next.body.data.remaining).toBe(1);
      expect(next.body.data.items.some((b: { id: number }) => seen.split(',').includes(String(b.id)))).toBe(
        false,
      );
      const busy = await call(fresh.app, 'GET', '/api/brands/featured?websiteTopic=test&minItems=3');
      expect(busy.body.data.items.map((b: { itemCount: number }) => b.itemCount).sort()).toEqual([3, 4]);
      expect((await call(fresh.app, 'GET', '/api/brands/featured?excludeIds=1,x')).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('serves header brands and the category flyout with a few items each', async () => {
    const cat = await create(buildBrand({ name: 'Flyout Category', isCategory: true }));
    for (let i = 0; i < 6; i++) await api('POST', '/api/brand-items', buildItem({ brandId: cat.id }), admin);
    const flyout = await api('GET', '/api/brands/categories-flyout?websiteTopic=test');
    const entry = flyout.body.data.find((c: { id: number }) => c.id === cat.id);
    expect(entry.items).toHaveLength(4);
    expect(entry.items[0]).toMatchObject({ brandSlug: 'flyout-category' });
    const light = await api('GET', '/api/brands/light?websiteTopic=test');
    expect(light.body.data.every((b: { isCategory: boolean }) => !b.isCategory)).toBe(true);
    expect(light.body.data.length).toBeGreaterThan(0);
  });

  it("keeps an admin of one topic away from another topic's brands (not found, as if absent)", async () => {
    const theirs = await create(buildBrand({ name: 'Theirs' }), otherAdmin, 'batteries');
    expect((await api('PUT', `/api/brands/${theirs.id}`, { name: 'Mine now' }, admin)).status).toBe(404);
    expect((await api('DELETE', `/api/brands/${theirs.id}`, undefined, admin)).status).toBe(404);
    const mine = await create();
    expect(
      (await api('POST', '/api/brands/change-order', { brandIds: [mine.id, theirs.id] }, admin)).status,
    ).toBe(404);
    expect((await api('POST', '/api/brands?websiteTopic=batteries', buildBrand(), admin)).status).toBe(403);
    const after = await api('GET', `/api/brands/${theirs.id}?websiteTopic=batteries`);
    expect(after.body.data).toMatchObject({ name: 'Theirs', ordering: theirs.ordering });
  });
});
