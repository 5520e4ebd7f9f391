import { describe, expect, it } from 'vitest';
import { clip, formatDuration, formatPrice, textOf } from './format';

describe('formatPrice', () => {
  it('reads minor units in the currency', () => {
    expect(formatPrice(1299, 'USD')).toBe('$12.99');
    expect(formatPrice(1500, 'JPY')).toBe('¥1,500');
    expect(formatPrice(250000, 'EUR')).toBe('€2,500.00');
  });

  it('shows the cents of a currency Intl writes without them, as the price was typed', () => {
    // 1,500.00 forints and 2,499.50 pesos are kept as 150000 and 249950 minor units (ISO 4217);
    // Intl's own digits (CLDR: none for both) would show them a hundred times too large.
    expect(formatPrice(150_000, 'HUF')).toBe('HUF\u00a01,500.00');
    expect(formatPrice(249_950, 'COP')).toBe('COP\u00a02,499.50');
  });

  it('has nothing to show for an unknown price', () => {
    expect(formatPrice(null, 'USD')).toBeNull();
  });
});

describe('text helpers', () => {
  it('turns HTML into a line of text', () => {
    expect(textOf('<p>Keep cells <strong>cool</strong> &amp; dry.</p>')).toBe('Keep cells cool & dry.');
  });

  it('clips at a word', () => {
    expect(clip('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(clip('short', 12)).toBe('short');
  });

  it('formats durations', () => {
    expect(formatDuration(1845)).toBe('31 min');
    expect(formatDuration(4000)).toBe('1 h 7 min');
    expect(formatDuration(null)).toBeNull();
  });
});
