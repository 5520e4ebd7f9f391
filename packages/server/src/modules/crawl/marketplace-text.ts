import { normalizeAmount, parseAmount } from '@app/contract';
import { type Marketplace, numberLocaleOf } from './marketplace-locale';
import {
  BYLINE_PHRASES,
  COUNT_MULTIPLIERS,
  COUNT_SHORT,
  IN_STOCK,
  OUT_OF_STOCK,
  RATING_PHRASES,
  SPONSORED_LABELS,
} from './marketplace-words';

export type Availability = 'in_stock' | 'out_of_stock' | 'unknown';

export const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Symbols and codes that name one currency wherever they appear. A bare `$` is not among them. */
const CURRENCY_SYMBOLS: ReadonlyArray<[RegExp, string]> = [
  [/R\$|\bBRL\b/, 'BRL'],
  [/US\$|\bUSD\b/, 'USD'],
  [/C\$|CDN\$|CA\$|\bCAD\b/, 'CAD'],
  [/MX\$|\bMXN\b/, 'MXN'],
  [/A\$|AU\$|\bAUD\b/, 'AUD'],
  [/€|\bEUR\b/, 'EUR'],
  [/£|\bGBP\b/, 'GBP'],
  // The fullwidth yen sign is the one amazon.co.jp writes.
  [/[￥¥円]|\bJPY\b/, 'JPY'],
  [/₹|\bINR\b|\bRs\.?(?=\s*\d)/, 'INR'],
];
const DOLLARS = new Set(['USD', 'CAD', 'MXN', 'AUD']);

/** The first number of a text with its grouping and decimal marks: `1 299,00`, `1,29,999.00`. */
const AMOUNT = /\d(?:[\d.,'’\s\u00a0\u202f]*\d)?/;

/**
 * A price as the page writes it, in minor units of its currency per ISO 4217 (`￥5,500` → 5500 JPY,
 * `₹1,29,999.00` → 12999900 INR, `1 299,00 €` → 129900 EUR). A bare `$`, or no symbol at all, is
 * the currency of the page's marketplace; without one it is no currency (null) rather than a guess,
 * and a price without any symbol is not read at all: its number of decimals is unknown.
 */
export function parsePrice(
  text: string,
  market: Marketplace | null = null,
): { minor: number; currency: string | null } | null {
  const t = clean(text);
  const digits = t.match(AMOUNT)?.[0];
  if (!digits) return null;
  const named = CURRENCY_SYMBOLS.find(([re]) => re.test(t))?.[1] ?? null;
  const dollar = named === null && t.includes('$');
  let currency = named;
  if (currency === null && market) {
    // A bare `$` is the marketplace's own dollar; on a marketplace of another currency it is unknown.
    if (!dollar || DOLLARS.has(market.currency)) currency = market.currency;
  }
  // Every dollar has two decimals, so the amount is exact even when which dollar is not known.
  const exponentOf = currency ?? (dollar ? 'USD' : null);
  if (exponentOf === null) return null;
  const parsed = parseAmount(digits, exponentOf, { locale: numberLocaleOf(currency, market) });
  if (!parsed.ok) return null;
  const minor = Number(parsed.minor);
  return Number.isSafeInteger(minor) ? { minor, currency } : null;
}

/**
 * A rating in any of the marketplace's languages: `4.6 out of 5 stars`, `4,5 von 5 Sternen`,
 * `4,5 sur 5 étoiles`, `4,5 de 5 estrelas`, `5つ星のうち4.2` (the scale first) → the number that is
 * not the scale.
 */
export function parseRating(text: string): number | null {
  const t = clean(text);
  let n: string | undefined;
  for (const re of RATING_PHRASES) {
    n = t.match(re)?.[1];
    if (n) break;
  }
  if (!n) {
    // An unknown phrasing: a lone rating-like number, or two of which one is the bare scale.
    const numbers = t.match(/\d+(?:[.,]\d+)?/g) ?? [];
    if (numbers.length === 1) n = numbers[0];
    else if (numbers.length === 2 && numbers.includes('5')) n = numbers[0] === '5' ? numbers[1] : numbers[0];
    if (n && !/^\d(?:[.,]\d)?$/.test(n)) n = undefined;
  }
  if (!n) return null;
  const r = Number(n.replace(',', '.'));
  return r >= 0 && r <= 5 ? r : null;
}

/** Whether a text is a rating in one of the known phrasings (and not, say, a count). */
export const isRatingPhrase = (text: string) => RATING_PHRASES.some((re) => re.test(clean(text)));

/**
 * A review count in any format: `12,345 ratings`, `1.234 Bewertungen`, `1 234 évaluations`,
 * `1,234件の評価`, and the short forms `(12.3K)`, `(1,2 mil)`, `(1,2 Tsd.)`, `(1.2万)`.
 */
export function parseCount(text: string, market: Marketplace | null = null): number {
  const t = clean(text);
  const short = t.match(COUNT_SHORT);
  if (short) {
    const plain = normalizeAmount(short[1]!, market?.locale ?? 'en-US');
    const times = COUNT_MULTIPLIERS.find(([re]) => re.test(short[2]!))?.[1] ?? 1;
    if (plain !== null) return Math.round(Number(plain) * times);
  }
  // A count is whole: every mark in it groups digits.
  const digits = t.match(AMOUNT)?.[0]?.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

/** The brand in a product page's byline: `Visit the X Store`, `Besuche den X-Store`, `Marca: X`, `Xのストアを表示`. */
export function brandOfByline(text: string): string | null {
  const t = clean(text);
  for (const re of BYLINE_PHRASES) {
    const brand = t.match(re)?.[1]?.trim();
    if (brand) return brand;
  }
  // An unknown phrasing would store the whole sentence as a brand; the brand row or title tells instead.
  return null;
}

/** `#availability` in any of the languages: `Auf Lager`, `在庫あり`, `Actuellement indisponible`. */
export function availabilityOf(text: string): Availability {
  const t = clean(text);
  if (!t) return 'unknown';
  if (OUT_OF_STOCK.test(t)) return 'out_of_stock';
  return IN_STOCK.test(t) ? 'in_stock' : 'unknown';
}

const SPONSORED_PREFIX = new RegExp(String.raw`^\s*(?:${SPONSORED_LABELS.join('|')})\s*[–—-]\s*`, 'i');

/** Whether a title starts with a sponsored label of a known language (`Gesponsert – `). */
export const hasSponsoredLabel = (title: string) => SPONSORED_PREFIX.test(title);

/** The title without a leading sponsored label of a known language. */
export const withoutSponsoredLabel = (title: string) => title.replace(SPONSORED_PREFIX, '');
