import { describe, expect, it } from 'vitest';
import { parseAmount } from './money-amounts';
import { formatAmount, formatMinorAmount } from './money-format';

const us = { locale: 'en-US' };

describe('formatMinorAmount', () => {
  it('shows minor units in the currency’s ISO precision', () => {
    expect(formatMinorAmount(1299, 'USD', us)).toBe('$12.99');
    expect(formatMinorAmount(1500, 'JPY', us)).toBe('¥1,500');
    expect(formatMinorAmount(2125, 'BHD', us)).toBe('BHD\u00a02.125');
  });

  it('keeps the decimals Intl would drop: an amount shows as it was typed', () => {
    // CLDR, and so Intl, writes forints, Colombian pesos and Iraqi dinars without decimals; ISO 4217,
    // by which amounts are typed and kept in minor units, gives them two, two and three.
    const shown = (typed: string, currency: string, locale = 'en-US') => {
      const parsed = parseAmount(typed, currency);
      if (!parsed.ok) throw new Error(parsed.message);
      return formatMinorAmount(parsed.minor, currency, { locale });
    };
    expect(shown('1500', 'HUF')).toBe('HUF\u00a01,500.00');
    expect(shown('2499.50', 'COP', 'de-DE')).toBe('2.499,50\u00a0COP');
    expect(shown('12.345', 'IQD')).toBe('IQD\u00a012.345');
  });

  it('writes the amount the way the locale does, signed when asked', () => {
    expect(formatMinorAmount(123_450, 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMinorAmount(-1250, 'USD', { ...us, signed: true })).toBe('-$12.50');
    expect(formatMinorAmount(10, 'USD', { ...us, signed: true })).toBe('+$0.10');
  });

  it('shows a code Intl refuses as the amount and the code, rather than failing', () => {
    expect(formatMinorAmount(1299, 'US', us)).toBe('12.99 US');
  });
});

describe('formatAmount', () => {
  it('formats the exact decimal string, never a float of it', () => {
    expect(formatAmount('90071992547409.93', 'USD', us)).toBe('$90,071,992,547,409.93');
  });
});
