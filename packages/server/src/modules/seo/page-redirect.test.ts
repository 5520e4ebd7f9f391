import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrandItem } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div></body></html>';
const HOST = 'catalogue.example';
const ORIGIN = `http://${HOST}`;

/**
 * Brands and categories, brand items and category items have addresses of their own (spec
 * section 2): one asked for at the other's address answers 301 to its own, before any rendering.
 */
describe('a page asked for at the address of the other kind moves to its own', () => {
  let t: TestApp;
  let webDist: string;
  let brandItem: BrandItem;
  let categoryItem: BrandItem;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });
  const itemOf = async (query: string) => {
    const res = await get(`/api/brand-items?websiteTopic=batteries&pageSize=1&${query}`);
    return (res.json() as { data: { items: BrandItem[] } }).data.items[0]!;
  };

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'seo-redirect-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    t = await buildTestApp({ webDist }, { demoCatalogue: true });
    brandItem = await itemOf('brandSlug=duracell');
    categoryItem = await itemOf('categorySlug=aa-batteries');
    expect(brandItem.isCategory).toBe(false);
    expect(categoryItem.isCategory).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    [
      'a category item at a brand address',
      () => `/aa-batteries/${categoryItem.itemSlug}`,
      () => `/category/aa-batteries/${categoryItem.itemSlug}`,
    ],
    [
      'a brand item at a category address',
      () => `/category/duracell/${brandItem.itemSlug}`,
      () => `/duracell/${brandItem.itemSlug}`,
    ],
    ['a category at a brand address', () => '/aa-batteries', () => '/category/aa-batteries'],
    ['a brand at a category address', () => '/category/duracell', () => '/duracell'],
  ])('%s: 301 to its own address, the query kept', async (_, from, to) => {
    for (const query of ['', '?page=1&utm_source=x']) {
      const res = await get(`/batteries${from()}${query}`);
      expect(res.statusCode, from()).toBe(301);
      expect(res.headers.location).toBe(`${ORIGIN}/batteries${to()}${query}`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<div id="root">');
      // The address it moves to is the page itself.
      const there = await get(`/batteries${to()}${query}`);
      expect(there.statusCode, to()).toBe(200);
    }
  });

  it('pages at their own address, and records that do not exist, are not moved', async () => {
    for (const [url, status] of [
      [`/batteries/duracell/${brandItem.itemSlug}`, 200],
      [`/batteries/category/aa-batteries/${categoryItem.itemSlug}`, 200],
      ['/batteries/aa-batteries/no-such-item', 404],
      ['/batteries/category/no-such-category', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('the page head service says where, for any caller of pageMeta', async () => {
    const meta = await t.app.pageHeads.pageMeta(new URL(`${ORIGIN}/batteries/aa-batteries?page=2`), ORIGIN);
    expect(meta).toMatchObject({ status: 301, redirect: `${ORIGIN}/batteries/category/aa-batteries?page=2` });
  });
});
