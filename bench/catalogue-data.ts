/**
 * A large, deterministic battery catalogue for the `bench` topic: 5,000 brands (100 of them
 * categories) and 100,000 items, inserted with set-based statements in batches.
 */
import { slugify } from '@app/contract';
import { seededRandom } from '@app/marketplace-sim';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openPglite, openPostgres } from '../packages/server/src/db/client';
import { createPostgresTestDatabase } from '../packages/server/src/test/postgres-database';

export const BENCH_BRANDS = 5_000;
export const BENCH_ITEMS = 100_000;

/** A search with a brand typo and a size: what the benches measure first. */
export const SEARCH_QUERY = 'voltcel max aa';
/** The searches the benches take turns with: brand typos, prefixes, several words, synonyms. */
export const SEARCH_QUERIES = [
  SEARCH_QUERY,
  'duracel',
  'ener',
  'power bank 20000',
  'lithium coin cell',
  'rechargable aaa',
  'titanium 9v',
  'novacore aa',
  'heavy duty d batteries',
  'sparkwatt charger',
  'cr2032',
  'astra endurance',
];
const BATCH = 5_000;

const HEADS = [
  'Volt',
  'Ener',
  'Dura',
  'Power',
  'Max',
  'Nova',
  'Lumi',
  'Ampe',
  'Cell',
  'Zen',
  'Tera',
  'Ultra',
  'Eco',
  'Pro',
  'Hyper',
  'Neo',
  'Flux',
  'Spark',
  'Astra',
  'Core',
];
const TAILS = [
  'tek',
  'cell',
  'max',
  'gen',
  'core',
  'ion',
  'lux',
  'dyne',
  'watt',
  'forge',
  'line',
  'on',
  'ix',
  'ora',
  'plus',
  'wave',
  'tron',
  'volt',
  'cor',
  'ergy',
];
const SUFFIXES = [
  '',
  ' Labs',
  ' Power',
  ' Energy',
  ' Works',
  ' Industries',
  ' Electric',
  ' Supply',
  ' Co',
  ' Systems',
  ' Direct',
  ' Home',
  ' Outdoor',
  ' Tech',
  ' Global',
];
const ADJECTIVES = [
  'Rechargeable',
  'Alkaline',
  'Lithium',
  'Heavy Duty',
  'Industrial',
  'Compact',
  'Outdoor',
  'Smart',
  'Premium',
  'Bulk',
];
const KINDS = [
  'AA Batteries',
  'AAA Batteries',
  'C Batteries',
  'D Batteries',
  '9V Batteries',
  'Coin Cells',
  'Chargers',
  'Power Banks',
  'Flashlights',
  'Solar Panels',
];
const LINES = [
  'Max',
  'Ultra',
  'Pro',
  'Plus',
  'Eco',
  'Heavy Duty',
  'Industrial',
  'Gold',
  'Titanium',
  'Endurance',
  'Quantum',
  'Optimum',
];
const PRODUCTS = [
  ['AA', 'Alkaline Batteries'],
  ['AAA', 'Alkaline Batteries'],
  ['AA', 'Rechargeable Batteries'],
  ['AAA', 'Rechargeable Batteries'],
  ['AA', 'Lithium Batteries'],
  ['C', 'Alkaline Batteries'],
  ['D', 'Alkaline Batteries'],
  ['9V', 'Batteries'],
  ['CR2032', 'Coin Cell'],
  ['LR44', 'Button Cell'],
  ['18650', 'Li-ion Battery'],
  ['4-Bay', 'Battery Charger'],
  ['10000 mAh', 'Power Bank'],
  ['20000 mAh', 'Power Bank'],
] as const;
const USES = [
  'remotes',
  'toys',
  'flashlights',
  'smoke alarms',
  'game controllers',
  'clocks',
  'cameras',
  'wireless mice',
  'headlamps',
  'doorbells',
  'thermometers',
  'radios',
];
const CLAIMS = [
  'Holds power up to 10 years in storage.',
  'Leak-resistant construction protects your devices.',
  'Recharge up to 1,000 times.',
  'Works in extreme cold and heat.',
  'Made with recycled materials.',
  'Ships in frustration-free packaging.',
];

type BrandSeed = { slug: string; name: string; isCategory: boolean; count: number };

function brandSeeds(): BrandSeed[] {
  // The same seeds, so every run builds the same catalogue.
  const r = seededRandom(42);
  const seen = new Set<string>();
  const out: BrandSeed[] = [];
  for (const adjective of ADJECTIVES)
    for (const kind of KINDS)
      out.push({ slug: '', name: `${adjective} ${kind}`, isCategory: true, count: 0 });
  while (out.length < BENCH_BRANDS) {
    const name = `${r.pick(HEADS)}${r.pick(TAILS)}${r.pick(SUFFIXES)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ slug: '', name, isCategory: false, count: 0 });
  }
  for (const b of out) b.slug = slugify(b.name);
  // 5 to 35 items a brand, then nudged so the total is exact.
  for (const b of out) b.count = 5 + r.int(0, 30);
  let diff = BENCH_ITEMS - out.reduce((n, b) => n + b.count, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % out.length) {
    const b = out[i]!;
    if (diff > 0) {
      b.count++;
      diff--;
    } else if (b.count > 5) {
      b.count--;
      diff++;
    }
  }
  return out;
}

/** A brand slug and one of its item slugs, for the item-by-slug benchmark. */
export type BenchCatalogue = { sampleBrandSlug: string; sampleItemSlug: string; bulkBrandSlug: string };

export async function fillBenchCatalogue(db: Db, topic: string): Promise<BenchCatalogue> {
  const seeds = brandSeeds();
  const brandJson = JSON.stringify(
    seeds.map((b, i) => ({
      website_topic: topic,
      slug: b.slug,
      name: b.name,
      description: b.isCategory
        ? `Compare ${b.name.toLowerCase()} from every brand by price, rating and reviews.`
        : `${b.name} makes batteries, chargers and portable power for ${USES[i % USES.length]} and ${USES[(i + 5) % USES.length]}.`,
      is_category: b.isCategory,
      ordering: i + 1,
      item_count: b.count,
    })),
  );
  const inserted = await db.execute<{ id: number; slug: string }>(sql`
    insert into brands (website_topic, slug, name, description, is_category, ordering, item_count)
    select * from jsonb_to_recordset(${brandJson}::jsonb)
      as x(website_topic text, slug text, name text, description text, is_category boolean, ordering int, item_count int)
    returning id, slug`);
  const idOf = new Map(inserted.rows.map((r) => [r.slug, r.id]));

  const r = seededRandom(7);
  let batch: object[] = [];
  const flush = async () => {
    const json = JSON.stringify(batch);
    batch = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into brand_items (website_topic, brand_id, brand_slug, brand_name, item_slug, name, description,
          features, price_minor, currency, rating, review_count, image_urls, marketplace_url, external_id,
          is_category, ordering)
        select * from jsonb_to_recordset(${json}::jsonb) as x(website_topic text, brand_id int, brand_slug text,
          brand_name text, item_slug text, name text, description text, features jsonb, price_minor int,
          currency text, rating float8, review_count int, image_urls jsonb, marketplace_url text,
          external_id text, is_category boolean, ordering int)`);
    });
  };

  let serial = 0;
  let sample: BenchCatalogue | null = null;
  for (const b of seeds) {
    const slugs = new Set<string>();
    for (let i = 0; i < b.count; i++) {
      const [size, kind] = r.pick(PRODUCTS);
      const pack = r.pick([2, 4, 6, 8, 12, 16, 24, 36, 48]);
      const maker = b.isCategory ? `${r.pick(HEADS)}${r.pick(TAILS)}` : b.name;
      const name = `${maker} ${r.pick(LINES)} ${size} ${kind}, ${pack} Pack`;
      let itemSlug = slugify(name);
      for (let n = 2; slugs.has(itemSlug); n++) itemSlug = `${slugify(name)}-${n}`;
      slugs.add(itemSlug);
      const externalId = `B${(++serial).toString(36).toUpperCase().padStart(9, '0')}`;
      batch.push({
        website_topic: topic,
        brand_id: idOf.get(b.slug),
        brand_slug: b.slug,
        brand_name: b.name,
        item_slug: itemSlug,
        name,
        description: `${kind} in ${size} size for ${r.pick(USES)}, ${r.pick(USES)} and everyday devices. ${r.pick(CLAIMS)}`,
        features: [r.pick(CLAIMS), `${pack} per pack`, `${size} size`],
        price_minor: 299 + r.int(0, 8_999),
        currency: 'USD',
        rating: Math.round((3.6 + r.next() * 1.3) * 10) / 10,
        review_count: r.int(0, 39_999),
        image_urls: [`https://images.example.com/${b.slug}/${itemSlug}.jpg`],
        marketplace_url: `https://www.amazon.com/dp/${externalId}`,
        external_id: externalId,
        is_category: b.isCategory,
        ordering: i + 1,
      });
      if (!sample && !b.isCategory && i === 2) {
        sample = { sampleBrandSlug: b.slug, sampleItemSlug: itemSlug, bulkBrandSlug: b.slug };
      }
      if (batch.length === BATCH) await flush();
    }
  }
  if (batch.length > 0) await flush();
  await db.execute(sql`analyze brands`);
  await db.execute(sql`analyze brand_items`);
  return sample!;
}

/**
 * Runs a benchmark on embedded PGlite, then on a fresh PostgreSQL database (dropped afterwards)
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server; `only` narrows it to one of them.
 */
export async function onEachDatabase(
  only: string | undefined,
  poolSize: number,
  runOn: (label: string, database: Database) => Promise<void>,
): Promise<void> {
  if (only !== 'postgres') {
    const pglite = await openPglite(undefined);
    try {
      await runOn('embedded PGlite, in-process server', pglite);
    } finally {
      await pglite.close();
    }
  }
  if (only === 'pglite') return;
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const { url: fresh, dropDatabase } = await createPostgresTestDatabase(url);
  const postgres = await openPostgres(fresh, { poolSize });
  try {
    await runOn(`PostgreSQL ${new URL(url).host}, pool ${poolSize}`, postgres);
  } finally {
    await postgres.close();
    await dropDatabase();
  }
}
