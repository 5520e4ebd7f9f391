import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../lib/private-address';
import { marketplaceOfHost, marketplaceOfLanguage } from './marketplace-locale';
import { parseCount, parsePrice, parseRating, parseSearchPage } from './marketplace-parser';
import { availabilityOf, brandOfByline } from './marketplace-text';
import { marketplaceTarget } from './url-guard';

const market = (host: string) => marketplaceOfHost(host)!;

describe('marketplace page parsing', () => {
  it('reads prices in minor units of the currency, per ISO 4217, with the market’s marks', () => {
    expect(parsePrice('$18.99', market('www.amazon.com'))).toEqual({ minor: 1899, currency: 'USD' });
    expect(parsePrice('$1,299.00', market('www.amazon.com'))).toEqual({ minor: 129_900, currency: 'USD' });
    expect(parsePrice('EUR 24,90')).toEqual({ minor: 2490, currency: 'EUR' });
    expect(parsePrice('R$ 1.299,00')).toEqual({ minor: 129_900, currency: 'BRL' });
    expect(parsePrice('R$\u00a01.299,00')).toEqual({ minor: 129_900, currency: 'BRL' });
    expect(parsePrice('24,90 €')).toEqual({ minor: 2490, currency: 'EUR' });
    expect(parsePrice('1\u202f299,00\u00a0€')).toEqual({ minor: 129_900, currency: 'EUR' });
    expect(parsePrice('1.299 €')).toEqual({ minor: 129_900, currency: 'EUR' });
    expect(parsePrice('£24.90')).toEqual({ minor: 2490, currency: 'GBP' });
    // The fullwidth yen sign of amazon.co.jp; the yen has no minor unit.
    expect(parsePrice('￥5,500')).toEqual({ minor: 5500, currency: 'JPY' });
    expect(parsePrice('¥1,280')).toEqual({ minor: 1280, currency: 'JPY' });
    expect(parsePrice('5,500円')).toEqual({ minor: 5500, currency: 'JPY' });
    // Indian grouping by lakh.
    expect(parsePrice('₹1,29,999.00')).toEqual({ minor: 12_999_900, currency: 'INR' });
    expect(parsePrice('₹1,299')).toEqual({ minor: 129_900, currency: 'INR' });
    expect(parsePrice('no price')).toBeNull();
  });

  it('reads a bare $ as the marketplace’s dollar, and as no currency where none is known', () => {
    expect(parsePrice('$24.99', market('www.amazon.ca'))).toEqual({ minor: 2499, currency: 'CAD' });
    expect(parsePrice('$1,299.00', market('www.amazon.com.mx'))).toEqual({ minor: 129_900, currency: 'MXN' });
    expect(parsePrice('CDN$ 24.99')).toEqual({ minor: 2499, currency: 'CAD' });
    expect(parsePrice('US$24.99', market('www.amazon.de'))).toEqual({ minor: 2499, currency: 'USD' });
    // Never a silent USD: the amount is exact (every dollar has cents), the currency unknown.
    expect(parsePrice('$18.99')).toEqual({ minor: 1899, currency: null });
    expect(parsePrice('$18.99', market('www.amazon.de'))).toEqual({ minor: 1899, currency: null });
    // No symbol at all: the marketplace's currency, else not read (how many decimals?).
    expect(parsePrice('5,500', market('www.amazon.co.jp'))).toEqual({ minor: 5500, currency: 'JPY' });
    expect(parsePrice('5,500')).toBeNull();
  });

  it('knows the marketplaces by host and by page language', () => {
    expect(market('www.amazon.co.jp').currency).toBe('JPY');
    expect(market('smile.amazon.com').currency).toBe('USD');
    expect(market('www.amazon.com.br').currency).toBe('BRL');
    expect(market('www.amazon.com.mx').currency).toBe('MXN');
    expect(marketplaceOfHost('www.example.com')).toBeNull();
    expect(marketplaceOfHost('amazon.com.evil.example')).toBeNull();
    expect(marketplaceOfLanguage('ja-jp')?.domain).toBe('amazon.co.jp');
    expect(marketplaceOfLanguage('es-MX')?.domain).toBe('amazon.com.mx');
    expect(marketplaceOfLanguage('fr-ca')?.domain).toBe('amazon.ca');
    expect(marketplaceOfLanguage('en')).toBeNull();
    expect(marketplaceOfLanguage('es')).toBeNull();
  });

  it('reads ratings in every language: the number that is not the scale', () => {
    expect(parseRating('4.6 out of 5 stars')).toBe(4.6);
    expect(parseRating('4.6 out of 5 stars, rating details')).toBe(4.6);
    expect(parseRating('5つ星のうち4.2')).toBe(4.2);
    expect(parseRating('5つ星のうち5.0')).toBe(5);
    expect(parseRating('5つ星のうち 3.0')).toBe(3);
    expect(parseRating('4,5 von 5 Sternen')).toBe(4.5);
    expect(parseRating('4,5 sur 5 étoiles')).toBe(4.5);
    expect(parseRating('4,5 de 5 estrellas')).toBe(4.5);
    expect(parseRating('4.5 de 5 estrellas')).toBe(4.5);
    expect(parseRating('4,5 su 5 stelle')).toBe(4.5);
    expect(parseRating('4,8 de 5 estrelas')).toBe(4.8);
    expect(parseRating('5 out of 5 stars')).toBe(5);
    expect(parseRating('4.3')).toBe(4.3);
    expect(parseRating('1,234 ratings')).toBeNull();
  });

  it('reads review counts in every format', () => {
    expect(parseCount('12,345 ratings')).toBe(12_345);
    expect(parseCount('12.345 Bewertungen')).toBe(12_345);
    expect(parseCount('1.234 avaliações de clientes')).toBe(1234);
    expect(parseCount('1\u202f234 évaluations')).toBe(1234);
    expect(parseCount('1 234 évaluations')).toBe(1234);
    expect(parseCount('1,234件の評価')).toBe(1234);
    expect(parseCount('1,23,456 ratings')).toBe(123_456);
    expect(parseCount('(87)')).toBe(87);
    expect(parseCount('(12.3K)')).toBe(12_300);
    expect(parseCount('(1,2 mil)')).toBe(1200);
    expect(parseCount('(12,3 mil)')).toBe(12_300);
    expect(parseCount('(1.2 mil)')).toBe(1200);
    expect(parseCount('(1,2 Tsd.)')).toBe(1200);
    expect(parseCount('(1,2 k)')).toBe(1200);
    expect(parseCount('(3,4 mila)')).toBe(3400);
    expect(parseCount('(1.2万)')).toBe(12_000);
    expect(parseCount('no reviews')).toBe(0);
  });

  it('finds the brand in a byline of every language, and availability in every language', () => {
    for (const line of [
      'Visit the Voltix Store',
      'Brand: Voltix',
      'Marke: Voltix',
      'Besuche den Voltix-Store',
      'Visiter la boutique Voltix',
      'Marque\u00a0: Voltix',
      'Visita la tienda de Voltix',
      'Marca: Voltix',
      'Visita lo Store di Voltix',
      'Visite a loja Voltix',
      'Voltixのストアを表示',
      'ブランド: Voltix',
      'ブランド：Voltix',
    ]) {
      expect(brandOfByline(line), line).toBe('Voltix');
    }
    expect(brandOfByline('Besuche den Blue-Harbor-Store')).toBe('Blue-Harbor');
    expect(brandOfByline('Bezoek de Voltix-winkel')).toBeNull();
    for (const t of [
      'In Stock',
      'Auf Lager',
      'En stock',
      'Em estoque',
      '在庫あり。',
      'Disponible.',
      'Only 3 left in stock - order soon.',
      '残り3点 ご注文はお早めに',
      'Disponibilità immediata',
      'Available to ship in 1-2 days.',
    ]) {
      expect(availabilityOf(t), t).toBe('in_stock');
    }
    for (const t of [
      'Currently unavailable.',
      'Derzeit nicht verfügbar.',
      'Actuellement indisponible.',
      'No disponible por el momento.',
      'Não disponível.',
      '現在在庫切れです。',
      'Temporarily out of stock.',
      'Attualmente non disponibile.',
      'This item is not available.',
    ]) {
      expect(availabilityOf(t), t).toBe('out_of_stock');
    }
    expect(availabilityOf('')).toBe('unknown');
    expect(availabilityOf('Bald verfügbar: Vorbestellung')).toBe('unknown');
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
        currency: null,
        productUrl: 'https://www.example.com/dp/B000000001',
        imageUrl: 'https://www.example.com/i.jpg',
      }),
    ]);
    expect(parseSearchPage(html, 'https://www.amazon.com/s?k=acme')).toMatchObject({
      items: [{ priceMinor: 500, currency: 'USD' }],
    });
    expect(parseSearchPage('<form action="/errors/validateCaptcha"></form>', 'https://x.com/').kind).toBe(
      'captcha',
    );
    expect(parseSearchPage('<html><body>hello</body></html>', 'https://x.com/').kind).toBe('unrecognised');
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
