/** How many decimals a currency's minor unit has (2 for USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** "12.99" in USD → 1299; blank → null; anything that is not an amount → undefined. */
export function toMinor(text: string, currency: string): number | null | undefined {
  const t = text.trim().replace(/^[$€£]/, '');
  if (t === '') return null;
  const digits = minorDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(t)) return undefined;
  return Math.round(Number(t) * 10 ** digits);
}

/** 1299 in USD → "12.99": the text a price field shows. */
export const fromMinor = (minor: number | null, currency: string): string =>
  minor === null ? '' : (minor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));

/** 1299 in USD → "$12.99" for tables. */
export function formatMinor(minor: number | null, currency: string): string {
  if (minor === null) return '—';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(
      minor / 10 ** minorDigits(currency),
    );
  } catch {
    return `${fromMinor(minor, currency)} ${currency}`;
  }
}
