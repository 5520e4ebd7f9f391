import { describe, expect, it } from 'vitest';
import {
  categoryFits,
  categoryKinds,
  itemIsOfKinds,
  itemKinds,
  queryKinds,
  wordsOf,
} from './catalogue-query';
import { slipsOf } from './typos';

const item = (name: string, features: string[] = [], description = '') =>
  itemKinds({ name, features, description });

describe('kinds read from item names', () => {
  it('reads sizes, and one-letter sizes only next to a size word', () => {
    expect(item('Eneloop D Size Adapters, 4 Pack')).toMatchObject({ sizes: ['D'], productType: 'adapter' });
    expect(item('Pale Blue USB-C Rechargeable AA, 4 Pack').sizes).toEqual(['AA']);
    expect(item('Tenergy TN438 Smart Charger for AA/AAA/C/D/9V')).toMatchObject({
      sizes: expect.arrayContaining(['AA', 'AAA', 'C', 'D', '9V']),
      productType: 'battery charger',
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

  it('tells a battery charger (it names the cells it takes) from a phone charger', () => {
    const nano = item(
      'Anker Nano Charger 30 W USB-C',
      ['30 W USB-C output', 'GaN technology', 'Foldable plug'],
      'A tiny wall charger that fast-charges phones and small tablets.',
    );
    expect(nano.productType).toBe('charger');
    const powerowl = item(
      'Powerowl 8-Bay USB Charger',
      ['8 independent bays', 'USB input'],
      'A USB-powered charger for up to eight AA or AAA cells.',
    );
    expect(powerowl.productType).toBe('battery charger');
    expect(item('EBL 8-Bay Smart Battery Charger').productType).toBe('battery charger');
    expect(item('Nitecore SC4 Superb Charger', [], 'For lithium-ion and NiMH cells.').productType).toBe(
      'battery charger',
    );
    const batteryCharger = queryKinds(wordsOf('battery charger')).kinds;
    expect(itemIsOfKinds(nano, batteryCharger, false)).toBe(false);
    expect(itemIsOfKinds(powerowl, batteryCharger, false)).toBe(true);
    // Any charger is a charger.
    const charger = queryKinds(wordsOf('charger')).kinds;
    expect(itemIsOfKinds(nano, charger, false)).toBe(true);
    expect(itemIsOfKinds(powerowl, charger, false)).toBe(true);
  });

  it('reads a watch battery as a silver-oxide coin cell', () => {
    const sr626 = item('Panasonic SR626SW Silver Oxide Watch Battery, 5 Pack', ['1.55 V silver oxide']);
    const lr44 = item('Maxell LR44 Alkaline Button Cell, 10 Pack', ['1.5 V alkaline']);
    const watch = queryKinds(wordsOf('cheapest watch battery')).kinds;
    expect(watch).toEqual({ chemistry: 'silver oxide', productType: 'coin cell' });
    expect(itemIsOfKinds(sr626, watch, false)).toBe(true);
    expect(itemIsOfKinds(lr44, watch, false)).toBe(false);
    expect(itemIsOfKinds(lr44, queryKinds(wordsOf('button cell')).kinds, false)).toBe(true);
  });
});

describe('kinds read from visitors’ words', () => {
  it('takes the thing for batteries over the batteries, and a size without a type never means an accessory', () => {
    expect(queryKinds(wordsOf('cheapest battery charger')).kinds).toEqual({ productType: 'battery charger' });
    expect(queryKinds(wordsOf('charger for coin cells')).kinds).toEqual({ productType: 'battery charger' });
    expect(queryKinds(wordsOf('cheapest charger')).kinds).toEqual({ productType: 'charger' });
    expect(queryKinds(wordsOf('magnetic battery')).kinds).toEqual({ productType: 'power bank' });
    expect(queryKinds(wordsOf('cheapest AA')).kinds).toEqual({ size: 'AA' });
    // AAAA is a size of its own, not a typo of AAA.
    expect(queryKinds(wordsOf('AAAA batteries')).kinds).toEqual({ size: 'AAAA', productType: 'battery' });
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
    // A battery charger is asked of the Chargers; batteries are not asked of the Coin Cells.
    expect(categoryFits(categoryKinds('Chargers'), { productType: 'battery charger' })).toBe(true);
    expect(categoryFits(categoryKinds('Coin Cells'), { productType: 'battery' })).toBe(false);
    expect(categoryFits(categoryKinds('Power Banks'), { productType: 'charger' })).toBe(false);
  });
});

describe('slips of the keyboard', () => {
  it('are two letters swapped or one left out, never a wrong letter', () => {
    expect(slipsOf('sauvgae')).toContain('sauvage');
    expect(slipsOf('ankr')).toContain('anker');
    expect(slipsOf('chargr')).toContain('charger');
    expect(slipsOf('18560')).toContain('18650');
    expect(slipsOf('mower')).not.toContain('power');
    expect(slipsOf('mowr')).not.toContain('power');
    expect(slipsOf('sauvage')).not.toContain('sauvage');
    // Too short to guess at.
    expect(slipsOf('car')).toEqual([]);
  });
});
