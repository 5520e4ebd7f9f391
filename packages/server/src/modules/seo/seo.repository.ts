import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandItems, brands, podcasts, tips } from '../../db/schema';
import { type LastChanges, latest } from './sitemap';

/** Drivers hand aggregate timestamps over as Date or as text. */
const dateOf = (v: Date | string | null | undefined) => (v ? new Date(v) : null);

/** Reads of the search-engine side that no other module has; every query takes the topic. */
export const seoRepository = (db: Db) => ({
  /** One aggregate per table, so a sitemap costs the same however many items a brand has. */
  async lastChanges(topic: string): Promise<LastChanges> {
    const [brandRows, itemRows, [tip], [podcast]] = await Promise.all([
      db
        .select({ isCategory: brands.isCategory, at: max(brands.updatedAt) })
        .from(brands)
        .where(eq(brands.websiteTopic, topic))
        .groupBy(brands.isCategory),
      db
        .select({
          brandSlug: brandItems.brandSlug,
          isCategory: brandItems.isCategory,
          at: max(brandItems.updatedAt),
        })
        .from(brandItems)
        .where(eq(brandItems.websiteTopic, topic))
        .groupBy(brandItems.brandSlug, brandItems.isCategory),
      db
        .select({ at: max(tips.updatedAt) })
        .from(tips)
        .where(eq(tips.websiteTopic, topic)),
      db
        .select({ at: max(podcasts.updatedAt) })
        .from(podcasts)
        .where(eq(podcasts.websiteTopic, topic)),
    ]);
    const itemsByBrand = new Map<string, Date>();
    for (const r of itemRows) {
      const at = dateOf(r.at);
      if (at) itemsByBrand.set(r.brandSlug, at);
    }
    const itemsOf = (isCategory: boolean) =>
      latest(itemRows.filter((r) => r.isCategory === isCategory).map((r) => dateOf(r.at)));
    return {
      brands: dateOf(brandRows.find((r) => !r.isCategory)?.at),
      brandItems: itemsOf(false),
      categoryItems: itemsOf(true),
      tips: dateOf(tip?.at),
      podcasts: dateOf(podcast?.at),
      itemsByBrand,
    };
  },
});
