import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandItems, brands, podcasts, tips } from '../../db/schema';

export type RecentRow = {
  kind: 'brand' | 'category' | 'brandItem' | 'categoryItem' | 'tip' | 'podcast';
  id: number;
  title: string;
  slug: string | null;
  brandSlug: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Counts and latest changes of one topic; every query takes the topic. */
export const adminRepository = (db: Db) => ({
  async counts(topic: string) {
    const [brandCounts, itemCounts, [tipCount], [podcastCount]] = await Promise.all([
      db
        .select({ isCategory: brands.isCategory, n: count() })
        .from(brands)
        .where(eq(brands.websiteTopic, topic))
        .groupBy(brands.isCategory),
      db
        .select({ isCategory: brandItems.isCategory, n: count() })
        .from(brandItems)
        .where(eq(brandItems.websiteTopic, topic))
        .groupBy(brandItems.isCategory),
      db.select({ n: count() }).from(tips).where(eq(tips.websiteTopic, topic)),
      db.select({ n: count() }).from(podcasts).where(eq(podcasts.websiteTopic, topic)),
    ]);
    const of = (rows: { isCategory: boolean; n: number }[], isCategory: boolean) =>
      rows.find((r) => r.isCategory === isCategory)?.n ?? 0;
    return {
      brands: of(brandCounts, false),
      categories: of(brandCounts, true),
      brandItems: of(itemCounts, false),
      categoryItems: of(itemCounts, true),
      tips: tipCount?.n ?? 0,
      podcasts: podcastCount?.n ?? 0,
    };
  },

  /** The `limit` latest rows of each table; the service merges them. */
  async recent(topic: string, limit: number): Promise<RecentRow[]> {
    const [b, i, t, p] = await Promise.all([
      db
        .select({
          isCategory: brands.isCategory,
          id: brands.id,
          title: brands.name,
          slug: brands.slug,
          createdAt: brands.createdAt,
          updatedAt: brands.updatedAt,
        })
        .from(brands)
        .where(eq(brands.websiteTopic, topic))
        .orderBy(desc(brands.updatedAt), desc(brands.id))
        .limit(limit),
      db
        .select({
          isCategory: brandItems.isCategory,
          id: brandItems.id,
          title: brandItems.name,
          slug: brandItems.itemSlug,
          brandSlug: brandItems.brandSlug,
          createdAt: brandItems.createdAt,
          updatedAt: brandItems.updatedAt,
        })
        .from(brandItems)
        .where(eq(brandItems.websiteTopic, topic))
        .orderBy(desc(brandItems.updatedAt), desc(brandItems.id))
        .limit(limit),
      db
        .select({
          id: tips.id,
          title: tips.title,
          slug: tips.slug,
          createdAt: tips.createdAt,
          updatedAt: tips.updatedAt,
        })
        .from(tips)
        .where(eq(tips.websiteTopic, topic))
        .orderBy(desc(tips.updatedAt), desc(tips.id))
        .limit(limit),
      db
        .select({
          id: podcasts.id,
          title: podcasts.title,
          slug: sql<string | null>`null`,
          createdAt: podcasts.createdAt,
          updatedAt: podcasts.updatedAt,
        })
        .from(podcasts)
        .where(eq(podcasts.websiteTopic, topic))
        .orderBy(desc(podcasts.updatedAt), desc(podcasts.id))
        .limit(limit),
    ]);
    return [
      ...b.map(({ isCategory, ...r }) => ({
        ...r,
        kind: isCategory ? ('category' as const) : ('brand' as const),
        brandSlug: null,
      })),
      ...i.map(({ isCategory, ...r }) => ({
        ...r,
        kind: isCategory ? ('categoryItem' as const) : ('brandItem' as const),
      })),
      ...t.map((r) => ({ ...r, kind: 'tip' as const, brandSlug: null })),
      ...p.map((r) => ({ ...r, kind: 'podcast' as const, slug: null, brandSlug: null })),
    ];
  },
});
export type AdminRepository = ReturnType<typeof adminRepository>;
