import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  formatPrice,
  type MarketplaceSim,
  offerOf,
  pageTraits,
  SIM_LOCALES,
  searchCatalogue,
  startMarketplaceSim,
} from './index';

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

describe('the simulator in every marketplace', () => {
  it('writes amounts the way each market does, from one catalogue price', () => {
    expect(formatPrice(2490, 'de-DE').text).toBe('24,90\u00a0€');
    expect(formatPrice(129_900, 'fr-FR').text).toBe('1\u202f299,00\u00a0€');
    expect(formatPrice(129_900, 'es-ES').text).toBe('1.299,00\u00a0€');
    expect(formatPrice(2490, 'en-GB').text).toBe('£24.90');
    expect(formatPrice(129_900, 'pt-BR').text).toBe('R$\u00a01.299,00');
    expect(formatPrice(5500, 'ja-JP').text).toBe('￥5,500');
    expect(formatPrice(129_900, 'es-MX').text).toBe('$1,299.00');
    expect(formatPrice(12_999_900, 'en-IN').text).toBe('₹1,29,999.00');
    expect(formatPrice(129_900, 'en-IN', { card: true }).text).toBe('₹1,299');
    expect(formatPrice(2499, 'en-CA').text).toBe('$24.99');

    const p = { ...buildCatalogue({ brands: 1, itemsPerBrand: 1 }).products[0]!, basePriceCents: 3667 };
    expect(offerOf(p, 'en-US')).toEqual({ minor: 3667, currency: 'USD', text: '$36.67' });
    // 36.67 USD at 150 yen: whole yen, no minor unit.
    expect(offerOf(p, 'ja-JP')).toEqual({ minor: 5501, currency: 'JPY', text: '￥5,501' });
    // At 83 rupees, rounded to whole rupees.
    expect(offerOf(p, 'en-IN')).toEqual({ minor: 304_400, currency: 'INR', text: '₹3,044.00' });
    expect(offerOf(p, 'en-US', 10).minor).toBe(Math.round(3667 * 1.1));
  });

  it('serves each locale with its language, canonical host, labels and the 2026-09 title form', async () => {
    const expected = {
      'ja-JP': [
        'lang="ja-jp"',
        'href="https://www.amazon.co.jp/s?k=',
        '￥',
        '5つ星のうち',
        'スポンサー広告 - ',
      ],
      'de-DE': [
        'lang="de-de"',
        'href="https://www.amazon.de/s?k=',
        '\u00a0€',
        'von 5 Sternen',
        'Gesponsert – ',
      ],
      'pt-BR': [
        'lang="pt-br"',
        'https://www.amazon.com.br/s?k=',
        'R$',
        'de 5 estrelas',
        'Anúncio patrocinado – ',
      ],
      'en-CA': ['lang="en-ca"', 'https://www.amazon.ca/s?k=', '$', 'out of 5 stars', 'Sponsored Ad – '],
    } as const;
    for (const [locale, marks] of Object.entries(expected)) {
      const sim = await startMarketplaceSim({
        locale: locale as keyof typeof expected,
        brands: 3,
        itemsPerBrand: 20,
        pageSize: 8,
      });
      try {
        const brand = sim.catalogue.brands[0]!;
        const html = await (await fetch(`${sim.url}/s?k=${encodeURIComponent(brand.name)}`)).text();
        for (const m of marks) expect(html, `${locale}: ${m}`).toContain(m);
        expect(html).toContain('AdHolder');
        expect(html).toContain('puis-label-popover-default');
        // The brand in a span of its own, the rest of the title in the next.
        expect(html).toMatch(/<h2 class="[^"]*"><span class="a-color-base a-text-bold">/);
        const page2 = await (await fetch(`${sim.url}/s?k=${encodeURIComponent(brand.name)}&page=2`)).text();
        expect(page2).toContain('data-component-type="sp-sponsored-result"');
        expect(page2).toContain('s-sponsored-label-text');
      } finally {
        await sim.close();
      }
    }
  });

  it('varies product pages: brand row or byline only, A+ description, out of stock', async () => {
    const sim = await startMarketplaceSim({ locale: 'ja-JP', brands: 5, itemsPerBrand: 20 });
    try {
      const products = sim.catalogue.products;
      const aplus = products.find((p) => pageTraits(p).aplus)!;
      const html = await (await fetch(`${sim.url}/dp/${aplus.asin}`)).text();
      expect(html).toContain('id="aplus"');
      expect(html).toContain(
        '<div id="productDescription" class="a-section a-spacing-small"><p><span></span></p>',
      );
      expect(html).toContain('在庫あり');
      const store = products.find((p) => !pageTraits(p).brandTable && pageTraits(p).byline === 'store')!;
      const storePage = await (await fetch(`${sim.url}/dp/${store.asin}`)).text();
      expect(storePage).toContain(`${store.brand}のストアを表示`);
      expect(storePage).not.toContain('po-brand');
      sim.controls.setOutOfStock([store.asin]);
      const gone = await (await fetch(`${sim.url}/dp/${store.asin}`)).text();
      expect(gone).toContain('現在在庫切れです');
      expect(gone).not.toContain('a-offscreen');
      sim.controls.reset();
      expect(await (await fetch(`${sim.url}/dp/${store.asin}`)).text()).toContain('在庫あり');
    } finally {
      await sim.close();
    }
  });

  it('can show a sponsored product of another page, and knows what each page shows', async () => {
    const sim = await startMarketplaceSim({
      brands: 3,
      itemsPerBrand: 20,
      pageSize: 8,
      sponsoredCards: 'elsewhere',
    });
    try {
      const term = sim.catalogue.brands[0]!.name;
      const found = searchCatalogue(sim.catalogue, term);
      expect(sim.resultsPage(term, 1)).toMatchObject({ total: 20, pageCount: 3, sponsored: found[8] });
      expect(sim.resultsPage(term, 3).sponsored).toBe(found[8]);
      expect(sim.resultsPage(term, 3).products).toEqual(found.slice(16));
    } finally {
      await sim.close();
    }
    expect(SIM_LOCALES).toHaveLength(11);
  });
});
