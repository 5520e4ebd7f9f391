import { seededRandom } from './random';

export type SimBrand = { name: string; slug: string };
export type SimProduct = {
  asin: string;
  brand: string;
  title: string;
  /** Price in cents before the price epoch is applied. */
  basePriceCents: number;
  listPriceCents: number | null;
  rating: number | null;
  reviewCount: number;
  features: string[];
  description: string;
  /** Whether search cards show the brand on a line of its own (some departments do). */
  brandRow: boolean;
};
export type Catalogue = { brands: SimBrand[]; products: SimProduct[] };

const PREFIXES = [
  'Volt',
  'Lumi',
  'Nova',
  'Zen',
  'Aura',
  'Peak',
  'Iron',
  'Bright',
  'Maxi',
  'Eco',
  'Sol',
  'Terra',
  'Vita',
  'Opti',
  'Pura',
  'Helio',
  'Kine',
  'Arc',
  'Flux',
  'Glow',
  'Mira',
  'Orbi',
  'Quant',
  'Rho',
  'Sera',
];
const SUFFIXES = [
  'ix',
  'ara',
  'on',
  'ex',
  'ly',
  'ora',
  'tek',
  'via',
  'cell',
  'sy',
  'line',
  'gen',
  'ino',
  'ova',
  'ium',
  'ant',
  'ista',
  'ent',
  'elle',
  'ode',
  'ux',
  'ric',
  'ami',
  'eo',
  'ar',
];
const KINDS = [
  { kind: 'AA Alkaline Batteries', packs: ['4-Pack', '8-Pack', '24-Pack', '48-Pack'] },
  { kind: 'AAA Rechargeable Batteries', packs: ['4-Pack', '8-Pack', '16-Pack'] },
  { kind: 'CR2032 Lithium Coin Cells', packs: ['2-Pack', '6-Pack', '10-Pack'] },
  { kind: '9V Batteries', packs: ['2-Pack', '4-Pack'] },
  { kind: 'USB-C Power Bank', packs: ['10000mAh', '20000mAh', '26800mAh'] },
  { kind: 'Smart Battery Charger', packs: ['4-Bay', '8-Bay'] },
  { kind: 'Hydrating Face Serum', packs: ['30 ml', '50 ml'] },
  { kind: 'Matte Lipstick', packs: ['Ruby', 'Nude', 'Plum'] },
  { kind: 'Eau de Parfum', packs: ['50 ml', '100 ml'] },
  { kind: 'Night Repair Cream', packs: ['50 ml', '75 ml'] },
  { kind: 'Volumizing Mascara', packs: ['Black', 'Brown'] },
];
const VARIANTS = ['Long Lasting', 'Pro', 'Ultra', 'Everyday', 'Premium', 'Max Power', 'Travel', 'Classic'];
const FEATURES = [
  'Long lasting: keeps its charge for up to 10 years in storage',
  'Leak-proof construction protects your devices',
  'Tested to international safety standards',
  'Recyclable packaging made from card',
  'Dermatologist tested and fragrance free',
  'Suitable for sensitive skin',
  'Cruelty free; never tested on animals',
  'Compact size fits every bag',
  'Fast charging with overcharge protection',
  'Backed by a two-year warranty',
];

export const simSlug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** B0 plus eight base-36 characters, like the marketplace's product ids. */
export const asinOf = (index: number) =>
  `B0${(index + 1_000_000).toString(36).toUpperCase().padStart(8, '0')}`;

/**
 * The simulator's catalogue: `brands` brands of `itemsPerBrand` products each, every field
 * drawn from a generator seeded with `seed`, so runs and machines agree on every product.
 */
export function buildCatalogue(
  opts: { seed?: number; brands?: number; itemsPerBrand?: number } = {},
): Catalogue {
  const { seed = 42, brands: brandCount = 500, itemsPerBrand = 20 } = opts;
  const rnd = seededRandom(seed);
  const names: string[] = [];
  for (const p of PREFIXES) for (const s of SUFFIXES) names.push(`${p}${s}`);
  const chosen = rnd.shuffle(names).slice(0, Math.min(brandCount, names.length));
  const brands = chosen.map((name) => ({ name, slug: simSlug(name) }));
  const products: SimProduct[] = [];
  for (const brand of brands) {
    const seen = new Set<string>();
    for (let i = 0; i < itemsPerBrand; i++) {
      let title = '';
      for (let attempt = 0; attempt < 20 && (title === '' || seen.has(title)); attempt++) {
        const k = rnd.pick(KINDS);
        title = `${brand.name} ${rnd.pick(VARIANTS)} ${k.kind}, ${rnd.pick(k.packs)}`;
      }
      if (seen.has(title)) title = `${title} (Model ${i + 1})`;
      seen.add(title);
      const basePriceCents = rnd.int(299, 9999);
      const rated = rnd.next() > 0.05;
      products.push({
        asin: asinOf(products.length),
        brand: brand.name,
        title,
        basePriceCents,
        listPriceCents: rnd.next() < 0.3 ? basePriceCents + rnd.int(100, 2000) : null,
        rating: rated ? rnd.int(30, 50) / 10 : null,
        reviewCount: rated ? rnd.int(1, 60_000) : 0,
        features: rnd.shuffle(FEATURES).slice(0, 3),
        description: `${title}. Made by ${brand.name} for everyday use.`,
        brandRow: rnd.next() < 0.3,
      });
    }
  }
  return { brands, products };
}

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Products whose title has every word of the term, in catalogue order. */
export function searchCatalogue(catalogue: Catalogue, term: string): SimProduct[] {
  const words = wordsOf(term);
  if (words.length === 0) return [];
  return catalogue.products.filter((p) => {
    const title = new Set(wordsOf(p.title));
    return words.every((w) => title.has(w));
  });
}
