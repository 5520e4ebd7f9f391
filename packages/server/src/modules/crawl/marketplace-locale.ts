/**
 * The marketplaces the page parser knows: which currency a bare `$` or a price without a symbol
 * means, how numbers are written and how a rating is phrased. A page's marketplace comes from its
 * address, else from the page itself (canonical link, `<html lang>`); see `marketplaceOfPage`.
 */
export type Marketplace = {
  /** The registrable domain: `amazon.co.jp` matches `www.amazon.co.jp` and `smile.amazon.co.jp`. */
  domain: string;
  /** The language of its pages and the locale its numbers are written in. */
  locale: string;
  /** Other page languages it serves (amazon.com in Spanish, amazon.ca in French). */
  otherLanguages: string[];
  currency: string;
};

export const MARKETPLACES: readonly Marketplace[] = [
  { domain: 'amazon.com', locale: 'en-US', otherLanguages: ['es-US'], currency: 'USD' },
  { domain: 'amazon.ca', locale: 'en-CA', otherLanguages: ['fr-CA'], currency: 'CAD' },
  { domain: 'amazon.co.uk', locale: 'en-GB', otherLanguages: [], currency: 'GBP' },
  { domain: 'amazon.de', locale: 'de-DE', otherLanguages: ['de'], currency: 'EUR' },
  { domain: 'amazon.fr', locale: 'fr-FR', otherLanguages: ['fr'], currency: 'EUR' },
  { domain: 'amazon.es', locale: 'es-ES', otherLanguages: [], currency: 'EUR' },
  { domain: 'amazon.it', locale: 'it-IT', otherLanguages: ['it'], currency: 'EUR' },
  { domain: 'amazon.com.br', locale: 'pt-BR', otherLanguages: ['pt'], currency: 'BRL' },
  { domain: 'amazon.co.jp', locale: 'ja-JP', otherLanguages: ['ja'], currency: 'JPY' },
  { domain: 'amazon.com.mx', locale: 'es-MX', otherLanguages: [], currency: 'MXN' },
  {
    domain: 'amazon.in',
    locale: 'en-IN',
    otherLanguages: ['hi-IN', 'ta-IN', 'te-IN', 'kn-IN', 'ml-IN', 'bn-IN', 'mr-IN'],
    currency: 'INR',
  },
];

/** The marketplace of a host name (`www.amazon.co.jp`), or null for any other host. */
export function marketplaceOfHost(host: string): Marketplace | null {
  const h = host.toLowerCase().replace(/\.$/, '');
  return MARKETPLACES.find((m) => h === m.domain || h.endsWith(`.${m.domain}`)) ?? null;
}

/** The marketplace of an absolute address, or null. */
export function marketplaceOfUrl(url: string | undefined): Marketplace | null {
  if (!url) return null;
  try {
    return marketplaceOfHost(new URL(url).hostname);
  } catch {
    return null;
  }
}

/**
 * The marketplace a page language belongs to (`ja-jp`, `es-mx`, `fr-CA`). A bare language names
 * one only where a single marketplace speaks it (`ja`, `de`); `en` and `es` name none.
 */
export function marketplaceOfLanguage(lang: string | undefined): Marketplace | null {
  const l = (lang ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (!l) return null;
  return MARKETPLACES.find((m) => [m.locale, ...m.otherLanguages].some((x) => x.toLowerCase() === l)) ?? null;
}

/**
 * The page's marketplace: its address first (www.amazon.co.jp), then its canonical link to a known
 * marketplace, then `<html lang>`. Null when none tells (a simulator on 127.0.0.1 without markers).
 */
export function marketplaceOfPage(
  pageUrl: string,
  markers: { canonical?: string | undefined; lang?: string | undefined },
): Marketplace | null {
  let canonical: Marketplace | null = null;
  if (markers.canonical) {
    try {
      canonical = marketplaceOfUrl(new URL(markers.canonical, pageUrl).toString());
    } catch {
      canonical = null;
    }
  }
  return marketplaceOfUrl(pageUrl) ?? canonical ?? marketplaceOfLanguage(markers.lang);
}

/**
 * How numbers in `currency` are written when the page does not name its marketplace: the locale
 * of the first marketplace that sells in it (EUR → de-DE), else en-US.
 */
export function numberLocaleOf(currency: string | null, market: Marketplace | null): string {
  if (market) return market.locale;
  return MARKETPLACES.find((m) => m.currency === currency)?.locale ?? 'en-US';
}
