import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BRANDS_PAGE_SIZE,
  fitTitle,
  ITEMS_PAGE_SIZE,
  itemTitle,
  SEO_LIMITS,
  TIPS_PAGE_SIZE,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildItem, call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

/*
 * The search-engine details of issue 12: a topic's prefixed pages move to its own domain,
 * search results are noindex, every page of a list is its own canonical with prev/next, list
 * pages carry lastmod, ratings leave the server rounded and titles fit result pages.
 */

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div></body></html>';
const SHARED = 'localhost';
const ORIGIN = `http://${SHARED}`;
const SITE = 'Test Shop';
const DOMAIN = 'shop.test-site.example';

const decode = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return m ? decode(m[1]!) : undefined;
};
const linkOf = (html: string, rel: string) => {
  const m = new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html);
  return m ? decode(m[1]!) : undefined;
};
const jsonLdOf = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
/** `<loc>` → `<lastmod>` (or null) of a sitemap. */
const lastmods = (xml: string) =>
  new Map(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => [
      m[1]!,
      m[2] ?? null,
    ]),
  );

describe('search-engine details', () => {
  let t: TestApp;
  let admin: string;
  let webDist: string;
  const get = (url: string, host = SHARED, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: { host } });
  const api = async (method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) => {
    const res = await call(t.app, method, url, body, admin);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body.data;
  };

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'seo-details-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    t = await buildTestApp({ webDist });
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    await api('POST', '/api/brands', { name: 'Duracell', slug: 'duracell' });
    await api('POST', '/api/brands', { name: 'AA batteries', slug: 'aa-batteries', isCategory: true });
    // Thirteen items: a second page of a brand (12 to a page) with one item on it.
    await api('POST', '/api/brand-items/bulk', {
      brandItems: Array.from({ length: ITEMS_PAGE_SIZE + 1 }, (_, i) =>
        buildItem({ brandSlug: 'duracell', name: `Duracell Cell ${i + 1}`, itemSlug: `cell-${i + 1}` }),
      ),
    });
    await api('POST', '/api/brand-items', buildItem({ brandSlug: 'aa-batteries', itemSlug: 'eneloop' }));
    // Enough brands and tips for a second page of each list.
    for (let i = 0; i < BRANDS_PAGE_SIZE; i++)
      await api('POST', '/api/brands', { name: `Filler brand ${i}` });
    for (let i = 0; i <= TIPS_PAGE_SIZE; i++) await api('POST', '/api/tips', { title: `Tip number ${i}` });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('search result pages are noindex but their links are followed; other pages stay indexable', async () => {
    for (const url of ['/test/search?q=duracell', '/test/search']) {
      const html = (await get(url)).body;
      expect(metaOf(html, 'robots'), url).toBe('noindex, follow');
      expect(metaOf(html, 'og:title'), url).toBeUndefined();
    }
    expect(metaOf((await get('/test/brands')).body, 'robots')).toBeUndefined();
    // An unknown record is still noindex alone.
    expect(metaOf((await get('/test/no-such-brand')).body, 'robots')).toBe('noindex');
  });

  it('each page of a paged list is its own canonical, with prev and next where those pages exist', async () => {
    const lists = [
      {
        path: '/test/duracell',
        count: `/api/brand-items?websiteTopic=test&brandSlug=duracell`,
        size: ITEMS_PAGE_SIZE,
      },
      {
        path: '/test/brands',
        count: '/api/brands?websiteTopic=test&isCategory=false',
        size: BRANDS_PAGE_SIZE,
      },
      {
        path: '/test/brand-items',
        count: '/api/brand-items?websiteTopic=test&isCategory=false',
        size: ITEMS_PAGE_SIZE,
      },
      {
        path: '/test/category-items',
        count: '/api/brand-items?websiteTopic=test&isCategory=true',
        size: ITEMS_PAGE_SIZE,
      },
      { path: '/test/tips', count: '/api/tips?websiteTopic=test', size: TIPS_PAGE_SIZE },
    ];
    for (const list of lists) {
      // The page count the web app sees, with the contract's page size.
      const { pageCount } = await api('GET', `${list.count}&pageSize=${list.size}`);
      const url = `${ORIGIN}${list.path}`;
      const at = (n: number) => (n === 1 ? url : `${url}?page=${n}`);
      for (let n = 1; n <= pageCount; n++) {
        const res = await get(n === 1 ? list.path : `${list.path}?page=${n}&utm_source=x`);
        expect(res.statusCode, at(n)).toBe(200);
        expect(linkOf(res.body, 'canonical'), at(n)).toBe(at(n));
        expect(linkOf(res.body, 'prev'), at(n)).toBe(n > 1 ? at(n - 1) : undefined);
        expect(linkOf(res.body, 'next'), at(n)).toBe(n < pageCount ? at(n + 1) : undefined);
        if (n > 1) expect(titleOf(res.body), at(n)).toContain(`page ${n}`);
      }
      expect(pageCount, list.path).toBeGreaterThanOrEqual(list.path === '/test/category-items' ? 1 : 2);
      // Past the last page there is nothing to show; a page parameter the app ignores is page 1.
      const past = await get(`${list.path}?page=${pageCount + 1}`);
      expect(past.statusCode, list.path).toBe(404);
      expect(metaOf(past.body, 'robots'), list.path).toBe('noindex');
      expect(linkOf((await get(`${list.path}?page=abc`)).body, 'canonical'), list.path).toBe(url);
    }
    // A page number no offset can hold is past the end too, not a database error.
    for (const url of ['/test/brands?page=1e20', '/test/duracell?page=1e20', '/test/tips?page=1000001']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    // Pages that are no list ignore the parameter.
    expect((await get('/test/duracell/cell-1?page=1e20')).statusCode).toBe(200);
    // The second page of the brand describes the items it shows: the thirteenth alone.
    const second = (await get('/test/duracell?page=2')).body;
    const list = jsonLdOf(second).find((n) => n['@type'] === 'ItemList')!;
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ url: `${ORIGIN}/test/duracell/cell-${ITEMS_PAGE_SIZE + 1}` }),
    ]);
    // Lists shown whole ignore the parameter.
    expect(linkOf((await get('/test/podcasts?page=2')).body, 'canonical')).toBe(`${ORIGIN}/test/podcasts`);
  });

  it('list and brand pages carry the lastmod of their newest record in the sitemap', async () => {
    const brand = await api('GET', '/api/brands/slug/duracell?websiteTopic=test');
    const item = await api('GET', '/api/brand-items/duracell/cell-3?websiteTopic=test');
    // Touch one item: its brand's page and the all-items page change with it, the brand row does not.
    const touched = await api('PUT', `/api/brand-items/${item.id}`, { description: 'Changed for lastmod' });
    const newestBrand = await api('POST', '/api/brands', { name: 'Newest brand' });
    // A category changed after it: the newest row of brands, but no brand of the brands list.
    const categoryId = (await api('GET', '/api/brands/slug/aa-batteries?websiteTopic=test')).id;
    const category = await api('PUT', `/api/brands/${categoryId}`, {
      description: 'A category changed last',
    });
    const tip = await api('POST', '/api/tips', { title: 'Newest tip' });
    const podcast = await api('POST', '/api/podcasts', {
      title: 'Newest podcast',
      audioUrl: 'https://audio.example/newest.mp3',
    });
    const categoryItems = (
      await api('GET', '/api/brand-items?websiteTopic=test&isCategory=true&pageSize=100')
    ).items as Array<{ updatedAt: string }>;
    const newestCategoryItem = categoryItems
      .map((i) => i.updatedAt)
      .sort()
      .at(-1);

    const xml = (await get('/test/sitemap.xml')).body;
    const mods = lastmods(xml);
    expect(touched.updatedAt > brand.updatedAt).toBe(true);
    expect(mods.get(`${ORIGIN}/test/duracell`)).toBe(touched.updatedAt);
    expect(mods.get(`${ORIGIN}/test/brand-items`)).toBe(touched.updatedAt);
    // A category is no brand: the brands list keeps to the newest brand.
    expect(mods.get(`${ORIGIN}/test/brands`)).toBe(newestBrand.updatedAt);
    expect(mods.get(`${ORIGIN}/test/category/aa-batteries`)).toBe(category.updatedAt);
    expect(mods.get(`${ORIGIN}/test/category-items`)).toBe(newestCategoryItem);
    expect(mods.get(`${ORIGIN}/test/tips`)).toBe(tip.updatedAt);
    expect(mods.get(`${ORIGIN}/test/podcasts`)).toBe(podcast.updatedAt);
  });

  it('ratings leave the server with one decimal: API replies, search and JSON-LD', async () => {
    const stored = 3.6 + 0.2; // 3.8000000000000003, as the demo data and sums produce
    // A brand of its own: the paging test counts Duracell's items.
    await api('POST', '/api/brands', { name: 'Ratedcell' });
    const created = await api(
      'POST',
      '/api/brand-items',
      buildItem({
        brandSlug: 'ratedcell',
        name: 'Ratedcell Rated',
        itemSlug: 'rated',
        rating: stored,
        reviewCount: 7,
      }),
    );
    expect(created.rating).toBe(3.8);
    const replies = await Promise.all([
      get('/api/brand-items/ratedcell/rated?websiteTopic=test'),
      get('/api/brand-items?websiteTopic=test&brandSlug=ratedcell&pageSize=100'),
      get('/api/search?websiteTopic=test&q=ratedcell%20rated'),
      get('/test/ratedcell/rated'),
    ]);
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('3.8000000000000003');
      expect(res.body).toMatch(/"(rating|ratingValue)":3\.8[,}]/);
    }
    const product = jsonLdOf(replies[3]!.body).find((n) => n['@type'] === 'Product')!;
    expect(product.aggregateRating).toMatchObject({ ratingValue: 3.8, reviewCount: 7 });
  });

  it('titles fit in 60 characters and do not repeat the brand', async () => {
    // The name starts with the brand: no "Duracell … – Duracell".
    expect(titleOf((await get('/test/duracell/cell-1')).body)).toBe(`Duracell Cell 1 | ${SITE}`);
    const long = 'Eneloop Pro rechargeable AA cells with a charger, a case and four spare cells';
    await api(
      'POST',
      '/api/brand-items',
      buildItem({ brandSlug: 'aa-batteries', name: long, itemSlug: 'long' }),
    );
    const cut = titleOf((await get('/test/category/aa-batteries/long')).body);
    expect(cut.length).toBeLessThanOrEqual(SEO_LIMITS.title);
    expect(cut).toMatch(/^Eneloop Pro rechargeable AA cells with a charger, a[a-z ]*…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long.charAt(cut.length - 1)).toBe(' '); // cut at a word
    // Brand named differently: brand kept, site only while it fits.
    expect(itemTitle('Optimum AA', 'Duracell', SITE)).toBe(`Optimum AA – Duracell | ${SITE}`);
    expect(itemTitle('Optimum AA 24-pack with a reusable case', 'Duracell', SITE)).toBe(
      'Optimum AA 24-pack with a reusable case – Duracell',
    );
    expect(itemTitle('Duracellular', 'Duracell', SITE)).toBe(`Duracellular – Duracell | ${SITE}`);
    expect(fitTitle('Brands', [' – A site name long enough to push the title past sixty'], 2)).toBe(
      'Brands – page 2',
    );
    const pages = [
      '/test',
      '/test/brands',
      '/test/tips?page=2',
      '/test/duracell',
      `/test/search?q=${'x'.repeat(80)}`,
    ];
    for (const p of pages)
      expect(titleOf((await get(p)).body).length, p).toBeLessThanOrEqual(SEO_LIMITS.title);
  });

  describe('a topic on its own domain', () => {
    // The tests outside this block see the site on the shared host, whenever they run.
    let before: Record<string, unknown>;
    beforeAll(async () => {
      const config = await api('GET', '/api/site-config?websiteTopic=test');
      const { websiteTopic: _t, updatedAt: _u, priceMaxAgeHours: _p, ...body } = config;
      before = body;
      await api('PUT', '/api/site-config', { ...body, domain: DOMAIN });
    });
    afterAll(async () => {
      await api('PUT', '/api/site-config', before);
    });

    it('answers its prefixed pages on the shared host with 301 to the same page on the domain', async () => {
      for (const [from, to] of [
        ['/test/duracell?page=2&utm_source=x', `https://${DOMAIN}/duracell?page=2&utm_source=x`],
        ['/test/duracell/cell-1', `https://${DOMAIN}/duracell/cell-1`],
        ['/test', `https://${DOMAIN}/`],
        ['/test/', `https://${DOMAIN}/`],
        ['/TEST/tips', `https://${DOMAIN}/tips`],
        ['/test/sitemap.xml', `https://${DOMAIN}/sitemap.xml`],
      ] as const) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await get(from, SHARED, method);
          expect(res.statusCode, `${method} ${from}`).toBe(301);
          expect(res.headers.location, `${method} ${from}`).toBe(to);
        }
      }
      // Not moved: the domain itself, other topics, the API, writes, and the admin's screens.
      expect((await get('/duracell', DOMAIN)).statusCode).toBe(200);
      expect((await get('/batteries/brands')).statusCode).toBe(200);
      expect((await get('/api/brands?websiteTopic=test')).statusCode).toBe(200);
      expect((await get('/test/duracell', SHARED, 'POST')).statusCode).not.toBe(301);
      expect((await get('/test/admin')).statusCode).toBe(200);
      expect((await get('/test/login')).statusCode).toBe(200);
      expect((await get('/test/duracell/edit')).statusCode).toBe(200);
      expect((await get('/healthz')).statusCode).toBe(200);
    });

    it('on the domain, answers a path with the site’s own prefix with 301 to the page without it', async () => {
      for (const [from, to] of [
        ['/test/duracell?page=2', `http://${DOMAIN}/duracell?page=2`],
        ['/test/duracell/cell-1', `http://${DOMAIN}/duracell/cell-1`],
        ['/test/admin', `http://${DOMAIN}/admin`],
        ['/test', `http://${DOMAIN}/`],
      ] as const) {
        const res = await get(from, DOMAIN);
        expect(res.statusCode, from).toBe(301);
        expect(res.headers.location, from).toBe(to);
      }
      // A page of the site itself is not moved; neither is a record that exists nowhere.
      expect((await get('/duracell', DOMAIN)).statusCode).toBe(200);
      expect((await get('/test/no-such-brand-here', DOMAIN)).statusCode).toBe(301);
      expect((await get('/no-such-brand-here', DOMAIN)).statusCode).toBe(404);
    });

    it('leaves the topic out of the shared host’s sitemap index; its domain’s sitemap lists it', async () => {
      const index = (await get('/sitemap.xml')).body;
      const locs = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual([`${ORIGIN}/batteries/sitemap.xml`, `${ORIGIN}/beautyluxdeluxe/sitemap.xml`]);
      const own = (await get('/sitemap.xml', DOMAIN)).body;
      expect(own).toContain(`<loc>http://${DOMAIN}/duracell</loc>`);
    });
  });
});
