import { slugify } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
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
import type { DemoSite, DemoTip } from './demo/types';
import { brandItems, brands, podcasts, siteConfig, tips } from './schema';

/** The storefront's demo content, one entry per seeded topic. */
export const DEMO_CATALOGUE: readonly DemoSite[] = [
  { topic: 'batteries', brands: BATTERY_BRANDS, tips: BATTERY_TIPS, podcasts: BATTERY_PODCASTS },
  { topic: 'beautyluxdeluxe', brands: BEAUTY_BRANDS, tips: BEAUTY_TIPS, podcasts: BEAUTY_PODCASTS },
  { topic: 'test', brands: TEST_BRANDS, tips: TEST_TIPS, podcasts: TEST_PODCASTS },
];

/**
 * Demo pictures are SVG files of the web app (`packages/web/public/demo-images`, written by
 * `npm run demo:images`), so the demo looks right with no network. They are root-relative
 * paths, which the API's create bodies would refuse (they want http(s)); seeding writes rows directly.
 */
export const DEMO_IMAGE_BASE = '/demo-images';
export const demoImage = {
  brand: (topic: string, brandSlug: string) => `${DEMO_IMAGE_BASE}/${topic}/${brandSlug}.svg`,
  item: (topic: string, brandSlug: string, itemSlug: string) =>
    `${DEMO_IMAGE_BASE}/${topic}/${brandSlug}/${itemSlug}.svg`,
  tip: (topic: string, slug: string) => `${DEMO_IMAGE_BASE}/${topic}/tips/${slug}.svg`,
  podcast: (topic: string, slug: string) => `${DEMO_IMAGE_BASE}/${topic}/podcasts/${slug}.svg`,
};

/** FNV-1a: a stable number from a string, so every derived figure is the same on every run. */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

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
        imageUrls: [demoImage.item(site.topic, slug, itemSlug)],
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
      imageUrl: demoImage.brand(site.topic, slug),
      isCategory,
      ordering: isCategory ? ++order.category : ++order.brand,
      searchTerm: b.name,
      itemCount: items.length,
      items,
    };
  });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function tipBodyHtml(tip: DemoTip): string {
  return tip.sections
    .map((s) =>
      [
        `<h2>${escapeHtml(s.heading)}</h2>`,
        ...s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        s.bullets ? `<ul>${s.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>` : '',
      ].join(''),
    )
    .join('\n');
}

/**
 * Fills the seeded topics with brands, categories, items, tips and podcasts so the
 * storefront looks real. A topic without a site config, or that already has brands, is left
 * alone, so running it twice changes nothing.
 */
export async function seedDemoCatalogue(db: Db): Promise<void> {
  for (const site of DEMO_CATALOGUE) {
    const [config] = await db.select().from(siteConfig).where(eq(siteConfig.websiteTopic, site.topic));
    if (!config) continue;
    const [existing] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.websiteTopic, site.topic))
      .limit(1);
    if (existing) continue;
    const market = {
      baseUrl: config.marketplaceBaseUrl ?? 'https://www.amazon.com',
      affiliateTag: config.marketplaceAffiliateTag,
    };

    await db.transaction(async (tx) => {
      for (const { items, ...brand } of demoBrandRows(site, market)) {
        const [row] = await tx.insert(brands).values(brand).returning({ id: brands.id });
        await tx.insert(brandItems).values(items.map((item) => ({ ...item, brandId: row!.id })));
      }
      await tx.insert(tips).values(
        site.tips.map((tip, i) => {
          const slug = slugify(tip.title);
          return {
            websiteTopic: site.topic,
            title: tip.title,
            slug,
            imageUrl: demoImage.tip(site.topic, slug),
            summaryHtml: `<p>${escapeHtml(tip.summary)}</p>`,
            bodyHtml: tipBodyHtml(tip),
            rank: i + 1,
          };
        }),
      );
      await tx.insert(podcasts).values(
        site.podcasts.map((p, i) => {
          const slug = slugify(p.title);
          return {
            websiteTopic: site.topic,
            title: p.title,
            description: p.description,
            // Placeholder hosts: the demo has no real episodes to play.
            audioUrl: p.embed ? null : `https://media.example.com/podcasts/${site.topic}/${slug}.mp3`,
            embedUrl: p.embed ? `https://player.example.com/embed/${site.topic}/${slug}` : null,
            imageUrl: demoImage.podcast(site.topic, slug),
            durationSeconds: p.durationSeconds,
            publishedAt: new Date(p.publishedAt),
            rank: i + 1,
          };
        }),
      );
    });
  }
}
