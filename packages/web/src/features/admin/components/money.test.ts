import { describe, expect, it } from 'vitest';
import { priceMinorOf, priceText } from './money';

describe('prices in minor units', () => {
  it('reads prices as typed, exactly', () => {
    expect(priceMinorOf('19.99', 'USD')).toBe(1999);
    expect(priceMinorOf('12.5', 'USD')).toBe(1250);
    expect(priceMinorOf('$3', 'USD')).toBe(300);
    expect(priceMinorOf('0.07', 'EUR')).toBe(7);
    expect(priceMinorOf('0', 'USD')).toBe(0);
    expect(priceMinorOf('', 'USD')).toBeNull();
  });

  it('has none of the float traps: every cent from 0.00 to 99.99 reads back as itself', () => {
    // In floats 0.29 * 100 is 28.999999999999996 and 4.35 * 100 is 434.99999999999994: the
    // parser reads digits, never multiplies.
    expect(priceMinorOf('0.29', 'USD')).toBe(29);
    expect(priceMinorOf('4.35', 'USD')).toBe(435);
    expect(priceMinorOf('1.005', 'BHD')).toBe(1005);
    expect(priceMinorOf('9007199254740.99', 'USD')).toBe(900719925474099);
    // Past what a number holds exactly: refused, not silently rounded to 9999999999999998.
    expect(priceMinorOf('99999999999999.99', 'USD')).toBeUndefined();
    for (let minor = 0; minor < 10_000; minor++) {
      expect(priceMinorOf(priceText(minor, 'USD'), 'USD')).toBe(minor);
    }
  });

  it('reads currencies without a minor unit as whole amounts', () => {
    expect(priceMinorOf('1200', 'JPY')).toBe(1200);
    expect(priceMinorOf('1200.', 'JPY')).toBe(1200);
    expect(priceMinorOf('12.5', 'JPY')).toBeUndefined();
    expect(priceText(1200, 'JPY')).toBe('1200');
    expect(priceMinorOf('150', 'KRW')).toBe(150);
  });

  it('refuses what is not a price', () => {
    expect(priceMinorOf('12,99', 'USD')).toBeUndefined();
    expect(priceMinorOf('1.999', 'USD')).toBeUndefined();
    expect(priceMinorOf('-1', 'USD')).toBeUndefined();
    expect(priceMinorOf('1e3', 'USD')).toBeUndefined();
  });

  it('shows minor units as the field text', () => {
    expect(priceText(1999, 'USD')).toBe('19.99');
    expect(priceText(5, 'USD')).toBe('0.05');
    expect(priceText(null, 'USD')).toBe('');
  });
});
