import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type MediaAsset, mediaFilePath, mediaKeyOf } from '@app/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandItems, mediaAssets, mediaVariants } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { call } from '../../test/catalogue';
import { multipart } from '../../test/multipart';
import { buildTestApp, login, type TestApp } from '../../test/test-app';
import { sha256Of } from '../media';
import { settled } from '../media/media.fixtures';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div></body></html>';
const HOST = 'catalogue.example';
const ORIGIN = `http://${HOST}`;
const SITE = 'Test Shop';
const HOSTILE = `</script><script>alert(1)</script> "Quoted" & 'single' <b>`;

type Page = { status: number; html: string };
type Ld = Record<string, unknown> & { '@type': string };

const decode = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return m ? decode(m[1]!) : undefined;
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
const ldOf = (html: string, type: string) => jsonLdOf(html).find((n) => n['@type'] === type);

describe('search-engine ready pages, sitemap and robots', () => {
  let t: TestApp;
  let admin: string;
  let webDist: string;
  const page = async (url: string, host = HOST): Promise<Page> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host } });
    return { status: res.statusCode, html: res.body };
  };
  const api = async (method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) => {
    const res = await call(t.app, method, url, body, admin);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body.data;
  };

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'seo-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    t = await buildTestApp({ webDist });
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;

    await api('POST', '/api/brands', {
      name: 'Duracell',
      slug: 'duracell',
      description: `The copper-top alkaline cells most households reach for first. ${'Reliable power for every device in the house, from remotes to smoke alarms. '.repeat(3)}`,
      imageUrl: 'https://img.example/duracell.png',
    });
    await api('POST', '/api/brands', {
      name: 'AA batteries',
      slug: 'aa-batteries',
      isCategory: true,
      seoTitle: 'AA batteries compared',
      seoDescription: 'Every AA battery we list, compared.',
    });
    await api('POST', '/api/brands', { name: HOSTILE, slug: 'hostile', description: HOSTILE });
    await api('POST', '/api/brand-items', {
      brandSlug: 'duracell',
      name: 'Duracell AA 8-pack',
      itemSlug: 'duracell-aa-8-pack',
      description: 'Eight alkaline AA cells.',
      priceMinor: 1299,
      currency: 'USD',
      rating: 4.6,
      reviewCount: 120,
      imageUrls: ['https://img.example/aa-8.png'],
      marketplaceUrl: 'https://market.example/dp/B000AA8',
      seoDescription: 'Eight Duracell AA cells that keep going: SEO text.',
    });
    await api('POST', '/api/brand-items', {
      brandSlug: 'duracell',
      name: 'Duracell 9V',
      itemSlug: 'duracell-9v',
      features: ['Snap terminals', 'For smoke alarms'],
      priceMinor: null,
      rating: null,
      reviewCount: 0,
    });
    await api('POST', '/api/brand-items', {
      brandSlug: 'aa-batteries',
      name: 'Eneloop AA',
      itemSlug: 'eneloop-aa',
      description: 'Rechargeable AA cells.',
      priceMinor: 2500,
      currency: 'EUR',
      imageUrls: ['https://img.example/eneloop.png'],
    });
    await api('POST', '/api/brand-items', { brandSlug: 'hostile', name: HOSTILE, itemSlug: 'hostile-item' });
    await api('POST', '/api/tips', {
      title: 'How to store batteries',
      slug: 'store-batteries',
      summaryHtml: '<p>Keep them <strong>cool</strong> &amp; dry.</p>',
      bodyHtml: '<h2>Why</h2><p>Heat drains cells.</p>',
      imageUrl: 'https://img.example/tip.png',
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('an item page carries its title, SEO description, canonical, Open Graph and Product JSON-LD', async () => {
    const { status, html } = await page('/test/duracell/duracell-aa-8-pack');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(`Duracell AA 8-pack | ${SITE}`);
    expect(metaOf(html, 'description')).toBe('Eight Duracell AA cells that keep going: SEO text.');
    const url = `${ORIGIN}/test/duracell/duracell-aa-8-pack`;
    expect(canonicalOf(html)).toBe(url);
    expect(metaOf(html, 'og:title')).toBe(titleOf(html));
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toBe('https://img.example/aa-8.png');
    expect(metaOf(html, 'og:site_name')).toBe(SITE);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'robots')).toBeUndefined();

    const product = ldOf(html, 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Duracell AA 8-pack',
      url,
      image: ['https://img.example/aa-8.png'],
      brand: { '@type': 'Brand', name: 'Duracell', url: `${ORIGIN}/test/duracell` },
      offers: {
        '@type': 'Offer',
        price: '12.99',
        priceCurrency: 'USD',
        url: 'https://market.example/dp/B000AA8',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 120 },
    });
    expect(ldOf(html, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: SITE, item: `${ORIGIN}/test` },
      { '@type': 'ListItem', position: 2, name: 'Duracell', item: `${ORIGIN}/test/duracell` },
      { '@type': 'ListItem', position: 3, name: 'Duracell AA 8-pack', item: url },
    ]);
  });

  it('shares a library picture as its largest JPEG, with its size; a drawn (vector) picture as a JPEG card made once', async () => {
    const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3355aa' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ name: 'pack.jpg', bytes, type: 'image/jpeg' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { authorization: admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    // Its variants are made in the background: the page is looked at once they exist.
    const asset = await settled(
      t.app,
      { authorization: admin },
      (res.json().data.assets[0] as MediaAsset).id,
    );
    const small = asset.variants.find((v) => v.width === 320 && v.format === 'webp')!;
    await api('POST', '/api/brands', { name: 'Varta', slug: 'varta' });
    // The item names a small WebP file of the picture: networks get the 1280 JPEG all the same.
    await api('POST', '/api/brand-items', {
      brandSlug: 'varta',
      name: 'Varta AA 16-pack',
      itemSlug: 'varta-aa-16-pack',
      imageUrls: [small.url],
    });
    const { html } = await page('/test/varta/varta-aa-16-pack');
    const jpeg = asset.variants.find((v) => v.width === 1280 && v.format === 'jpeg')!;
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}${jpeg.url}`);
    expect(metaOf(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaOf(html, 'og:image:width')).toBe('1280');
    expect(metaOf(html, 'og:image:height')).toBe('800');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');

    // A drawn picture, stored as the demo stores its own: one vector file.
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' width='600' height='600'/>");
    const [drawnAsset] = await t.database.db
      .insert(mediaAssets)
      .values({
        websiteTopic: 'test',
        fileName: 'drawn.svg',
        mime: 'image/svg+xml',
        width: 600,
        height: 600,
        bytes: svg.length,
        sha256: sha256Of(svg),
      })
      .returning();
    await t.database.db.insert(mediaVariants).values({
      assetId: drawnAsset!.id,
      width: 600,
      height: 600,
      format: 'svg',
      bytes: svg.length,
      data: svg,
    });
    const drawn = { url: mediaFilePath(mediaKeyOf(drawnAsset!), 600, 'svg') };
    await api('POST', '/api/brand-items', {
      brandSlug: 'varta',
      name: 'Varta AA 4-pack',
      itemSlug: 'varta-aa-4-pack',
      imageUrls: [drawn.url],
    });
    const vector = (await page('/test/varta/varta-aa-4-pack')).html;
    // Social networks cannot show SVG: they get a JPEG card of it, drawn on its first request.
    const card = mediaFilePath(mediaKeyOf(drawnAsset!), 1280, 'jpeg');
    expect(metaOf(vector, 'og:image')).toBe(`${ORIGIN}${card}`);
    expect(metaOf(vector, 'og:image:type')).toBe('image/jpeg');
    expect([metaOf(vector, 'og:image:width'), metaOf(vector, 'og:image:height')]).toEqual(['1280', '1280']);
    expect(metaOf(vector, 'twitter:card')).toBe('summary_large_image');
    expect(ldOf(vector, 'Product')?.image).toEqual([`${ORIGIN}${drawn.url}`]);
    const first = await t.app.inject({ method: 'GET', url: card });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1280,
      height: 1280,
    });
    // Kept: the second request reads the stored file, and the picture's address stays the vector one.
    const again = await t.app.inject({ method: 'GET', url: card });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/media/${drawnAsset!.id}`,
      headers: { authorization: admin },
    });
    expect(stored.json().data.url).toBe(drawn.url);
    expect(
      stored
        .json()
        .data.variants.map((v: { format: string }) => v.format)
        .sort(),
    ).toEqual(['jpeg', 'svg']);
    // Other widths and formats of a drawn picture do not exist.
    const other = await t.app.inject({
      method: 'GET',
      url: mediaFilePath(mediaKeyOf(drawnAsset!), 640, 'jpeg'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('an offer tells its stock as last read and how long its price holds; a price past the limit is not announced', async () => {
    const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
    const confirmed = async (itemSlug: string, availability: string, checkedAt: Date) => {
      await api('POST', '/api/brand-items', {
        brandSlug: 'stocked',
        name: itemSlug,
        itemSlug,
        priceMinor: 500,
        currency: 'USD',
      });
      await t.database.db
        .update(brandItems)
        .set({ availability: availability as 'in_stock', priceCheckedAt: checkedAt })
        .where(eq(brandItems.itemSlug, itemSlug));
      return ldOf((await page(`/test/stocked/${itemSlug}`)).html, 'Product')!;
    };
    await api('POST', '/api/brands', { name: 'Stocked', slug: 'stocked' });
    const checked = hours(1);
    const fresh = await confirmed('fresh-cells', 'in_stock', checked);
    expect(fresh.offers).toMatchObject({
      price: '5.00',
      availability: 'https://schema.org/InStock',
      priceValidUntil: new Date(checked.getTime() + 24 * 3_600_000).toISOString().slice(0, 10),
    });
    const gone = await confirmed('gone-cells', 'out_of_stock', hours(2));
    expect(gone.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const stale = await confirmed('stale-cells', 'in_stock', hours(25));
    expect(stale.offers).toBeUndefined();
    // A price typed by hand was never confirmed: it stands, with no stock claimed.
    const typed = ldOf((await page('/test/duracell/duracell-aa-8-pack')).html, 'Product')!;
    expect(typed.offers).not.toHaveProperty('availability');
    expect(typed.offers).not.toHaveProperty('priceValidUntil');
  });

  it("an offer's price is written with its currency's ISO 4217 minor unit, as the page shows it", async () => {
    // 3 digits by ISO 4217 (and the contract's money helpers); Intl's CLDR data says 0.
    await api('POST', '/api/brands', { name: 'Dinar Cells', slug: 'dinar-cells' });
    await api('POST', '/api/brand-items', {
      brandSlug: 'dinar-cells',
      name: 'Dinar AA',
      itemSlug: 'dinar-aa',
      priceMinor: 12_500,
      currency: 'IQD',
    });
    const { html } = await page('/test/dinar-cells/dinar-aa');
    expect(ldOf(html, 'Product')?.offers).toMatchObject({ price: '12.500', priceCurrency: 'IQD' });
  });

  it('an item without SEO text, price or rating gets a built description and no offer or rating', async () => {
    const { status, html } = await page('/test/duracell/duracell-9v');
    expect(status).toBe(200);
    expect(metaOf(html, 'description')).toBe('Duracell 9V: Snap terminals. For smoke alarms.');
    expect(metaOf(html, 'og:image')).toBeUndefined();
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    const product = ldOf(html, 'Product')!;
    expect(product.offers).toBeUndefined();
    expect(product.aggregateRating).toBeUndefined();
  });

  it('a category item lives under /category, and its price follows its currency', async () => {
    const { status, html } = await page('/test/category/aa-batteries/eneloop-aa');
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/test/category/aa-batteries/eneloop-aa`);
    expect(ldOf(html, 'Product')?.offers).toMatchObject({ price: '25.00', priceCurrency: 'EUR' });
    expect(metaOf(html, 'description')).toBe('Rechargeable AA cells.');
  });

  it('a brand page carries Brand, ItemList of its items and breadcrumbs, its text cut at a word', async () => {
    const { status, html } = await page('/test/duracell');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`Duracell – ${SITE}`);
    const description = metaOf(html, 'description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^The copper-top alkaline cells most households reach for first\. Reliable/);
    expect(description).toMatch(/[a-z]…$/);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/test/duracell`);
    expect(ldOf(html, 'Brand')).toMatchObject({ name: 'Duracell', url: `${ORIGIN}/test/duracell` });
    const list = ldOf(html, 'ItemList')!;
    expect(list.numberOfItems).toBe(2);
    expect((list.itemListElement as Array<{ url: string }>).map((i) => i.url).sort()).toEqual([
      `${ORIGIN}/test/duracell/duracell-9v`,
      `${ORIGIN}/test/duracell/duracell-aa-8-pack`,
    ]);
    expect((ldOf(html, 'BreadcrumbList')!.itemListElement as unknown[]).length).toBe(3);
  });

  it('a category page uses its SEO title and text; reached without /category, it moves there', async () => {
    const { status, html } = await page('/test/category/aa-batteries');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('AA batteries compared');
    expect(metaOf(html, 'description')).toBe('Every AA battery we list, compared.');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/test/category/aa-batteries`);
    expect(ldOf(html, 'ItemList')?.numberOfItems).toBe(1);
    const moved = await t.app.inject({ method: 'GET', url: '/test/aa-batteries', headers: { host: HOST } });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${ORIGIN}/test/category/aa-batteries`);
  });

  it('a tip page carries Article JSON-LD and its summary as description', async () => {
    const { status, html } = await page('/test/tips/store-batteries');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`How to store batteries – Tips | ${SITE}`);
    expect(metaOf(html, 'description')).toBe('Keep them cool & dry.');
    expect(html).toContain('content="Keep them cool &amp; dry."');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(ldOf(html, 'Article')).toMatchObject({
      headline: 'How to store batteries',
      url: `${ORIGIN}/test/tips/store-batteries`,
      image: ['https://img.example/tip.png'],
    });
    expect(
      (ldOf(html, 'BreadcrumbList')!.itemListElement as Array<{ name: string }>).map((c) => c.name),
    ).toEqual([SITE, 'Tips', 'How to store batteries']);
  });

  it('the home page carries WebSite with a SearchAction; every public page has its own title', async () => {
    const home = await page('/test');
    expect(home.status).toBe(200);
    expect(titleOf(home.html)).toBe(`${SITE} – A sandbox site for trying things out`);
    expect(canonicalOf(home.html)).toBe(`${ORIGIN}/test`);
    expect(ldOf(home.html, 'BreadcrumbList')).toBeUndefined();
    expect(ldOf(home.html, 'WebSite')).toMatchObject({
      name: SITE,
      url: `${ORIGIN}/test`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/test/search?q={search_term_string}` },
      },
    });
    const paths = [
      '/test',
      '/test/about',
      '/test/brands',
      '/test/brand-items',
      '/test/category-items',
      '/test/tips',
      '/test/podcasts',
      '/test/search',
      '/test/hassle-free-shopping',
      '/test/privacy-policy',
      '/test/shipping-policy',
      '/test/duracell',
      '/test/duracell/duracell-aa-8-pack',
      '/test/tips/store-batteries',
    ];
    const pages = await Promise.all(paths.map((p) => page(p)));
    for (const [i, p] of pages.entries()) {
      expect(p.status, paths[i]).toBe(200);
      expect(metaOf(p.html, 'description')?.length, paths[i]).toBeGreaterThan(10);
      expect(canonicalOf(p.html), paths[i]).toBe(`${ORIGIN}${paths[i]}`);
      if (i > 0) expect(ldOf(p.html, 'BreadcrumbList'), paths[i]).toBeDefined();
    }
    expect(new Set(pages.map((p) => titleOf(p.html))).size).toBe(paths.length);
    // The query does not make a second page: the search page's canonical has none.
    const search = await page('/test/search?q=aa%20cells');
    expect(titleOf(search.html)).toBe(`Search results for “aa cells” – ${SITE}`);
    expect(canonicalOf(search.html)).toBe(`${ORIGIN}/test/search`);
  });

  it('unknown slugs and topics answer 404 with a not-found title and noindex', async () => {
    for (const url of [
      '/test/no-such-brand',
      '/test/duracell/no-such-item',
      '/test/category/no-such-category',
      '/test/tips/no-such-tip',
      '/test/a/b/c/d',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(titleOf(html), url).toBe(`Not found – ${SITE}`);
      expect(metaOf(html, 'robots'), url).toBe('noindex');
      expect(canonicalOf(html), url).toBeUndefined();
      expect(jsonLdOf(html), url).toEqual([]);
      expect(html, url).toContain('<div id="root"></div>');
    }
    const unknownTopic = await page('/nowhere/duracell');
    expect(unknownTopic.status).toBe(404);
    expect(metaOf(unknownTopic.html, 'robots')).toBe('noindex');
  });

  it('sign-in, admin and edit screens are noindex and read no catalogue data', async () => {
    for (const url of [
      '/test/login',
      '/test/admin',
      '/test/admin/site-settings',
      '/test/duracell/edit',
      '/test/duracell/duracell-aa-8-pack/edit',
      '/test/category/aa-batteries/edit',
      '/test/category/aa-batteries/eneloop-aa/edit',
      '/test/brands/new',
      '/test/brand-items/bulk-create',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(metaOf(html, 'robots'), url).toBe('noindex');
      expect(metaOf(html, 'description'), url).toBeUndefined();
      expect(jsonLdOf(html), url).toEqual([]);
      expect(headOf(html), url).not.toMatch(/Duracell|Eneloop|AA batteries/);
    }
  });

  it('escapes a hostile name everywhere, so nothing breaks out of the head or the JSON-LD', async () => {
    for (const url of ['/test/hostile', '/test/hostile/hostile-item']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      const head = headOf(html);
      expect(head, url).not.toContain('<script>alert');
      expect(head, url).not.toContain('</script><script>');
      // Only the JSON-LD blocks open a script element.
      expect(head.match(/<script/g)?.length, url).toBe(jsonLdOf(html).length);
      expect(head.match(/<b>/g), url).toBeNull();
      expect(titleOf(html).startsWith(HOSTILE), url).toBe(true);
      expect(metaOf(html, 'og:title'), url).toBe(titleOf(html));
      const node = ldOf(html, url.endsWith('item') ? 'Product' : 'Brand')!;
      expect(node.name, url).toBe(HOSTILE);
    }
  });

  it('lists every topic in the sitemap index, and each topic’s pages in its own sitemap', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs(index.body)).toEqual(
      ['batteries', 'beautyluxdeluxe', 'test'].map((topic) => `${ORIGIN}/${topic}/sitemap.xml`),
    );

    const topic = await t.app.inject({ method: 'GET', url: '/test/sitemap.xml', headers: { host: HOST } });
    expect(topic.statusCode).toBe(200);
    expect(topic.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(topic.body);
    for (const p of [
      '/test',
      '/test/brands',
      '/test/tips',
      '/test/podcasts',
      '/test/about',
      '/test/privacy-policy',
      '/test/duracell',
      '/test/category/aa-batteries',
      '/test/hostile',
      '/test/duracell/duracell-aa-8-pack',
      '/test/category/aa-batteries/eneloop-aa',
      '/test/tips/store-batteries',
    ]) {
      expect(urls).toContain(`${ORIGIN}${p}`);
    }
    expect(urls.some((u) => /admin|login|edit/.test(u))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    expect(topic.body).toMatch(
      /<url><loc>http:\/\/catalogue\.example\/test\/duracell<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
    // Another topic's sitemap holds none of this topic's records.
    const other = await t.app.inject({
      method: 'GET',
      url: '/batteries/sitemap.xml',
      headers: { host: HOST },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('duracell-aa-8-pack');
    expect((await t.app.inject({ method: 'GET', url: '/nowhere/sitemap.xml' })).statusCode).toBe(404);
  });

  it('robots.txt keeps crawlers out of the API, sign-in, admin and edit screens and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    for (const topic of ['batteries', 'beautyluxdeluxe', 'test']) {
      expect(lines).toContain(`Disallow: /${topic}/admin$`);
      expect(lines).toContain(`Disallow: /${topic}/login$`);
      expect(lines).toContain(`Disallow: /${topic}/*/edit$`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  describe('on a custom domain', () => {
    const DOMAIN = 'shop.test-site.example';
    beforeAll(async () => {
      const config = await api('GET', '/api/site-config?websiteTopic=test');
      const { websiteTopic: _t, updatedAt: _u, priceMaxAgeHours: _p, ...body } = config;
      await api('PUT', '/api/site-config', { ...body, domain: DOMAIN });
    });

    it('pages carry canonicals without the topic prefix, and X-Forwarded-Proto is ignored without trustProxy', async () => {
      const home = await page('/', DOMAIN);
      expect(home.status).toBe(200);
      expect(canonicalOf(home.html)).toBe(`http://${DOMAIN}/`);
      expect(titleOf(home.html)).toMatch(/^Test Shop/);
      const item = await t.app.inject({
        method: 'GET',
        url: '/duracell/duracell-aa-8-pack',
        headers: { host: DOMAIN, 'x-forwarded-proto': 'https' },
      });
      expect(item.statusCode).toBe(200);
      expect(canonicalOf(item.body)).toBe(`http://${DOMAIN}/duracell/duracell-aa-8-pack`);
      expect(ldOf(item.body, 'BreadcrumbList')?.itemListElement).toMatchObject([
        { item: `http://${DOMAIN}/` },
        { item: `http://${DOMAIN}/duracell` },
        { item: `http://${DOMAIN}/duracell/duracell-aa-8-pack` },
      ]);
      // On the domain the first segment is a brand, never a topic: the site's own prefix, which
      // names no page there, moves to the page without it.
      const prefixed = await t.app.inject({
        method: 'GET',
        url: '/test/duracell',
        headers: { host: DOMAIN },
      });
      expect(prefixed.statusCode).toBe(301);
      expect(prefixed.headers.location).toBe(`http://${DOMAIN}/duracell`);
    });

    it('sitemap.xml lists the topic’s own pages without prefix, and robots.txt names it', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: DOMAIN } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      expect(res.body).toContain(`<loc>http://${DOMAIN}/</loc>`);
      expect(res.body).toContain(`<loc>http://${DOMAIN}/duracell/duracell-aa-8-pack</loc>`);
      expect(res.body).toContain(`<loc>http://${DOMAIN}/category/aa-batteries/eneloop-aa</loc>`);
      expect(res.body).not.toContain(`${DOMAIN}/test/`);
      expect(
        (await t.app.inject({ method: 'GET', url: '/test/sitemap.xml', headers: { host: DOMAIN } }))
          .statusCode,
      ).toBe(404);
      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: DOMAIN } });
      expect(robots.body).toContain('Disallow: /admin$');
      expect(robots.body).toContain('Disallow: /*/edit$');
      expect(robots.body).not.toContain('/batteries/');
      expect(robots.body).toContain(`Sitemap: http://${DOMAIN}/sitemap.xml`);
    });
  });
});

describe('page heads behind a trusted proxy', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'seo-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    t = await buildTestApp({ webDist, trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('takes the protocol and host the proxy forwards', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/batteries/brands',
      headers: { host: 'internal:5000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' },
    });
    expect(canonicalOf(res.body)).toBe('https://shop.example/batteries/brands');
  });
});
