import { slugify } from '@app/contract';
import { hashOf } from '../lib/stable-hash';
import {
  BATTERY_PODCASTS,
  BATTERY_TIPS,
  BEAUTY_PODCASTS,
  BEAUTY_TIPS,
  TEST_PODCASTS,
  TEST_TIPS,
} from './demo/articles';
import { BATTERY_BRANDS } from './demo/batteries';
import { BEAUTY_BRANDS } from './demo/beauty';
import { TEST_BRANDS } from './demo/test-site';
import type { DemoSite } from './demo/types';
import type { brandItems, brands } from './schema';

/** The storefront's demo content, one entry per seeded topic. */
export const DEMO_CATALOGUE: readonly DemoSite[] = [
  { topic: 'batteries', brands: BATTERY_BRANDS, tips: BATTERY_TIPS, podcasts: BATTERY_PODCASTS },
  { topic: 'beautyluxdeluxe', brands: BEAUTY_BRANDS, tips: BEAUTY_TIPS, podcasts: BEAUTY_PODCASTS },
  { topic: 'test', brands: TEST_BRANDS, tips: TEST_TIPS, podcasts: TEST_PODCASTS },
];

/**
 * The name of each demo picture. The rows are made with these names in their picture fields;
 * seeding draws the pictures (`demo/images.ts`), stores them in the topic's media library and
 * writes the library addresses in their place.
 */
export const demoImage = {
  brand: (brandSlug: string) => `${brandSlug}.svg`,
  item: (brandSlug: string, itemSlug: string) => `${brandSlug}--${itemSlug}.svg`,
  tip: (slug: string) => `tip--${slug}.svg`,
  podcast: (slug: string) => `podcast--${slug}.svg`,
};

/** An Amazon-style id: `B0` and eight base-36 characters. */
const asinOf = (key: string) =>
  `B0${(hashOf(key).toString(36) + hashOf(`${key}#`).toString(36)).toUpperCase().padEnd(8, 'X').slice(0, 8)}`;

type Marketplace = { baseUrl: string; affiliateTag: string | null };

export type DemoBrandRow = typeof brands.$inferInsert & {
  items: Array<Omit<typeof brandItems.$inferInsert, 'brandId'>>;
};

/** The rows of one topic's brands and items, before they have ids. */
export function demoBrandRows(site: DemoSite, market: Marketplace): DemoBrandRow[] {
  const order = { brand: 0, category: 0 };
  return site.brands.map((b) => {
    const slug = slugify(b.name);
    const isCategory = b.isCategory ?? false;
    const items = b.items.map(([name, priceUsd, description, features], i) => {
      const itemSlug = slugify(name);
      const externalId = asinOf(`${site.topic}/${slug}/${itemSlug}`);
      const h = hashOf(externalId);
      const url = new URL(`/dp/${externalId}`, market.baseUrl);
      if (market.affiliateTag) url.searchParams.set('tag', market.affiliateTag);
      return {
        websiteTopic: site.topic,
        brandSlug: slug,
        brandName: b.name,
        itemSlug,
        name,
        description,
        features: [...features, ...b.traits].slice(0, 5),
        priceMinor: Math.round(priceUsd * 100),
        currency: 'USD',
        rating: 3.6 + (h % 14) / 10,
        reviewCount: 40 + ((h >>> 4) % 24_000),
        imageUrls: [demoImage.item(slug, itemSlug)],
        marketplaceUrl: url.toString(),
        externalId,
        isCategory,
        ordering: i + 1,
      };
    });
    return {
      websiteTopic: site.topic,
      slug,
      name: b.name,
      description: b.description,
      imageUrl: demoImage.brand(slug),
      isCategory,
      ordering: isCategory ? ++order.category : ++order.brand,
      searchTerm: b.name,
      itemCount: items.length,
      items,
    };
  });
}
