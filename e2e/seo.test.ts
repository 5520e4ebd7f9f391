import type { BrandItem } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from './harness';

const first = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('search-engine ready pages of the built product, fetched without JavaScript', () => {
  let product: RunningProduct;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product?.stop());

  it('a demo item page carries its title, description, canonical and Product JSON-LD', async () => {
    const list = await (
      await fetch(`${product.url}/api/brand-items?websiteTopic=batteries&pageSize=1`)
    ).json();
    const item = list.data.items[0] as BrandItem;
    expect(item).toBeDefined();
    const pagePath = `/batteries/${item.isCategory ? 'category/' : ''}${item.brandSlug}/${item.itemSlug}`;

    const res = await fetch(product.url + pagePath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));

    // The item's name first, its brand and the site's name only as far as 60 characters allow.
    const title = first(head, /<title>([^<]*)<\/title>/) ?? '';
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toContain(item.name.replace(/&/g, '&amp;').slice(0, 30));
    if (`${item.name} – ${item.brandName} | Battery Finder`.length <= 60)
      expect(title).toContain('Battery Finder');
    expect(first(head, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
    expect(first(head, /<link rel="canonical" href="([^"]+)"/)).toBe(product.url + pagePath);
    expect(first(head, /<meta property="og:url" content="([^"]+)"/)).toBe(product.url + pagePath);
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const productLd = blocks.find((b) => b['@type'] === 'Product');
    expect(productLd).toMatchObject({ name: item.name, url: product.url + pagePath });
    if (item.priceMinor !== null) expect(productLd.offers.priceCurrency).toBe(item.currency);
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
    // The built app's own scripts are still there.
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);
  });

  it('serves robots.txt and the sitemaps, not the app shell', async () => {
    const robots = await fetch(`${product.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${product.url}/sitemap.xml`);
    const index = await (await fetch(`${product.url}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${product.url}/batteries/sitemap.xml</loc>`);
    const topic = await (await fetch(`${product.url}/batteries/sitemap.xml`)).text();
    expect(topic.match(/<url>/g)?.length).toBeGreaterThan(20);
  });
});
