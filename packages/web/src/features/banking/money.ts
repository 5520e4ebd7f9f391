import { currencyExponent } from '@app/contract';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "1234.50" USD → "$1,234.50" in the US, "1.234,50 $" in Germany: the owner's own locale (the
 * browser's), as they type amounts. Intl formats the decimal string itself (no float in between),
 * in the currency's ISO precision, with the code spelled out where the symbol is ambiguous.
 */
export function formatMoney(
  amount: string,
  currency: string,
  opts: { signed?: boolean; locale?: string } = {},
): string {
  const key = `${currency}|${opts.signed ? 's' : ''}|${opts.locale ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    const digits = currencyExponent(currency);
    try {
      f = new Intl.NumberFormat(opts.locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay: opts.signed ? 'exceptZero' : 'auto',
      });
    } catch {
      return `${amount} ${currency}`;
    }
    formatters.set(key, f);
  }
  return f.format(amount as Intl.StringNumericLiteral);
}

/** All ISO 4217 codes the browser knows, for the currency picker. */
export function currencyCodes(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return ['EUR', 'GBP', 'JPY', 'USD'];
  }
}
