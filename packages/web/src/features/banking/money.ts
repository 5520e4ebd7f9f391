import { formatAmount } from '@app/contract';

/**
 * "1234.50" USD → "$1,234.50" in the US, "1.234,50 $" in Germany: the owner's own locale (the
 * browser's), as they type amounts; see `formatAmount`.
 */
export const formatMoney = (
  amount: string,
  currency: string,
  opts: { signed?: boolean; locale?: string } = {},
) => formatAmount(amount, currency, { ...opts, currencyDisplay: 'narrowSymbol' });

/** All ISO 4217 codes the browser knows, for the currency picker. */
export function currencyCodes(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return ['EUR', 'GBP', 'JPY', 'USD'];
  }
}
