import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  const us = { locale: 'en-US' };
  it('shows each currency in its own precision, from the exact decimal string', () => {
    expect(formatMoney('0.30', 'USD', us)).toBe('$0.30');
    expect(formatMoney('1500', 'JPY', us)).toBe('¥1,500');
    expect(formatMoney('2.125', 'BHD', us)).toMatch(/2\.125/);
    // Past what a double holds exactly: the string is formatted, never a float of it.
    expect(formatMoney('90071992547409.93', 'USD', us)).toBe('$90,071,992,547,409.93');
  });

  it('writes amounts the way the owner’s locale does', () => {
    expect(formatMoney('980.50', 'EUR', { locale: 'de-DE' })).toBe('980,50\u00a0€');
    expect(formatMoney('1234.5', 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney('980.50', 'EUR', { locale: 'en-US' })).toBe('€980.50');
  });

  it('signs amounts when asked', () => {
    expect(formatMoney('0.10', 'USD', { ...us, signed: true })).toBe('+$0.10');
    expect(formatMoney('-12.50', 'USD', { ...us, signed: true })).toBe('-$12.50');
  });
});
