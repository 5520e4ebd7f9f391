/*
 * Exact money: amounts travel as decimal strings ("12.30") and are kept as integer minor units
 * of their currency; no amount ever passes through a floating-point number. Amounts are read
 * the way a person of a locale writes them.
 */

/*
 * ISO 4217 minor units. A table rather than Intl's `maximumFractionDigits`, which follows CLDR
 * (HUF 0, IDR 0, ...) and varies with the ICU data of the server and of each browser.
 */
const EXPONENT_0 = new Set(
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF XAG XAU XDR XPD XPT'.split(' '),
);
const EXPONENT_3 = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));
const EXPONENT_4 = new Set('CLF UYW'.split(' '));

/** Digits after the decimal point in amounts of `currency`: JPY 0, USD 2, BHD 3. */
export function currencyExponent(currency: string): number {
  const c = currency.toUpperCase();
  if (EXPONENT_0.has(c)) return 0;
  if (EXPONENT_3.has(c)) return 3;
  if (EXPONENT_4.has(c)) return 4;
  return 2;
}

let known: Set<string> | null = null;
/** An ISO 4217 code this runtime knows; any well-formed code where the runtime cannot list them. */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (known === null) {
    try {
      known = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      return true;
    }
  }
  return known.has(code);
}

/** At most 15 digits of minor units: exact in JavaScript numbers and in a bigint column. */
export const MAX_AMOUNT_MINOR = 999_999_999_999_999n;

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; message: string };

/** The decimal and grouping marks of a locale: "de-DE" → `{ decimal: ',', group: '.' }`. */
export function numberMarks(locale: string): { decimal: string; group: string } {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    return {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
  } catch {
    return { decimal: '.', group: ',' };
  }
}

const lakhLocales = new Map<string, boolean>();
/** Whether `locale` groups digits the Indian way, by lakh and crore: "en-IN" writes 12,34,567. */
function groupsByLakh(locale: string): boolean {
  let lakh = lakhLocales.get(locale);
  if (lakh === undefined) {
    try {
      const ints = new Intl.NumberFormat(locale).formatToParts(1234567).filter((p) => p.type === 'integer');
      lakh = ints.length === 3 && ints[1]!.value.length === 2;
    } catch {
      lakh = false;
    }
    if (lakhLocales.size < 100) lakhLocales.set(locale, lakh);
  }
  return lakh;
}

/**
 * Digits grouped by threes, e.g. "1", "12", "1" "234" "567": a well-formed grouping; where the
 * locale groups by lakh, also "1" "29" "999" and "12" "34" "56" "789".
 */
const wellGrouped = (groups: string[], lakh = false) =>
  (/^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g))) ||
  (lakh &&
    /^[1-9]\d?$/.test(groups[0] ?? '') &&
    groups.slice(1, -1).every((g) => /^\d{2}$/.test(g)) &&
    /^\d{3}$/.test(groups.at(-1) ?? ''));

/**
 * An amount as a person in `locale` writes it ("980,50", "1.234,56", "1 234,56", "1,234.56",
 * "1'234.56", in "en-IN" "1,29,999.00") → the plain decimal string ("980.50", "1234.56"), or null when it cannot be read
 * without guessing. A mark followed by other than three digits can only be the decimal one; with
 * both marks the last is the decimal one; only "1,234" or "1.234" is read the locale's way.
 */
export function normalizeAmount(text: string, locale: string): string | null {
  const s = text.trim().replace(/[\s\u00a0\u202f'’]/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const marks = [...new Set(s.match(/[.,]/g) ?? [])];
  if (marks.length === 0) return s;
  const last = s.search(/[.,][^.,]*$/);
  const lastMark = s[last]!;
  if (marks.length === 2) {
    const groups = s.slice(0, last).split(lastMark === '.' ? ',' : '.');
    if (s.slice(0, last).includes(lastMark) || !wellGrouped(groups, groupsByLakh(locale))) return null;
    return `${groups.join('')}.${s.slice(last + 1)}`;
  }
  const pieces = s.split(lastMark);
  if (pieces.length > 2) return wellGrouped(pieces, groupsByLakh(locale)) ? pieces.join('') : null;
  const [whole, frac] = pieces as [string, string];
  const decimalHere = frac.length !== 3 || lastMark === numberMarks(locale).decimal || !wellGrouped(pieces);
  return decimalHere ? `${whole}.${frac}` : `${whole}${frac}`;
}

/** How `locale` writes 1234.56, for messages: "1,234.56", "1.234,56". */
const exampleIn = (locale: string) => {
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.56);
  } catch {
    return '1234.56';
  }
};

/**
 * "12.3" in USD → 1230n. Without a locale (the wire, CSV files) digits and one dot only: a comma
 * would be a thousands separator in one country and a decimal point in the next, so it is refused
 * rather than guessed. With the `locale` of the person typing, their own decimal and grouping marks
 * are read too (`normalizeAmount`). A zero amount is refused unless `opts.zero` allows it (a
 * catalogue price may be 0, a bank record may not).
 */
export function parseAmount(
  text: string,
  currency: string,
  opts: { locale?: string; zero?: boolean } = {},
): ParsedAmount {
  const exp = currencyExponent(currency);
  let s = text.trim();
  if (opts.locale !== undefined && s !== '') {
    const plain = normalizeAmount(s, opts.locale);
    if (plain === null) {
      return { ok: false, message: `Enter the amount in digits, e.g. ${exampleIn(opts.locale)} (no sign)` };
    }
    s = plain;
  }
  const m = /^(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) {
    return {
      ok: false,
      message: s === '' ? 'Enter an amount' : 'Use digits and a dot, e.g. 1234.56 (no sign, no commas)',
    };
  }
  const whole = m[1]!;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > exp) {
    return {
      ok: false,
      message:
        exp === 0
          ? `${currency} has no minor unit: enter a whole amount`
          : `${currency} takes at most ${exp} decimal places`,
    };
  }
  const minor = BigInt(whole) * 10n ** BigInt(exp) + BigInt(frac.padEnd(exp, '0') || '0');
  if (minor === 0n && !opts.zero) return { ok: false, message: 'The amount must be more than zero' };
  if (minor > MAX_AMOUNT_MINOR) return { ok: false, message: 'The amount is too large' };
  return { ok: true, minor };
}

/** 1230n in USD → "12.30"; −5n in JPY → "-5". Plain digits, no grouping: for forms, CSV and sums. */
export function formatMinor(minor: bigint | number | string, currency: string): string {
  const exp = currencyExponent(currency);
  const v = BigInt(minor);
  const neg = v < 0n;
  const digits = (neg ? -v : v).toString().padStart(exp + 1, '0');
  const whole = digits.slice(0, digits.length - exp);
  const frac = exp > 0 ? `.${digits.slice(digits.length - exp)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}
