import { describe, expect, it } from 'vitest';
import { BankingRecordBody } from './banking';
import { currencyExponent, formatMinor, normalizeAmount, parseAmount } from './money-amounts';

describe('exact money', () => {
  it('knows the minor units of JPY, USD and BHD', () => {
    expect([currencyExponent('JPY'), currencyExponent('USD'), currencyExponent('BHD')]).toEqual([0, 2, 3]);
  });

  it('reads amounts the way the person typing writes them, in their locale', () => {
    // The decimal comma: "980,50" is 980.50 everywhere, a comma followed by two digits is no grouping.
    for (const locale of ['de-DE', 'fr-FR', 'en-US', 'en-GB']) {
      expect(parseAmount('980,50', 'EUR', { locale }), locale).toEqual({ ok: true, minor: 98050n });
    }
    expect(parseAmount('1.234,56', 'EUR', { locale: 'de-DE' })).toEqual({ ok: true, minor: 123456n });
    expect(parseAmount('1 234,56', 'EUR', { locale: 'fr-FR' })).toEqual({ ok: true, minor: 123456n });
    expect(parseAmount('1\u202f234,56', 'EUR', { locale: 'fr-FR' })).toEqual({ ok: true, minor: 123456n });
    expect(parseAmount('1,234.56', 'USD', { locale: 'en-US' })).toEqual({ ok: true, minor: 123456n });
    expect(parseAmount("1'234.56", 'CHF', { locale: 'de-CH' })).toEqual({ ok: true, minor: 123456n });
    expect(parseAmount('1,234,567.5', 'USD', { locale: 'de-DE' })).toEqual({ ok: true, minor: 123456750n });
    // Only a lone mark before three digits is ambiguous; the locale decides it.
    expect(parseAmount('1.234', 'EUR', { locale: 'de-DE' })).toEqual({ ok: true, minor: 123400n });
    expect(parseAmount('1.234', 'BHD', { locale: 'en-US' })).toEqual({ ok: true, minor: 1234n });
    expect(parseAmount('1,500', 'JPY', { locale: 'en-US' })).toEqual({ ok: true, minor: 1500n });
    expect(parseAmount('0,500', 'EUR', { locale: 'en-US' })).toEqual({ ok: true, minor: 50n });
    // Still exact, still the currency's precision, still no guessing at malformed groups.
    expect(parseAmount('0,105', 'USD', { locale: 'de-DE' })).toMatchObject({ ok: false });
    expect(parseAmount('12,5', 'JPY', { locale: 'ja-JP' })).toMatchObject({ ok: false });
    for (const bad of ['', '-1', '1,23,4', '12.34,5.6', '1.2.3,4', 'abc', '1e3', ',5']) {
      expect(parseAmount(bad, 'EUR', { locale: 'de-DE' }).ok, bad).toBe(false);
    }
    expect(parseAmount('x', 'EUR', { locale: 'de-DE' })).toEqual({
      ok: false,
      message: 'Enter the amount in digits, e.g. 1.234,56 (no sign)',
    });
    expect(normalizeAmount('90071992547409,93', 'de-DE')).toBe('90071992547409.93');
    // Lakh and crore where the locale groups so, and only there.
    expect(parseAmount('1,29,999.00', 'INR', { locale: 'en-IN' })).toEqual({ ok: true, minor: 12999900n });
    expect(normalizeAmount('12,34,56,789', 'en-IN')).toBe('123456789');
    expect(normalizeAmount('1,29,999', 'en-US')).toBeNull();
    expect(normalizeAmount('1,2,999', 'en-IN')).toBeNull();
    // Without a locale (the wire, CSV files) the dot alone, as before.
    expect(parseAmount('980,50', 'EUR').ok).toBe(false);
  });

  it('parses decimal strings into integer minor units without floating point', () => {
    expect(parseAmount('0.1', 'USD')).toEqual({ ok: true, minor: 10n });
    expect(parseAmount('0.30', 'USD')).toEqual({ ok: true, minor: 30n });
    expect(parseAmount('1500', 'JPY')).toEqual({ ok: true, minor: 1500n });
    expect(parseAmount('2.125', 'BHD')).toEqual({ ok: true, minor: 2125n });
    expect(parseAmount('12.50', 'JPY')).toMatchObject({ ok: false });
    expect(parseAmount('12.500', 'JPY')).toMatchObject({ ok: false });
    expect(parseAmount('12.00', 'JPY')).toEqual({ ok: true, minor: 12n });
    expect(parseAmount('1.005', 'USD')).toMatchObject({
      ok: false,
      message: 'USD takes at most 2 decimal places',
    });
    for (const bad of ['', '-1', '1,000.00', '1e3', '0', '0.00', 'abc', '1.2.3']) {
      expect(parseAmount(bad, 'USD').ok, bad).toBe(false);
    }
    expect(parseAmount('9999999999999.99', 'USD')).toEqual({ ok: true, minor: 999_999_999_999_999n });
    expect(parseAmount('10000000000000', 'USD')).toMatchObject({
      ok: false,
      message: 'The amount is too large',
    });
  });

  it('formats minor units back in the currency’s precision', () => {
    expect(formatMinor(30n, 'USD')).toBe('0.30');
    expect(formatMinor(5, 'USD')).toBe('0.05');
    expect(formatMinor('-1230', 'USD')).toBe('-12.30');
    expect(formatMinor(1500n, 'JPY')).toBe('1500');
    expect(formatMinor(2125n, 'BHD')).toBe('2.125');
    expect(formatMinor(0n, 'BHD')).toBe('0.000');
  });

  it('validates a record body and normalises its amount', () => {
    const ok = BankingRecordBody.safeParse({
      date: '2025-03-01',
      amount: '12.5',
      currencyType: 'usd',
      direction: 'income',
    });
    expect(ok.success && ok.data).toMatchObject({ amount: '12.50', amountMinor: 1250, currencyType: 'USD' });
    const bad = BankingRecordBody.safeParse({
      date: '2025-02-30',
      amount: '1.5',
      currencyType: 'JPY',
      direction: 'sideways',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['date', 'direction']);
    const curr = BankingRecordBody.safeParse({
      date: '2025-02-28',
      amount: '1.5',
      currencyType: 'QQQ',
      direction: 'income',
    });
    expect(curr.success).toBe(false);
  });
});
