import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows each currency in its own precision, from the exact decimal string', () => {
    expect(formatMoney('0.30', 'USD')).toBe('$0.30');
    expect(formatMoney('1500', 'JPY')).toBe('¥1,500');
    expect(formatMoney('2.125', 'BHD')).toMatch(/2\.125/);
    // Past what a double holds exactly: the string is formatted, never a float of it.
    expect(formatMoney('90071992547409.93', 'USD')).toBe('$90,071,992,547,409.93');
  });

  it('signs amounts when asked', () => {
    expect(formatMoney('0.10', 'USD', { signed: true })).toBe('+$0.10');
    expect(formatMoney('-12.50', 'USD', { signed: true })).toBe('-$12.50');
  });
});
