import { describe, expect, it } from 'vitest';
import { clip, formatDuration, formatPrice, textOf } from './format';

describe('formatPrice', () => {
  it('reads minor units in the currency', () => {
    expect(formatPrice(1299, 'USD')).toBe('$12.99');
    expect(formatPrice(1500, 'JPY')).toBe('¥1,500');
    expect(formatPrice(250000, 'EUR')).toBe('€2,500.00');
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
