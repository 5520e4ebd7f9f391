import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './money';

describe('prices in minor units', () => {
  it('reads prices as typed', () => {
    expect(toMinor('12.99', 'USD')).toBe(1299);
    expect(toMinor('12.5', 'USD')).toBe(1250);
    expect(toMinor('$3', 'USD')).toBe(300);
    expect(toMinor('0.07', 'EUR')).toBe(7);
    expect(toMinor('1200', 'JPY')).toBe(1200);
    expect(toMinor('', 'USD')).toBeNull();
  });
  it('refuses what is not an amount', () => {
    expect(toMinor('12,99', 'USD')).toBeUndefined();
    expect(toMinor('1.999', 'USD')).toBeUndefined();
    expect(toMinor('-1', 'USD')).toBeUndefined();
    expect(toMinor('12.5', 'JPY')).toBeUndefined();
  });
  it('shows minor units as an amount', () => {
    expect(fromMinor(1299, 'USD')).toBe('12.99');
    expect(fromMinor(null, 'USD')).toBe('');
    expect(fromMinor(1200, 'JPY')).toBe('1200');
  });
});
