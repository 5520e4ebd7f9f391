import { describe, expect, it } from 'vitest';
import { type ParsedItem, parseProductPage, parseSearchPage } from './marketplace-parser';

/*
 * Hand-written cards and product pages in the shapes measured on saved marketplace pages: the
 * cases the amazon.com-only parser got wrong on .co.jp, .ca and .com.br.
 */

type CardParts = {
  asin: string;
  /** The h2's aria-label; omitted when null. */
  aria: string | null;
  /** The h2's inner HTML. */
  spans: string;
  href?: string;
  price?: string;
  stars?: string;
  count?: string;
  countText?: string;
  cardClass?: string;
  before?: string;
  brandRow?: string;
};

function card(c: CardParts) {
  const href = c.href ?? `/Some-Title/dp/${c.asin}/ref=sr_1_1`;
  const aria = c.aria === null ? '' : ` aria-label="${c.aria}"`;
  const reviews = c.stars
    ? `<div data-cy="reviews-block" class="a-section a-spacing-none a-spacing-top-micro"><div class="a-row a-size-small"><span class="a-declarative"><a aria-label="${c.stars}, 評価の詳細" href="javascript:void(0)" role="button" class="a-popover-trigger a-declarative"><i class="a-icon a-icon-star-small a-star-small-4-5"><span class="a-icon-alt">${c.stars}</span></i></a></span><span data-component-type="s-client-side-analytics"><div class="a-row"><a ${c.count ? `aria-label="${c.count}" ` : ''}class="a-link-normal s-underline-text s-link-style" href="/dp/${c.asin}#customerReviews"><span class="a-size-base s-underline-text">${c.countText ?? ''}</span></a></div></span></div></div>`
    : '';
  const price = c.price
    ? `<div data-cy="price-recipe"><a class="a-link-normal s-no-hover" href="${href}"><span class="a-price" data-a-size="xl" data-a-color="base"><span class="a-offscreen">${c.price}</span><span aria-hidden="true">${c.price}</span></span></a></div>`
    : '';
  return `<div role="listitem" data-asin="${c.asin}" data-component-type="s-search-result" class="sg-col-4-of-24 s-result-item s-asin ${c.cardClass ?? ''}"><div class="sg-col-inner"><div class="s-widget-container"><div class="puis-card-container s-card-container"><span data-component-type="s-product-image"><a class="a-link-normal s-no-outline" href="${href}"><img class="s-image" src="https://m.media-amazon.com/images/I/${c.asin}.jpg"></a></span>${c.before ?? ''}<div data-cy="title-recipe" class="a-section a-spacing-none a-spacing-top-small s-title-instructions-style">${c.brandRow ?? ''}<a class="a-link-normal s-line-clamp-4 s-link-style a-text-normal" href="${href}"><h2${aria} class="a-size-base-plus a-spacing-none a-color-base a-text-normal">${c.spans}</h2></a></div>${reviews}${price}</div></div></div></div>`;
}

const page = (cards: string[], head = '', lang = '') =>
  `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><head><meta charset="utf-8">${head}</head><body><div class="s-main-slot s-result-list">${cards.join('')}</div></body></html>`;

function items(html: string, url: string): ParsedItem[] {
  const parsed = parseSearchPage(html, url);
  if (parsed.kind !== 'results') throw new Error(`not a results page: ${parsed.kind}`);
  return parsed.items;
}

describe('real-world cards', () => {
  const jp = page([
    card({
      asin: 'B0JP000001',
      aria: 'スポンサー広告 - Voltix 単3形アルカリ乾電池 20本パック',
      spans:
        '<span class="a-size-base-plus a-color-base a-text-normal">Voltix 単3形アルカリ乾電池 20本パック</span>',
      // The sponsored card's link here is a plain product link: only its AdHolder class tells.
      cardClass: 'AdHolder',
      price: '￥5,500',
      stars: '5つ星のうち4.2',
      count: '1,234',
      countText: '1,234',
    }),
    card({
      asin: 'B0JP000002',
      aria: 'Lumiara 充電式ニッケル水素電池 単4形 8本',
      spans:
        '<span class="a-size-base-plus a-color-base a-text-normal">Lumiara 充電式ニッケル水素電池 単4形 8本</span>',
      price: '￥1,280',
      stars: '5つ星のうち5.0',
      count: '87',
      countText: '87',
    }),
  ]);

  it('amazon.co.jp: fullwidth yen as whole yen in JPY, the scale-first rating, the Japanese sponsored label', () => {
    expect(items(jp, 'https://www.amazon.co.jp/s?k=%E9%9B%BB%E6%B1%A0')).toEqual([
      {
        externalId: 'B0JP000001',
        name: 'Voltix 単3形アルカリ乾電池 20本パック',
        brand: null,
        priceMinor: 5500,
        currency: 'JPY',
        rating: 4.2,
        reviewCount: 1234,
        imageUrl: 'https://m.media-amazon.com/images/I/B0JP000001.jpg',
        productUrl: 'https://www.amazon.co.jp/dp/B0JP000001',
        sponsored: true,
      },
      expect.objectContaining({
        priceMinor: 1280,
        currency: 'JPY',
        rating: 5,
        reviewCount: 87,
        sponsored: false,
      }),
    ]);
    // The yen sign alone tells the currency on a page of unknown origin.
    expect(items(jp, 'http://127.0.0.1:5100/s?k=x')[0]).toMatchObject({ priceMinor: 5500, currency: 'JPY' });
  });

  const ca = (lang = '', head = '') =>
    page(
      [
        card({
          asin: 'B0CA000001',
          aria: 'Voltix AA Batteries, 24 Count',
          spans: '<span>Voltix AA Batteries, 24 Count</span>',
          price: '$24.99',
          stars: '4.7 out of 5 stars',
          count: '12,345 ratings',
          countText: '(12.3K)',
        }),
      ],
      head,
      lang,
    );

  it('amazon.ca: a bare $ is CAD, told by the address, the canonical link or the page language', () => {
    const cad = { priceMinor: 2499, currency: 'CAD', rating: 4.7, reviewCount: 12_345 };
    expect(items(ca(), 'https://www.amazon.ca/s?k=aa')[0]).toMatchObject(cad);
    expect(items(ca('en-ca'), 'http://127.0.0.1:5100/s?k=aa')[0]).toMatchObject(cad);
    expect(items(ca('fr-ca'), 'http://127.0.0.1:5100/s?k=aa')[0]).toMatchObject(cad);
    const canonical = '<link rel="canonical" href="https://www.amazon.ca/s?k=aa">';
    expect(items(ca('', canonical), 'http://127.0.0.1:5100/s?k=aa')[0]).toMatchObject(cad);
    // Address over language: amazon.ca pages in English are still in CAD.
    expect(items(ca('en-us'), 'https://www.amazon.ca/s?k=aa')[0]).toMatchObject(cad);
    expect(items(ca('en-us'), 'http://127.0.0.1:5100/s?k=aa')[0]).toMatchObject({ currency: 'USD' });
    // Nothing tells: the amount, and no currency rather than a guessed USD.
    expect(items(ca(), 'http://127.0.0.1:5100/s?k=aa')[0]).toMatchObject({
      priceMinor: 2499,
      currency: null,
    });
  });

  it('sponsored by markup in any language, the label taken off the title', () => {
    const html = page(
      [
        card({
          asin: 'B0BR000001',
          aria: 'Anúncio patrocinado – Pilha Alcalina AA Voltix - 16 unidades',
          spans: '<span>Pilha Alcalina AA Voltix - 16 unidades</span>',
          before:
            '<div class="a-row a-spacing-micro"><span class="puis-label-popover-default"><span class="a-color-secondary">Patrocinado</span></span></div>',
          price: 'R$\u00a01.299,00',
          stars: '4,5 de 5 estrelas',
          count: '1.234 avaliações',
          countText: '(1,2 mil)',
        }),
        card({
          asin: 'B0DE000001',
          aria: 'Gesponsert – Voltix Mignon AA Batterien, 20 Stück',
          spans: '<span>Voltix Mignon AA Batterien, 20 Stück</span>',
          before:
            '<div data-component-type="sp-sponsored-result"><span class="s-sponsored-label-text">Gesponsert</span></div>',
          href: '/sspa/click?ie=UTF8&url=%2FVoltix-Mignon%2Fdp%2FB0DE000001%2Fref%3Dsr_1_1_sspa',
          price: '24,90\u00a0€',
          stars: '4,5 von 5 Sternen',
          count: '1.234 Bewertungen',
        }),
        // A language the parser has no words for: the markup and the dash still tell.
        card({
          asin: 'B0NL000001',
          aria: 'Gesponsord – Voltix AA-batterijen - 12 stuks',
          spans: '<span>Voltix AA-batterijen - 12 stuks</span>',
          cardClass: 'AdHolder',
          price: '9,99\u00a0€',
        }),
        // An organic title with a dash keeps it.
        card({ asin: 'B0NL000002', aria: 'Voltix - AA 4 stuks', spans: '<span>Voltix - AA 4 stuks</span>' }),
      ],
      '',
      'pt-br',
    );
    const [br, de, nl, organic] = items(html, 'https://www.amazon.com.br/s?k=pilha');
    expect(br).toMatchObject({
      name: 'Pilha Alcalina AA Voltix - 16 unidades',
      sponsored: true,
      priceMinor: 129_900,
      currency: 'BRL',
      rating: 4.5,
      reviewCount: 1234,
    });
    expect(de).toMatchObject({
      name: 'Voltix Mignon AA Batterien, 20 Stück',
      sponsored: true,
      priceMinor: 2490,
      currency: 'EUR',
      rating: 4.5,
      reviewCount: 1234,
      productUrl: 'https://www.amazon.com.br/dp/B0DE000001',
    });
    expect(nl).toMatchObject({ name: 'Voltix AA-batterijen - 12 stuks', sponsored: true, priceMinor: 999 });
    expect(organic).toMatchObject({ name: 'Voltix - AA 4 stuks', sponsored: false });
  });

  it('the 2026-09 cards: a title over several spans is read whole, and the brand row stays the brand', () => {
    const html = page([
      card({
        asin: 'B0SP000001',
        aria: null,
        spans:
          '<span class="a-color-base a-text-bold">Voltix</span><span class="a-color-base">Pro AA Alkaline Batteries, 8-Pack</span>',
        price: '$9.99',
      }),
      card({
        asin: 'B0SP000002',
        aria: null,
        spans: '<span class="a-text-bold">Lumiara</span> <span>Night Repair Cream</span><span>, 50 ml</span>',
        brandRow:
          '<div class="a-row a-color-secondary"><h2 class="a-size-mini s-line-clamp-1"><span class="a-size-base-plus a-color-base">Lumiara</span></h2></div>',
      }),
      card({
        asin: 'B0SP000003',
        aria: 'Stark Arc 9V Batteries, 4-Pack',
        spans: '<span class="a-text-bold">Stark Arc</span><span>9V Batteries, 4-Pack</span>',
      }),
    ]);
    expect(
      items(html, 'https://www.amazon.com/s?k=x').map(({ externalId, name, brand }) => ({
        externalId,
        name,
        brand,
      })),
    ).toEqual([
      { externalId: 'B0SP000001', name: 'Voltix Pro AA Alkaline Batteries, 8-Pack', brand: null },
      { externalId: 'B0SP000002', name: 'Lumiara Night Repair Cream, 50 ml', brand: 'Lumiara' },
      { externalId: 'B0SP000003', name: 'Stark Arc 9V Batteries, 4-Pack', brand: null },
    ]);
  });
});

describe('real-world product pages', () => {
  const product = (o: {
    byline: string;
    poBrand?: string;
    description?: string;
    aplus?: string;
    price: string;
    stock: string;
    stars: string;
    count: string;
    lang?: string;
  }) =>
    `<!doctype html><html lang="${o.lang ?? 'ja-jp'}"><head><title>x</title></head><body><div id="dp"><div id="bylineInfo_feature_div"><a id="bylineInfo" href="/stores/x">${o.byline}</a></div><div id="averageCustomerReviews"><span id="acrPopover" title="${o.stars}"><i class="a-icon a-icon-star"><span class="a-icon-alt">${o.stars}</span></i></span><a id="acrCustomerReviewLink" href="#customerReviews"><span id="acrCustomerReviewText">${o.count}</span></a></div><div id="corePrice_feature_div">${o.price}</div><div id="availability" class="a-section a-spacing-base">\n  <span class="a-size-medium a-color-success">\n    ${o.stock}\n  </span>\n</div>${o.poBrand ? `<table><tr class="a-spacing-small po-brand"><td class="a-span3"><span class="a-text-bold">ブランド</span></td><td class="a-span9"><span class="a-size-base po-break-word">${o.poBrand}</span></td></tr></table>` : ''}<div id="feature-bullets"><ul><li><span class="a-list-item"> 長持ち </span></li></ul></div><img id="landingImage" src="https://m.media-amazon.com/images/I/x.jpg"><div id="productDescription_feature_div"><div id="productDescription" class="a-section a-spacing-small">${o.description ?? ''}</div></div>${o.aplus ?? ''}</div></body></html>`;

  it('amazon.co.jp: brand from the byline, the A+ block when the description is empty, price from its parts', () => {
    const html = product({
      byline: 'Voltixのストアを表示',
      description: '<p><span> </span></p>',
      aplus:
        '<div id="aplus_feature_div"><div id="aplus"><h2>商品の説明</h2><div class="aplus-v2 desktop celwidget"><style>.aplus-v2 { color: red }</style><script>var x = "no";</script><div class="aplus-module"><h3>長持ちパワー</h3><p>10年保存可能。</p><p>液漏れ防止設計。</p></div></div></div></div>',
      // An empty screen-reader text: the visible symbol and whole part tell.
      price:
        '<span class="a-price aok-align-center priceToPay"><span class="a-offscreen"></span><span aria-hidden="true"><span class="a-price-symbol">￥</span><span class="a-price-whole">5,500</span></span></span>',
      stock: '在庫あり。',
      stars: '5つ星のうち4.2',
      count: '1,234個の評価',
    });
    expect(parseProductPage(html, 'https://www.amazon.co.jp/dp/B0JP000001')).toEqual({
      brand: 'Voltix',
      features: ['長持ち'],
      description: '長持ちパワー 10年保存可能。 液漏れ防止設計。',
      imageUrl: 'https://m.media-amazon.com/images/I/x.jpg',
      priceMinor: 5500,
      currency: 'JPY',
      rating: 4.2,
      reviewCount: 1234,
      availability: 'in_stock',
    });
  });

  it('amazon.de and amazon.fr: the brand row over the byline, unavailable items, a description of its own', () => {
    const de = product({
      lang: 'de-de',
      byline: 'Besuche den Voltix-Store',
      poBrand: 'Voltix Energy',
      description: '<p>Starke Batterien.</p><p>Für jeden Tag.</p>',
      price: '',
      stock: 'Derzeit nicht verfügbar.\nOb und wann dieser Artikel wieder vorrätig sein wird, ist unbekannt.',
      stars: '4,5 von 5 Sternen',
      count: '1.234 Sternebewertungen',
    });
    expect(parseProductPage(de, 'http://127.0.0.1:5100/dp/B0DE000001')).toMatchObject({
      brand: 'Voltix Energy',
      description: 'Starke Batterien. Für jeden Tag.',
      priceMinor: null,
      currency: null,
      rating: 4.5,
      reviewCount: 1234,
      availability: 'out_of_stock',
    });
    const fr = product({
      lang: 'fr-fr',
      byline: 'Visiter la boutique Voltix',
      price: '<span class="a-price"><span class="a-offscreen">1\u202f299,00\u00a0€</span></span>',
      stock: 'En stock',
      stars: '4,5 sur 5 étoiles',
      count: '1\u202f234 évaluations',
    });
    expect(parseProductPage(fr, 'https://www.amazon.fr/dp/B0FR000001')).toMatchObject({
      brand: 'Voltix',
      description: '',
      priceMinor: 129_900,
      currency: 'EUR',
      rating: 4.5,
      reviewCount: 1234,
      availability: 'in_stock',
    });
  });
});
