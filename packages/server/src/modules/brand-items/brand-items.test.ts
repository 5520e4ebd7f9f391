import { ERRORS, MAX_BULK_ITEMS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

type Item = {
  id: number;
  itemSlug: string;
  name: string;
  brandId: number;
  ordering: number;
  isCategory: boolean;
};

describe('brand items API', () => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  let brand: { id: number; slug: string };
  let category: { id: number; slug: string };
  const api = (method: Parameters<typeof call>[1], url: string, body?: unknown, auth?: string) =>
    call(t.app, method, url, body, auth);
  const createItem = async (body: object) => {
    const res = await api('POST', '/api/brand-items', body, admin);
    expect(res.status).toBe(201);
    return res.body.data as Item;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    otherAdmin = (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries'))
      .authorization;
    brand = (await api('POST', '/api/brands', buildBrand({ name: 'Voltix' }), admin)).body.data;
    category = (await api('POST', '/api/brands', buildBrand({ name: 'Coin Cells', isCategory: true }), admin))
      .body.data;
  });
  afterAll(() => t.close());

  it('creates an item under a brand named by id or slug, keeping every field', async () => {
    const own = (await api('POST', '/api/brands', buildBrand({ name: 'Ampcell' }), admin)).body.data;
    const item = await createItem(
      buildItem({
        brandSlug: 'ampcell',
        name: 'Ampcell AA 8-pack',
        priceMinor: 1899,
        currency: 'eur',
        rating: 4.6,
        reviewCount: 1234,
        features: ['10-year shelf life', 'Leak-proof'],
        imageUrls: ['https://img.example/aa.jpg'],
        marketplaceUrl: 'https://market.example/dp/B000TEST01',
        externalId: 'B000TEST01',
        seoTitle: 'Ampcell AA batteries',
      }),
    );
    expect(item).toMatchObject({
      brandId: own.id,
      brandSlug: 'ampcell',
      brandName: 'Ampcell',
      itemSlug: 'ampcell-aa-8-pack',
      priceMinor: 1899,
      currency: 'EUR',
      rating: 4.6,
      reviewCount: 1234,
      features: ['10-year shelf life', 'Leak-proof'],
      imageUrls: ['https://img.example/aa.jpg'],
      externalId: 'B000TEST01',
      seoTitle: 'Ampcell AA batteries',
      isCategory: false,
    });
    const again = await createItem(buildItem({ brandId: own.id, name: 'Ampcell AA 8-pack' }));
    expect(again.itemSlug).toBe('ampcell-aa-8-pack-2');
    expect((await api('GET', `/api/brands/${own.id}?websiteTopic=test`)).body.data.itemCount).toBe(2);
  });

  it('gives items of a category the category flag', async () => {
    const item = await createItem(buildItem({ brandId: category.id, name: 'CR2032' }));
    expect(item.isCategory).toBe(true);
    const cats = await api('GET', '/api/brand-items?websiteTopic=test&categorySlug=coin-cells');
    expect(cats.body.data.items.map((i: Item) => i.name)).toEqual(['CR2032']);
    expect(
      (await api('GET', '/api/brand-items/coin-cells/cr2032?websiteTopic=test&isCategory=true')).status,
    ).toBe(200);
    expect(
      (await api('GET', '/api/brand-items/coin-cells/cr2032?websiteTopic=test&isCategory=false')).status,
    ).toBe(404);
  });

  it('refuses bad items with clear errors', async () => {
    const noBrand = await api('POST', '/api/brand-items', buildItem(), admin);
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.error).toMatch(/brandId or brandSlug/);
    const unknownBrand = await api('POST', '/api/brand-items', buildItem({ brandSlug: 'ghost' }), admin);
    expect(unknownBrand.status).toBe(404);
    expect(unknownBrand.body.error).toContain(ERRORS.brandNotFound);
    const bad = await api(
      'POST',
      '/api/brand-items',
      buildItem({ brandId: brand.id, rating: 7, priceMinor: -1 }),
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.rating', 'body.priceMinor']),
    );
    await createItem(buildItem({ brandId: brand.id, itemSlug: 'fixed-slug', externalId: 'B0EXT00001' }));
    const slugTaken = await api(
      'POST',
      '/api/brand-items',
      buildItem({ brandId: brand.id, itemSlug: 'fixed-slug' }),
      admin,
    );
    expect(slugTaken.status).toBe(409);
    expect(slugTaken.body.error).toContain(ERRORS.itemSlugTaken);
    const extTaken = await api(
      'POST',
      '/api/brand-items',
      buildItem({ brandId: brand.id, externalId: 'B0EXT00001' }),
      admin,
    );
    expect(extTaken.status).toBe(409);
    expect(extTaken.body.error).toBe(ERRORS.externalIdTaken);
  });

  it('looks items up by id or by slugs, with the spec error otherwise', async () => {
    const item = await createItem(buildItem({ brandId: brand.id, name: 'Lookup Item' }));
    expect((await api('GET', `/api/brand-items/${item.id}?websiteTopic=test`)).body.data.name).toBe(
      'Lookup Item',
    );
    expect((await api('GET', '/api/brand-items/voltix/lookup-item?websiteTopic=test')).body.data.id).toBe(
      item.id,
    );
    const bad = await api('GET', '/api/brand-items/abc?websiteTopic=test');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(ERRORS.brandItemLookup);
    const missing = await api('GET', '/api/brand-items/voltix/nothing-here?websiteTopic=test');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(ERRORS.brandItemNotFound);
    expect((await api('GET', `/api/brand-items/${item.id}?websiteTopic=batteries`)).status).toBe(404);
    const ofBrand = await api('GET', `/api/brand-items/brand/${brand.id}?websiteTopic=test`);
    expect(ofBrand.body.data.items.every((i: Item) => i.brandId === brand.id)).toBe(true);
  });

  describe('bulk create', () => {
    it('creates every row at the front of the list, in the order sent', async () => {
      const rows = [1, 2, 3].map((i) => buildItem({ brandSlug: 'voltix', name: `Bulk ${i}` }));
      const res = await api('POST', '/api/brand-items/bulk', { brandItems: rows }, admin);
      expect(res.status).toBe(201);
      expect(res.body.data.map((i: Item) => i.name)).toEqual(['Bulk 1', 'Bulk 2', 'Bulk 3']);
      const list = await api('GET', '/api/brand-items?websiteTopic=test&brandSlug=voltix&pageSize=3');
      expect(list.body.data.items.map((i: Item) => i.name)).toEqual(['Bulk 1', 'Bulk 2', 'Bulk 3']);
    });

    it('is all or nothing, and names the failing rows', async () => {
      const before = (await api('GET', '/api/brand-items?websiteTopic=test&pageSize=1')).body.data.total;
      const rows = [
        buildItem({ brandSlug: 'voltix', name: 'Fine row' }),
        buildItem({ brandSlug: 'voltix', name: '' }),
        buildItem({ brandSlug: 'voltix', name: 'Fine too' }),
        buildItem({ brandSlug: 'voltix', rating: 9 }),
      ];
      const res = await api('POST', '/api/brand-items/bulk', { brandItems: rows }, admin);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Row 2: name/);
      expect(res.body.error).toMatch(/Row 4: rating/);
      expect(res.body.error).not.toMatch(/Row 1|Row 3/);

      const missingBrand = await api(
        'POST',
        '/api/brand-items/bulk',
        { brandItems: [buildItem({ brandSlug: 'voltix' }), buildItem({ brandSlug: 'nope' })] },
        admin,
      );
      expect(missingBrand.status).toBe(404);
      expect(missingBrand.body.error).toMatch(/^Row 2: Brand not found/);

      const dupSlug = await api(
        'POST',
        '/api/brand-items/bulk',
        {
          brandItems: [
            buildItem({ brandSlug: 'voltix', itemSlug: 'twin' }),
            buildItem({ brandSlug: 'voltix', itemSlug: 'twin' }),
          ],
        },
        admin,
      );
      expect(dupSlug.status).toBe(409);
      expect(dupSlug.body.error).toMatch(/^Row 2:/);
      const after = (await api('GET', '/api/brand-items?websiteTopic=test&pageSize=1')).body.data.total;
      expect(after).toBe(before);
    });

    it('shows its rows typed in the OpenAPI document, bounded as the route bounds them', async () => {
      const doc = (await t.app.inject('/api/docs/json')).json();
      const body = doc.paths['/api/brand-items/bulk'].post.requestBody.content['application/json'].schema;
      const rows = body.properties.brandItems;
      expect(rows).toMatchObject({ type: 'array', minItems: 1, maxItems: MAX_BULK_ITEMS });
      expect(rows.items.type).toBe('object');
      expect(rows.items.required).toContain('name');
      expect(Object.keys(rows.items.properties)).toEqual(
        expect.arrayContaining(['brandId', 'brandSlug', 'name', 'priceMinor', 'rating', 'externalId']),
      );
      expect(rows.items.properties.rating).toMatchObject({ maximum: 5 });
    });

    it('rejects an empty or oversized batch, storing nothing', async () => {
      const total = async () =>
        (await api('GET', '/api/brand-items?websiteTopic=test&pageSize=1')).body.data.total as number;
      const before = await total();
      const empty = await api('POST', '/api/brand-items/bulk', { brandItems: [] }, admin);
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ success: false, error: 'body.brandItems: Send at least one item' });

      // Every row would be fine on its own: only their number is at fault.
      const rows = Array.from({ length: MAX_BULK_ITEMS + 1 }, (_, i) => ({
        brandSlug: 'voltix',
        name: `Over ${i}`,
      }));
      const over = await api('POST', '/api/brand-items/bulk', { brandItems: rows }, admin);
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({
        success: false,
        error: `body.brandItems: Send at most ${MAX_BULK_ITEMS} items at once`,
      });
      expect(await total()).toBe(before);

      expect((await api('POST', '/api/brand-items/bulk', { items: [] }, admin)).status).toBe(400);
    });
  });

  it('updates an item, moves it between brands and keeps counts right', async () => {
    const other = (await api('POST', '/api/brands', buildBrand({ name: 'Other Brand' }), admin)).body.data;
    const item = await createItem(buildItem({ brandId: brand.id, name: 'Mover' }));
    const res = await api(
      'PUT',
      `/api/brand-items/${item.id}`,
      { brandId: other.id, priceMinor: 500 },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ brandId: other.id, brandSlug: 'other-brand', priceMinor: 500 });
    expect((await api('GET', `/api/brands/${other.id}?websiteTopic=test`)).body.data.itemCount).toBe(1);
    expect((await api('PUT', `/api/brand-items/${item.id}`, { rating: 6 }, admin)).status).toBe(400);
    expect((await api('PUT', '/api/brand-items/abc', { rating: 4 }, admin)).status).toBe(400);
    expect((await api('PUT', '/api/brand-items/99999', { rating: 4 }, admin)).status).toBe(404);
  });

  it('deletes an item', async () => {
    const item = await createItem(buildItem({ brandId: brand.id }));
    const count = async () =>
      (await api('GET', `/api/brands/${brand.id}?websiteTopic=test`)).body.data.itemCount;
    const before = await count();
    expect((await api('DELETE', `/api/brand-items/${item.id}`, undefined, admin)).body.data).toEqual({
      id: item.id,
    });
    expect(await count()).toBe(before - 1);
    expect((await api('DELETE', `/api/brand-items/${item.id}`, undefined, admin)).status).toBe(404);
  });

  it('ranks items 1..n in the order sent', async () => {
    const [a, b, c] = [
      await createItem(buildItem({ brandId: brand.id })),
      await createItem(buildItem({ brandId: brand.id })),
      await createItem(buildItem({ brandId: brand.id })),
    ];
    const res = await api('PATCH', '/api/brand-items/order', { brandItemIds: [c.id, a.id, b.id] }, admin);
    expect(res.status).toBe(200);
    const rank = async (id: number) =>
      (await api('GET', `/api/brand-items/${id}?websiteTopic=test`)).body.data.ordering;
    expect([await rank(c.id), await rank(a.id), await rank(b.id)]).toEqual([1, 2, 3]);
  });

  it('filters by minimum brand size', async () => {
    const small = (await api('POST', '/api/brands', buildBrand({ name: 'Tiny' }), admin)).body.data;
    await createItem(buildItem({ brandId: small.id, name: 'Only one' }));
    const pair = (await api('POST', '/api/brands', buildBrand({ name: 'Pair' }), admin)).body.data;
    await createItem(buildItem({ brandId: pair.id, name: 'Pair one' }));
    await createItem(buildItem({ brandId: pair.id, name: 'Pair two' }));
    const names = async (query: string) =>
      (await api('GET', `/api/brand-items?websiteTopic=test&pageSize=100&${query}`)).body.data.items
        .map((i: Item) => i.name)
        .sort();
    expect(await names(`brandSlug=${small.slug}`)).toEqual(['Only one']);
    expect(await names(`brandSlug=${small.slug}&minBrandItems=2`)).toEqual([]);
    expect(await names(`brandSlug=${pair.slug}&minBrandItems=2`)).toEqual(['Pair one', 'Pair two']);
    const all = await names('minBrandItems=2');
    expect(all).not.toContain('Only one');
    expect(all).toEqual(expect.arrayContaining(['Pair one', 'Pair two']));
  });

  it("keeps admins and non-admins away from another topic's items", async () => {
    const theirBrand = (await api('POST', '/api/brands?websiteTopic=batteries', buildBrand(), otherAdmin))
      .body.data;
    const theirs = (await api('POST', '/api/brand-items', buildItem({ brandId: theirBrand.id }), otherAdmin))
      .body.data;
    // Another site's records are not found, as if they did not exist.
    expect((await api('PUT', `/api/brand-items/${theirs.id}`, { name: 'Hijacked' }, admin)).status).toBe(404);
    expect((await api('DELETE', `/api/brand-items/${theirs.id}`, undefined, admin)).status).toBe(404);
    expect((await api('POST', '/api/brand-items', buildItem({ brandId: theirBrand.id }), admin)).status).toBe(
      404,
    );
    expect(
      (
        await api(
          'POST',
          '/api/brand-items/bulk',
          { brandItems: [buildItem({ brandId: theirBrand.id })] },
          admin,
        )
      ).status,
    ).toBe(404);
    expect((await api('PATCH', '/api/brand-items/order', { brandItemIds: [theirs.id] }, admin)).status).toBe(
      404,
    );
    const shopper = (await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries')).authorization;
    expect((await api('PUT', `/api/brand-items/${theirs.id}`, { name: 'x' }, shopper)).status).toBe(403);
    const after = await api('GET', `/api/brand-items/${theirs.id}?websiteTopic=batteries`);
    expect(after.body.data.name).toBe(theirs.name);
    const testList = await api('GET', '/api/brand-items?websiteTopic=test&pageSize=100');
    expect(testList.body.data.items.some((i: Item) => i.id === theirs.id)).toBe(false);
  });
});
