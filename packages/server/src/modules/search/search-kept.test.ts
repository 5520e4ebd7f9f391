/*
 * Search keeps a topic's dictionary, brands and synonyms in process until the topic changes
 * (topic-memo.ts): a write through the API is seen by the very next search.
 */
import { ROUTES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';

describe('what search keeps of a topic', () => {
  let t: TestApp;
  let admin: string;
  let fresh = 0;

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
    admin = (await signInCast(t.app)).admin.authorization!;
  });
  afterAll(() => t?.close());

  /** The brands and items a search finds, past the reply cache (a URL of its own). */
  async function search(q: string) {
    const params = new URLSearchParams({ q, websiteTopic: 'batteries', _: String(fresh++) });
    const res = await t.app.inject({ url: `${ROUTES.search.aggregated}?${params}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: { brands: Array<{ name: string }>; brandItems: Array<{ name: string }> };
    };
    return { brands: data.brands.map((b) => b.name), items: data.brandItems.map((i) => i.name) };
  }

  const create = async (url: string, body: object) => {
    const res = await call(t.app, 'POST', `${url}?websiteTopic=batteries`, body, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number };
  };

  it('finds a renamed brand by its new name at the next search, and no longer by its old one', async () => {
    const brand = await create(ROUTES.brands.list, buildBrand({ name: 'Quoltrix' }));
    await create(ROUTES.brandItems.list, buildItem({ brandId: brand.id, name: 'Quoltrix Lantern Cell' }));
    expect((await search('quoltrix')).brands).toEqual(['Quoltrix']);
    // Kept now: the next searches read the dictionary and brands kept in process.
    expect(await search('brovanta')).toEqual({ brands: [], items: [] });

    const renamed = await call(
      t.app,
      'PUT',
      `${ROUTES.brands.byId.replace(':id', String(brand.id))}?websiteTopic=batteries`,
      { name: 'Brovanta' },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect((await search('brovanta')).brands).toEqual(['Brovanta']);
    // A slip of the new name is corrected to it: the dictionary kept has its word.
    expect((await search('brovatna')).brands).toEqual(['Brovanta']);
    expect((await search('quoltrix')).brands).not.toContain('Quoltrix');
  });

  it('finds an item added with a word no name had, by that word and by a slip of it, at the next search', async () => {
    expect(await search('zelquorn')).toEqual({ brands: [], items: [] });
    expect(await search('zelqourn')).toEqual({ brands: [], items: [] });
    const brand = await create(ROUTES.brands.list, buildBrand({ name: 'Pembrook' }));
    await create(ROUTES.brandItems.list, buildItem({ brandId: brand.id, name: 'Zelquorn Coin Cell' }));
    expect((await search('zelquorn')).items).toEqual(['Zelquorn Coin Cell']);
    expect((await search('zelqourn')).items).toEqual(['Zelquorn Coin Cell']);
    // As typed: the start of the new word.
    expect((await search('zelq')).items).toEqual(['Zelquorn Coin Cell']);
  });
});
