import { describe, expect, it } from 'vitest';
import { isPriceCurrent, isRecentPriceDrop, PRICE_DROP_DAYS, priceExpiresAt } from './prices';

const HOUR = 3_600_000;
const now = Date.parse('2026-06-01T12:00:00Z');
const ago = (hours: number) => new Date(now - hours * HOUR).toISOString();
const item = (o: Partial<Parameters<typeof isPriceCurrent>[0]> = {}) => ({
  priceMinor: 1000,
  previousPriceMinor: null,
  priceCheckedAt: ago(1),
  priceChangedAt: null,
  ...o,
});

describe('price freshness', () => {
  it('a confirmed price is shown until it is older than the site allows', () => {
    expect(isPriceCurrent(item({ priceCheckedAt: ago(23.9) }), 24, now)).toBe(true);
    expect(isPriceCurrent(item({ priceCheckedAt: ago(24) }), 24, now)).toBe(false);
    expect(priceExpiresAt(item({ priceCheckedAt: ago(1) }), 24)).toBe(now + 23 * HOUR);
  });

  it('a price never confirmed (entered by hand) stands; no price is never current', () => {
    expect(isPriceCurrent(item({ priceCheckedAt: null }), 24, now + 1000 * HOUR)).toBe(true);
    expect(priceExpiresAt(item({ priceCheckedAt: null }), 24)).toBeNull();
    expect(isPriceCurrent(item({ priceMinor: null }), 24, now)).toBe(false);
    // A time that cannot be read is treated as long expired, not as fresh.
    expect(isPriceCurrent(item({ priceCheckedAt: 'yesterday' }), 24, now)).toBe(false);
  });

  it('a drop counts while recent and while the price is current', () => {
    const dropped = item({ previousPriceMinor: 1200, priceChangedAt: ago(24) });
    expect(isRecentPriceDrop(dropped, 48, now)).toBe(true);
    expect(isRecentPriceDrop({ ...dropped, priceChangedAt: ago(PRICE_DROP_DAYS * 24 + 1) }, 48, now)).toBe(
      false,
    );
    expect(isRecentPriceDrop({ ...dropped, previousPriceMinor: 900 }, 48, now)).toBe(false);
    expect(isRecentPriceDrop({ ...dropped, priceCheckedAt: ago(50) }, 48, now)).toBe(false);
  });
});
