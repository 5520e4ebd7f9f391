import { describe, expect, it } from 'vitest';
import { stepsOf } from './price-history-chart';

const point = (priceMinor: number, checkedAt: string, currency = 'USD') => ({
  priceMinor,
  currency,
  checkedAt,
});

describe('price history steps', () => {
  it('holds each price until the next, and the last one until the last check', () => {
    const steps = stepsOf(
      [point(1500, '2026-01-01T00:00:00Z'), point(1200, '2026-02-01T00:00:00Z')],
      'USD',
      '2026-03-01T00:00:00Z',
    );
    expect(steps).toEqual([
      { at: Date.parse('2026-01-01T00:00:00Z'), price: 1500 },
      { at: Date.parse('2026-02-01T00:00:00Z'), price: 1200 },
      { at: Date.parse('2026-03-01T00:00:00Z'), price: 1200 },
    ]);
  });

  it('leaves out prices in another currency and unreadable times', () => {
    const steps = stepsOf(
      [point(1500, '2026-01-01T00:00:00Z', 'EUR'), point(1200, 'soon'), point(1100, '2026-02-01T00:00:00Z')],
      'USD',
      null,
    );
    expect(steps).toEqual([{ at: Date.parse('2026-02-01T00:00:00Z'), price: 1100 }]);
  });
});
