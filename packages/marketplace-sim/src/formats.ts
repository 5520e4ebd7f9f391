import type { SimProduct } from './catalogue';
import { LOCALES, type SimLocale } from './locales';

/*
 * Amounts, ratings and counts written the way each marketplace writes them, from the catalogue's
 * US-cent prices.
 */

/** Digits grouped by threes, or the Indian way (1,29,999) with `lakh`. */
export function groupDigits(n: number, sep: string, lakh = false): string {
  const s = String(n);
  if (!lakh || s.length <= 3) return s.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const head = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, sep);
  return `${head}${sep}${s.slice(-3)}`;
}

/** A catalogue price (US cents) in the locale's currency, in its minor units. */
export function convertCents(usdCents: number, locale: SimLocale): number {
  const m = LOCALES[locale].money;
  if (m.currency === 'USD') return usdCents;
  const units = (usdCents / 100) * m.perDollar;
  // Rupee prices are whole rupees, as the marketplace shows them.
  if (m.wholeOnCards) return Math.round(units) * 100;
  return Math.round(units * 10 ** m.exponent);
}

/**
 * An amount in the locale's minor units as its pages write it: the whole text and the pieces of
 * the price element (symbol, whole part with its decimal mark, fraction).
 */
export function formatPrice(minor: number, locale: SimLocale, opts: { card?: boolean } = {}) {
  const m = LOCALES[locale].money;
  const scale = 10 ** m.exponent;
  const whole = groupDigits(Math.floor(minor / scale), m.group, m.lakh);
  const fraction = m.exponent === 0 ? '' : String(minor % scale).padStart(m.exponent, '0');
  const showFraction = fraction !== '' && !(opts.card && m.wholeOnCards && /^0+$/.test(fraction));
  const number = showFraction ? `${whole}${m.decimal}${fraction}` : whole;
  const text = m.symbolAfter ? `${number}${m.gap}${m.symbol}` : `${m.symbol}${m.gap}${number}`;
  return {
    text,
    symbol: m.symbol,
    symbolAfter: m.symbolAfter,
    whole,
    decimal: showFraction ? m.decimal : '',
    fraction: showFraction ? fraction : '',
  };
}

/** A catalogue price (US cents) after the price epoch, as `startMarketplaceSim` applies it. */
export const epochCents = (p: SimProduct, epoch: number) => Math.round(p.basePriceCents * (1 + epoch / 100));

/**
 * What a product costs in `locale` at price epoch `epoch`: minor units of the locale's currency
 * (JPY whole yen, INR paise of whole rupees), the currency, and the text the product page shows.
 */
export function offerOf(p: SimProduct, locale: SimLocale, epoch = 0) {
  const minor = convertCents(epochCents(p, epoch), locale);
  return { minor, currency: LOCALES[locale].money.currency, text: formatPrice(minor, locale).text };
}

/** A rating as the locale writes it: `4.5 out of 5 stars`, `5つ星のうち4.5`. */
export function ratingText(rating: number, locale: SimLocale) {
  const spec = LOCALES[locale];
  return spec.words.rating(rating.toFixed(1).replace('.', spec.money.decimal));
}

/** A count with the locale's grouping: `1,234`, `1.234`, `1 234`, `1,23,456`. */
export function countText(n: number, locale: SimLocale) {
  const m = LOCALES[locale].money;
  return groupDigits(n, m.group, m.lakh);
}

/** The short count under a card: `(1.2K)`, `(1,2 Tsd.)`, `(1,2 mil)`. */
export function shortCount(n: number, locale: SimLocale) {
  const spec = LOCALES[locale];
  if (n < 1000) return `(${n})`;
  return `(${spec.words.short((n / 1000).toFixed(1).replace('.', spec.money.decimal))})`;
}
