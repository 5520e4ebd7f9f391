import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type MarketplaceSim, searchCatalogue, startMarketplaceSim } from './index';

describe('marketplace simulator', () => {
  let sim: MarketplaceSim;
  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 30, itemsPerBrand: 20 });
  });
  afterAll(() => sim.close());

  it('builds the same catalogue from the same seed: thousands of products over hundreds of brands', () => {
    const a = buildCatalogue();
    expect(a.brands).toHaveLength(500);
    expect(a.products).toHaveLength(10_000);
    expect(new Set(a.products.map((p) => p.asin)).size).toBe(10_000);
    expect(buildCatalogue().products[1234]).toEqual(a.products[1234]);
    expect(buildCatalogue({ seed: 7 }).products[0]).not.toEqual(a.products[0]);
  });

  it('serves a robots.txt that keeps crawlers out of the cart', async () => {
    const res = await fetch(`${sim.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Disallow: /gp/cart');
  });

  it('answers a search with result cards in the marketplace markup, paged', async () => {
    const brand = sim.catalogue.brands[0]!;
    const html = await (await fetch(`${sim.url}/s?k=${encodeURIComponent(brand.name)}`)).text();
    expect(html).toContain('data-component-type="s-search-result"');
    expect(html).toContain('data-asin=""');
    expect(html).toContain('Sponsored Ad –');
    expect(html).toContain('/sspa/click?');
    expect(html).toContain('class="s-pagination-item s-pagination-next');
    const found = searchCatalogue(sim.catalogue, brand.name);
    expect(found).toHaveLength(20);
    expect(html).toContain(`data-asin="${found[0]!.asin}"`);
    const last = await (await fetch(`${sim.url}/s?k=${encodeURIComponent(brand.name)}&page=2`)).text();
    expect(last).toContain('s-pagination-disabled');
  });

  it('serves product pages and pictures', async () => {
    const p = sim.catalogue.products[3]!;
    const page = await (await fetch(`${sim.url}/Some-Title/dp/${p.asin}/ref=sr_1_1`)).text();
    expect(page).toContain(`Visit the ${p.brand} Store`);
    const img = await fetch(`${sim.url}/images/I/${p.asin}._AC_UL320_.svg`);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('has switches for error bursts, broken pages and a captcha', async () => {
    sim.controls.failNext(2, 429, 1);
    const limited = await fetch(`${sim.url}/s?k=x`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await fetch(`${sim.url}/s?k=x`)).status).toBe(429);
    expect((await fetch(`${sim.url}/s?k=x`)).status).toBe(200);
    sim.controls.malformNext(1);
    expect(await (await fetch(`${sim.url}/s?k=x`)).text()).not.toContain('</html>');
    sim.controls.setCaptcha(true);
    expect(await (await fetch(`${sim.url}/s?k=x`)).text()).toContain('validateCaptcha');
    sim.controls.reset();
  });

  it('answers unknown pages with 404', async () => {
    expect((await fetch(`${sim.url}/nope`)).status).toBe(404);
  });
});
