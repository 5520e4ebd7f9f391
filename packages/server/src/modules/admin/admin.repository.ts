import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog, brandItems, brands, podcasts, tips } from '../../db/schema';

/** The kinds of record the dashboard lists: the catalogue, which editors see too (not banking or settings). */
const CATALOGUE_KINDS = ['brand', 'brandItem', 'tip', 'podcast'];

export type RecentRow = typeof activityLog.$inferSelect;

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

  /**
   * The topic's latest catalogue changes from the activity log: a reorder or a bulk create is
   * one entry there, so it is one line here.
   */
  async recent(topic: string, limit: number): Promise<RecentRow[]> {
    return db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.websiteTopic, topic), inArray(activityLog.entityType, CATALOGUE_KINDS)))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit);
  },
});
export type AdminRepository = ReturnType<typeof adminRepository>;
