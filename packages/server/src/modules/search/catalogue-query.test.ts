import { describe, expect, it } from 'vitest';
import {
  categoryFits,
  categoryKinds,
  itemIsOfKinds,
  itemKinds,
  queryKinds,
  wordsOf,
} from './catalogue-query';

const item = (name: string, features: string[] = [], description = '') =>
  itemKinds({ name, features, description });

describe('kinds read from item names', () => {
  it('reads sizes, and one-letter sizes only next to a size word', () => {
    expect(item('Eneloop D Size Adapters, 4 Pack')).toMatchObject({ sizes: ['D'], productType: 'adapter' });
    expect(item('Pale Blue USB-C Rechargeable AA, 4 Pack').sizes).toEqual(['AA']);
    expect(item('Tenergy TN438 Smart Charger for AA/AAA/C/D/9V')).toMatchObject({
      sizes: expect.arrayContaining(['AA', 'AAA', 'C', 'D', '9V']),
      productType: 'charger',
    });
    expect(item('Amazon Basics 9 Volt Everyday Alkaline, 8 Pack')).toMatchObject({
      sizes: ['9V'],
      chemistry: 'alkaline',
    });
    expect(item('Duracell 2032 Lithium Coin Battery, 6 Pack')).toMatchObject({
      sizes: ['CR2032'],
      chemistry: 'lithium',
      productType: 'coin cell',
    });
  });

  it('reads the product type from the name, the chemistry from the features when the name is silent', () => {
    expect(item('Anker PowerCore 10000 Portable Charger').productType).toBe('power bank');
    expect(item('Energizer Recharge Universal AA, 4 Pack', ['2000 mAh NiMH'])).toMatchObject({
      sizes: ['AA'],
      chemistry: 'nimh',
      productType: 'battery',
    });
    expect(item('Nitecore NL1835 18650 Li-ion Battery 3500 mAh').chemistry).toBe('li-ion');
    expect(item('Dior Sauvage Eau de Toilette, 3.4 oz').productType).toBe('perfume');
    expect(item('Nars Radiant Creamy Concealer').productType).toBeUndefined();
  });
});

describe('kinds read from visitors’ words', () => {
  it('takes the thing for batteries over the batteries, and a size without a type never means an accessory', () => {
    expect(queryKinds(wordsOf('cheapest battery charger')).kinds).toEqual({ productType: 'charger' });
    expect(queryKinds(wordsOf('cheapest AA')).kinds).toEqual({ size: 'AA' });
    expect(queryKinds(wordsOf('usb c charger')).kinds).toEqual({ productType: 'charger' });
    const aa = { size: 'AA' };
    expect(itemIsOfKinds(item('Kodak Max Alkaline AA, 20 Pack'), aa, false)).toBe(true);
    expect(itemIsOfKinds(item('Energizer Recharge Pro Charger with 4 AA'), aa, false)).toBe(false);
    expect(itemIsOfKinds(item('Eneloop D Size Adapters, 4 Pack'), aa, false)).toBe(false);
  });

  it('matches a category by the kinds its name states', () => {
    expect(categoryKinds('AA Batteries')).toEqual({ size: 'AA', productType: 'battery' });
    expect(categoryFits(categoryKinds('AA Batteries'), { size: 'AA' })).toBe(true);
    expect(categoryFits(categoryKinds('Rechargeable Batteries'), { size: 'AA' })).toBe(false);
    expect(categoryFits(categoryKinds('Fragrance'), { productType: 'perfume' })).toBe(true);
    expect(categoryFits(categoryKinds('Makeup'), { productType: 'perfume' })).toBe(false);
  });
});
