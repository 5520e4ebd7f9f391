import { currencyExponent, formatMinor } from './money-amounts';

export type MoneyDisplay = {
  /** Whose way of writing numbers ("en-US": $1,234.50, "de-DE": 1.234,50 $); the runtime's own when absent. */
  locale?: string | undefined;
  /** A plus sign before amounts above zero. */
  signed?: boolean | undefined;
  /** `narrowSymbol` writes "$" for every dollar; `symbol` (the default) writes "CA$" where "$" is ambiguous. */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | undefined;
};

const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterOf(currency: string, opts: MoneyDisplay): Intl.NumberFormat | null {
  const key = `${currency}|${opts.locale ?? ''}|${opts.signed ? 's' : ''}|${opts.currencyDisplay ?? ''}`;
  let f = formatters.get(key);
  if (f === undefined) {
    const digits = currencyExponent(currency);
    try {
      f = new Intl.NumberFormat(opts.locale, {
        style: 'currency',
        currency,
        currencyDisplay: opts.currencyDisplay ?? 'symbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay: opts.signed ? 'exceptZero' : 'auto',
      });
    } catch {
      // A code Intl refuses (not three letters) or a locale it cannot read.
      f = null;
    }
    if (formatters.size < 500) formatters.set(key, f);
  }
  return f;
}

/**
 * An exact decimal amount ("1234.50") of `currency` as a person of `opts.locale` reads it:
 * "$1,234.50", "1.234,50 €". The decimals are the currency's ISO 4217 minor unit
 * (`currencyExponent`, as `parseAmount` and `formatMinor` read and write them), not Intl's own,
 * which follow CLDR: by those COP, HUF, IDR or PKR have no cents and IQD no fils, and an amount
 * kept in minor units would show 100 or 1,000 times too large. Intl formats the decimal string
 * itself, with no float in between. A code Intl refuses shows as the amount and the code.
 */
export function formatAmount(amount: string, currency: string, opts: MoneyDisplay = {}): string {
  const f = formatterOf(currency, opts);
  return f ? f.format(amount as Intl.StringNumericLiteral) : `${amount} ${currency}`;
}

/**
 * An amount in integer minor units (1299 in USD) as `formatAmount` shows it ("$12.99"); a fraction
 * of a minor unit is rounded.
 */
export const formatMinorAmount = (
  minor: number | bigint,
  currency: string,
  opts: MoneyDisplay = {},
): string =>
  formatAmount(formatMinor(typeof minor === 'number' ? Math.round(minor) : minor, currency), currency, opts);
