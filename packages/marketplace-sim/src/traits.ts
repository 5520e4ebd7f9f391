import type { SimProduct } from './catalogue';

/** A stable hash of a product id, so traits stay put without drawing from the catalogue's generator. */
function hashOf(asin: string) {
  let h = 2166136261;
  for (const ch of asin) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * How a product's page is laid out, as real pages vary: the brand in the attribute table or only
 * in the byline, the byline as "Visit the X Store" or "Brand: X", the description in
 * `#productDescription` or (with that left empty) in the manufacturer's A+ block.
 */
export function pageTraits(p: SimProduct): {
  brandTable: boolean;
  byline: 'store' | 'brand';
  aplus: boolean;
} {
  const h = hashOf(p.asin);
  return {
    brandTable: h % 2 === 0,
    byline: (h >>> 1) % 3 === 0 ? 'brand' : 'store',
    aplus: (h >>> 3) % 3 === 0,
  };
}
