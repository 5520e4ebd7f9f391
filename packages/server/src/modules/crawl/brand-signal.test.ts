import { UNKNOWN_BRAND } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { type BrandRef, brandIndex, brandKey, placeItem } from './brand-signal';

const brand = (id: number, name: string, extra: Partial<BrandRef> = {}): BrandRef => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  isCategory: false,
  searchTerm: null,
  ...extra,
});
const volt = brand(1, 'Volt');
const voltMax = brand(2, 'Volt Max');
const oreal = brand(3, 'L’Oréal Paris', { searchTerm: 'loreal' });
const aa = brand(4, 'AA Batteries', { isCategory: true });
const index = brandIndex([volt, voltMax, oreal, aa]);
const signals = (title: string, cardBrand: string | null = null, pageBrand: string | null = null) => ({
  title,
  cardBrand,
  pageBrand,
});

describe('where a crawled item goes', () => {
  it('compares names without case, accents or punctuation, in any script', () => {
    expect(brandKey("L'ORÉAL  paris")).toBe(brandKey('L’Oréal Paris'));
    expect(brandKey('スポンサー広告')).not.toBe(brandKey('ポータブル'));
    expect(index.find('loreal paris')).toBe(oreal);
    expect(index.find('LOREAL')).toBe(oreal); // its search term
    expect(index.find('AA Batteries')).toBeNull(); // a category is not a brand
  });

  it('takes the longest site brand a title starts with, as whole words', () => {
    expect(index.startOf('Volt Max AA, 8-Pack')).toBe(voltMax);
    expect(index.startOf('Volt AA, 8-Pack')).toBe(volt);
    expect(index.startOf('Voltix AA, 8-Pack')).toBeNull();
  });

  it('a free term never makes a brand of a title: no signal is "Unknown brand"', () => {
    for (const title of [
      'Portable Mini Fan',
      'Mini Speaker',
      'Fone Bluetooth',
      'Anúncio Fone',
      'スポンサー広告 充電器',
    ])
      expect(placeItem(signals(title), null, index)).toEqual({ kind: 'review', brandName: UNKNOWN_BRAND });
    expect(placeItem(signals('Volt Max AA'), null, index)).toEqual({ kind: 'import', brand: voltMax });
    expect(placeItem(signals('Cells', 'Acme'), null, index)).toEqual({ kind: 'review', brandName: 'Acme' });
    expect(placeItem(signals('Cells', 'VOLT'), null, index)).toEqual({ kind: 'import', brand: volt });
    // A brand line that adds to a site brand's name is that brand.
    expect(placeItem(signals('Cells', 'Volt Official'), null, index)).toEqual({
      kind: 'import',
      brand: volt,
    });
    // The product page's brand outranks the card's, and a title the brand is not in.
    expect(placeItem(signals('Volt AA', 'Volt', 'Acme'), null, index)).toEqual({
      kind: 'review',
      brandName: 'Acme',
    });
  });

  it("a category keeps what has no brand; a site brand's items go to the brand", () => {
    expect(placeItem(signals('Generic AA Cells'), aa, index)).toEqual({ kind: 'import', brand: aa });
    expect(placeItem(signals('Volt AA Cells'), aa, index)).toEqual({ kind: 'import', brand: volt });
    expect(placeItem(signals('AA Cells', 'Acme'), aa, index)).toEqual({ kind: 'review', brandName: 'Acme' });
  });

  it("a brand's own crawl keeps its items, and leaves out those another brand's signal names", () => {
    expect(placeItem(signals('Super AA Cells'), volt, index)).toEqual({ kind: 'import', brand: volt });
    expect(placeItem(signals('Volt AA Cells'), volt, index)).toEqual({ kind: 'import', brand: volt });
    expect(placeItem(signals('Cells', null, 'volt'), volt, index)).toEqual({ kind: 'import', brand: volt });
    expect(placeItem(signals('Volt Max AA Cells'), volt, index)).toEqual({
      kind: 'other brand',
      brandName: 'Volt Max',
    });
    expect(placeItem(signals('Cells', 'Volt Max'), volt, index)).toEqual({
      kind: 'other brand',
      brandName: 'Volt Max',
    });
    expect(placeItem(signals('Cells', null, 'Acme'), volt, index)).toEqual({
      kind: 'review',
      brandName: 'Acme',
    });
    // A brand found by its search term is its own.
    expect(placeItem(signals('Loreal Serum', 'LOREAL'), oreal, index)).toEqual({
      kind: 'import',
      brand: oreal,
    });
  });
});
