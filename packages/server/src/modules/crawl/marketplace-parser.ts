import { type CheerioAPI, load } from 'cheerio';

/** One product as a search result card shows it. */
export type ParsedItem = {
  externalId: string;
  name: string;
  /** The brand when the card names it on a line of its own; else null (it is in the title). */
  brand: string | null;
  priceMinor: number | null;
  currency: string | null;
  rating: number | null;
  reviewCount: number;
  imageUrl: string | null;
  /** The product page, absolute, with sponsored redirects unwrapped. */
  productUrl: string;
  sponsored: boolean;
};

export type ParsedSearchPage =
  | { kind: 'results'; items: ParsedItem[]; skipped: number; nextUrl: string | null }
  | { kind: 'captcha' }
  | { kind: 'unrecognised' };

export type ParsedProductPage = {
  brand: string | null;
  features: string[];
  description: string;
  imageUrl: string | null;
};

const CURRENCY_SYMBOLS: Array<[RegExp, string]> = [
  [/R\$/, 'BRL'],
  [/US\$/, 'USD'],
  [/C\$|CDN\$/, 'CAD'],
  [/A\$|AU\$/, 'AUD'],
  [/€|\bEUR\b/, 'EUR'],
  [/£|\bGBP\b/, 'GBP'],
  [/¥|\bJPY\b/, 'JPY'],
  [/₹|\bINR\b/, 'INR'],
  [/\bUSD\b|\$/, 'USD'],
];
const ZERO_DECIMAL = new Set(['JPY']);

/**
 * A price as the page writes it, in minor units: `$1,299.00`, `EUR 24,90`, `R$ 1.299,00`,
 * `24,90 €`, `¥1,280`. The last separator followed by exactly two digits is the decimal mark.
 */
export function parsePrice(text: string): { minor: number; currency: string | null } | null {
  const t = text.replace(/\s+/g, ' ').trim();
  const currency = CURRENCY_SYMBOLS.find(([re]) => re.test(t))?.[1] ?? null;
  const digits = t.match(/\d[\d.,\s\u00a0]*/)?.[0]?.replace(/[\s\u00a0]/g, '');
  if (!digits) return null;
  const m = digits.match(/^(.*?)[.,](\d{1,2})$/);
  const whole = (m ? m[1]! : digits).replace(/[.,]/g, '');
  const fraction = m ? m[2]!.padEnd(2, '0') : '00';
  if (!/^\d+$/.test(whole)) return null;
  const minor =
    currency && ZERO_DECIMAL.has(currency) ? Number(whole) : Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(minor) ? { minor, currency } : null;
}

/** `4.6 out of 5 stars`, `4,8 de 5 estrelas`, `4,6 von 5 Sternen` → 4.6. */
export function parseRating(text: string): number | null {
  const m = text.match(/(\d+(?:[.,]\d+)?)/);
  if (!m) return null;
  const n = Number(m[1]!.replace(',', '.'));
  return n >= 0 && n <= 5 ? n : null;
}

/** `12,345 ratings`, `12.345 Bewertungen`, `(12.3K)` → a count. */
export function parseCount(text: string): number {
  const k = text.match(/(\d+(?:[.,]\d+)?)\s*K\b/i);
  if (k) return Math.round(Number(k[1]!.replace(',', '.')) * 1000);
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : 0;
}

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

const SPONSORED_PREFIX = /^\s*Sponsored\s*Ad\s*[–—-]\s*/i;

function isCaptcha($: CheerioAPI) {
  return (
    $('form[action*="validateCaptcha"]').length > 0 ||
    /Enter the characters you see below|automated access to .* data/i.test($('body').text())
  );
}

/** The product page of a card's link; sponsored links wrap it in `/sspa/click?...url=`. */
function productUrlOf(href: string, base: string): string | null {
  try {
    let u = new URL(href, base);
    if (u.pathname.includes('/sspa/click')) {
      const inner = u.searchParams.get('url');
      if (!inner) return null;
      u = new URL(inner, base);
    }
    const asin = u.pathname.match(/\/dp\/([A-Z0-9]{10})(?:[/?]|$)/)?.[1];
    return asin ? new URL(`/dp/${asin}`, base).toString() : null;
  } catch {
    return null;
  }
}

/**
 * Parses a search result page of the largest marketplace's 2026 markup. Cards without an id,
 * title or link are skipped and counted; sponsored repeats of a product keep the organic card.
 */
export function parseSearchPage(html: string, pageUrl: string): ParsedSearchPage {
  const $ = load(html);
  if (isCaptcha($)) return { kind: 'captcha' };
  const cards = $('div[data-component-type="s-search-result"]');
  const known = $(
    '.s-main-slot, .s-result-list, .s-no-results-filler, [data-component-type="s-result-info-bar"]',
  );
  if (cards.length === 0 && known.length === 0) return { kind: 'unrecognised' };

  const byId = new Map<string, ParsedItem>();
  let skipped = 0;
  cards.each((_, el) => {
    const card = $(el);
    const asin = clean(card.attr('data-asin'));
    if (!asin) return; // widgets and fillers carry data-asin="".
    const recipe = card.find('[data-cy="title-recipe"]');
    const h2 = recipe.find('h2[aria-label]').first().length
      ? recipe.find('h2[aria-label]').first()
      : recipe.find('h2').last();
    const label = clean(h2.attr('aria-label')) || clean(h2.text());
    const sponsored = SPONSORED_PREFIX.test(label);
    const name = label.replace(SPONSORED_PREFIX, '');
    const href =
      recipe.find('a[href]').last().attr('href') ?? card.find('a[href*="/dp/"]').first().attr('href');
    const productUrl = href ? productUrlOf(href, pageUrl) : null;
    if (!/^[A-Z0-9]{10}$/.test(asin) || !name || !productUrl) {
      skipped++;
      return;
    }
    const brandLine = clean(
      recipe.find('.a-row.a-color-secondary h2 span, h2.a-size-mini span').first().text(),
    );

    const priceEl = card.find('.a-price:not(.a-text-price):not([data-a-strike="true"])').first();
    const priceText =
      clean(priceEl.find('.a-offscreen').first().text()) ||
      clean(
        `${priceEl.find('.a-price-symbol').first().text()}${priceEl.find('.a-price-whole').first().text()}${priceEl.find('.a-price-fraction').first().text()}`,
      );
    const price = priceText ? parsePrice(priceText) : null;

    const reviews = card.find('[data-cy="reviews-block"]');
    const ratingText = clean(reviews.find('i.a-icon-star-mini .a-icon-alt, .a-icon-alt').first().text());
    let countLabel = clean(reviews.find('a[aria-label$="ratings"]').first().attr('aria-label'));
    if (!countLabel) {
      // Other locales name the count in their own words: the link that is not the stars.
      countLabel = clean(
        reviews
          .find('a[aria-label]')
          .filter((_, a) => !/\b5\b/.test($(a).attr('aria-label') ?? ''))
          .first()
          .attr('aria-label'),
      );
    }
    const img = card.find('img.s-image').first().attr('src');

    const item: ParsedItem = {
      externalId: asin,
      name,
      brand: brandLine || null,
      priceMinor: price?.minor ?? null,
      currency: price?.currency ?? null,
      rating: ratingText ? parseRating(ratingText) : null,
      reviewCount: countLabel ? parseCount(countLabel) : 0,
      imageUrl: img ? new URL(img, pageUrl).toString() : null,
      productUrl,
      sponsored,
    };
    const seen = byId.get(asin);
    if (!seen || (seen.sponsored && !sponsored)) byId.set(asin, item);
  });

  const nextHref = $('a.s-pagination-next').not('.s-pagination-disabled').first().attr('href');
  let nextUrl: string | null = null;
  if (nextHref) {
    try {
      nextUrl = new URL(nextHref, pageUrl).toString();
    } catch {
      nextUrl = null;
    }
  }
  return { kind: 'results', items: [...byId.values()], skipped, nextUrl };
}

/** `Visit the X Store`, `Brand: X`, `Marke: X` → X. */
function brandOfByline(text: string): string | null {
  const t = clean(text);
  const m = t.match(/^Visit the (.+?) Store$/i) ?? t.match(/^(?:Brand|Marke|Marca|Marque)\s*:\s*(.+)$/i);
  return m ? m[1]!.trim() : t || null;
}

export function parseProductPage(html: string, pageUrl: string): ParsedProductPage | 'captcha' {
  const $ = load(html);
  if (isCaptcha($)) return 'captcha';
  const brand =
    clean($('tr.po-brand td span.po-break-word').first().text()) ||
    clean($('tr.po-brand td').last().find('span').first().text()) ||
    brandOfByline($('#bylineInfo').first().text()) ||
    null;
  const features = $('#feature-bullets li span.a-list-item, #feature-bullets li')
    .map((_, el) => clean($(el).text()))
    .get()
    .filter((s, i, all) => s.length > 0 && all.indexOf(s) === i)
    .slice(0, 30);
  const img = $('#landingImage').attr('src');
  return {
    brand,
    features,
    description: clean($('#productDescription').text()).slice(0, 10_000),
    imageUrl: img ? new URL(img, pageUrl).toString() : null,
  };
}
