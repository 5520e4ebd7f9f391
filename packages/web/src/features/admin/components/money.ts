import { formatMinor, parseAmount } from '@app/contract';

/**
 * A typed price in minor units, read exactly by the contract's parser (digits and a dot, as many
 * decimals as the currency has: "19.99" USD → 1999, "1200" JPY → 1200): blank → null, anything
 * that is not a price → undefined. A leading currency sign is allowed; 0 is a price.
 */
export function priceMinorOf(text: string, currency: string): number | null | undefined {
  const t = text.trim().replace(/^[$€£¥]\s*/, '');
  if (t === '') return null;
  const parsed = parseAmount(t, currency, { zero: true });
  return parsed.ok ? Number(parsed.minor) : undefined;
}

/** 1999 in USD → "19.99", 1200 in JPY → "1200": the text a price field shows. */
export const priceText = (minor: number | null, currency: string): string =>
  minor === null ? '' : formatMinor(minor, currency);
