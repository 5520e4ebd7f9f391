import { describe, expect, it } from 'vitest';
import { parseCount, parsePrice, parseRating, parseSearchPage } from './marketplace-parser';
import { brandOfItem } from './term-crawler';
import { isPrivateAddress, marketplaceTarget } from './url-guard';

describe('marketplace page parsing', () => {
  it('reads prices in the page locale as minor units', () => {
    expect(parsePrice('$18.99')).toEqual({ minor: 1899, currency: 'USD' });
    expect(parsePrice('$1,299.00')).toEqual({ minor: 129_900, currency: 'USD' });
    expect(parsePrice('EUR 24,90')).toEqual({ minor: 2490, currency: 'EUR' });
    expect(parsePrice('R$ 1.299,00')).toEqual({ minor: 129_900, currency: 'BRL' });
    expect(parsePrice('24,90 €')).toEqual({ minor: 2490, currency: 'EUR' });
    expect(parsePrice('no price')).toBeNull();
  });

  it('reads localised ratings and counts', () => {
    expect(parseRating('4.6 out of 5 stars')).toBe(4.6);
    expect(parseRating('4,8 de 5 estrelas')).toBe(4.8);
    expect(parseCount('12,345 ratings')).toBe(12_345);
    expect(parseCount('12.345 Bewertungen')).toBe(12_345);
    expect(parseCount('(12.3K)')).toBe(12_300);
  });

  it('skips empty cards, unwraps sponsored links and keeps the organic card', () => {
    const card = (asin: string, label: string, href: string) =>
      `<div data-component-type="s-search-result" data-asin="${asin}"><div data-cy="title-recipe"><a href="${href}"><h2 aria-label="${label}"><span>${label}</span></h2></a></div><span class="a-price"><span class="a-offscreen">$5.00</span></span><span class="a-price a-text-price" data-a-strike="true"><span class="a-offscreen">$9.00</span></span><img class="s-image" src="/i.jpg"></div>`;
    const html = `<div class="s-main-slot">${card('B000000001', 'Sponsored Ad – Acme Cell AA', '/sspa/click?url=%2FAcme%2Fdp%2FB000000001%2Fref%3Dx')}<div data-component-type="s-search-result" data-asin=""></div>${card('B000000001', 'Acme Cell AA', '/Acme/dp/B000000001/ref=sr_1_2')}</div>`;
    const page = parseSearchPage(html, 'https://www.example.com/s?k=acme');
    expect(page.kind).toBe('results');
    if (page.kind !== 'results') return;
    expect(page.items).toEqual([
      expect.objectContaining({
        externalId: 'B000000001',
        name: 'Acme Cell AA',
        sponsored: false,
        priceMinor: 500,
        productUrl: 'https://www.example.com/dp/B000000001',
        imageUrl: 'https://www.example.com/i.jpg',
      }),
    ]);
    expect(parseSearchPage('<form action="/errors/validateCaptcha"></form>', 'https://x.com/').kind).toBe(
      'captcha',
    );
    expect(parseSearchPage('<html><body>hello</body></html>', 'https://x.com/').kind).toBe('unrecognised');
  });

  it('takes the brand from the card, else the longest known name, else the first word', () => {
    expect(brandOfItem({ brand: 'Acme', name: 'Whatever' }, [])).toBe('Acme');
    expect(brandOfItem({ brand: null, name: 'Blue Harbor AA Cells' }, ['Blue', 'Blue Harbor'])).toBe(
      'Blue Harbor',
    );
    expect(brandOfItem({ brand: null, name: 'Voltix Pro AA, 8-Pack' }, [])).toBe('Voltix');
  });
});

describe('the SSRF rule', () => {
  it('knows private and public addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '2606:2800:220:1::1']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('lets an admin name only public marketplaces; the operator may name a local one', () => {
    expect(() => marketplaceTarget('http://127.0.0.1:5100', false)).toThrow(/private/);
    expect(() => marketplaceTarget('http://localhost:5100', false)).toThrow(/private/);
    expect(() => marketplaceTarget('ftp://example.com', false)).toThrow(/public http/);
    expect(() => marketplaceTarget('https://user:pw@example.com', false)).toThrow(/public http/);
    expect(marketplaceTarget('http://127.0.0.1:5100', true)).toEqual({
      origin: 'http://127.0.0.1:5100',
      operatorConfigured: true,
    });
    expect(marketplaceTarget('https://www.amazon.com/', false).origin).toBe('https://www.amazon.com');
  });
});
