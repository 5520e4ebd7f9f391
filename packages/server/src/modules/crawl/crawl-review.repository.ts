import { CRAWL_REVIEW_GROUPS_MAX, CRAWL_REVIEW_SAMPLES, type CrawlReviewGroup } from '@app/contract';
import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { crawlReview } from '../../db/schema';
import { type CrawlImportQueries, crawlImportQueries, type ImportItem } from './crawl-import.repository';

export type ReviewState = { status: 'pending' | 'dismissed'; brandName: string; item: ImportItem };
export type ReviewRow = { id: number; externalId: string; brandName: string; item: ImportItem };

const r = crawlReview;
const pending = (topic: string) => and(eq(r.websiteTopic, topic), eq(r.status, 'pending'));

/** Items waiting for their brand to be reviewed, and those whose brand was dismissed. */
export const crawlReviewQueries = (db: Db | Tx) => ({
  /** What the review list knows of these ids (one query per result page). */
  async states(topic: string, externalIds: string[]): Promise<Map<string, ReviewState>> {
    if (externalIds.length === 0) return new Map();
    const rows = await db
      .select({ externalId: r.externalId, status: r.status, brandName: r.brandName, item: r.item })
      .from(r)
      .where(and(eq(r.websiteTopic, topic), inArray(r.externalId, externalIds)));
    return new Map(
      rows.map((x) => [
        x.externalId,
        { status: x.status, brandName: x.brandName, item: x.item as ImportItem },
      ]),
    );
  },

  /** Puts items in review, or refreshes those waiting there; a dismissed one stays dismissed. */
  async put(topic: string, sessionId: string, rows: Array<{ brandName: string; item: ImportItem }>) {
    const unique = [...new Map(rows.map((x) => [x.item.externalId, x])).values()];
    if (unique.length === 0) return;
    await db
      .insert(r)
      .values(
        unique.map((x) => ({
          websiteTopic: topic,
          externalId: x.item.externalId,
          brandName: x.brandName,
          item: x.item,
          sessionId,
        })),
      )
      .onConflictDoUpdate({
        target: [r.websiteTopic, r.externalId],
        set: {
          brandName: sql`excluded.brand_name`,
          item: sql`excluded.item`,
          sessionId: sql`excluded.session_id`,
          foundAt: sql`now()`,
        },
        setWhere: eq(r.status, 'pending'),
      });
  },

  /** Items that have since been imported (their brand became one of the site's) leave review. */
  async remove(topic: string, externalIds: string[]) {
    if (externalIds.length === 0) return;
    await db.delete(r).where(and(eq(r.websiteTopic, topic), inArray(r.externalId, externalIds)));
  },

  /** The largest groups of waiting items, each with a few samples. */
  async groups(
    topic: string,
  ): Promise<{ groups: CrawlReviewGroup[]; totalGroups: number; totalItems: number }> {
    const n = count();
    const top = await db
      .select({ brandName: r.brandName, count: n })
      .from(r)
      .where(pending(topic))
      .groupBy(r.brandName)
      .orderBy(desc(n), r.brandName)
      .limit(CRAWL_REVIEW_GROUPS_MAX);
    const [totals] = await db
      .select({ groups: countDistinct(r.brandName), items: count() })
      .from(r)
      .where(pending(topic));
    if (top.length === 0) return { groups: [], totalGroups: 0, totalItems: 0 };
    const ranked = db
      .select({
        brandName: r.brandName,
        externalId: r.externalId,
        title: sql<string>`${r.item} ->> 'name'`.as('title'),
        imageUrl: sql<string | null>`${r.item} -> 'imageUrls' ->> 0`.as('image_url'),
        n: sql<number>`row_number() over (partition by ${r.brandName} order by ${r.foundAt} desc, ${r.id})`.as(
          'n',
        ),
      })
      .from(r)
      .where(
        and(
          pending(topic),
          inArray(
            r.brandName,
            top.map((g) => g.brandName),
          ),
        ),
      )
      .as('ranked');
    const samples = await db
      .select()
      .from(ranked)
      .where(sql`${ranked.n} <= ${CRAWL_REVIEW_SAMPLES}`)
      .orderBy(ranked.n);
    return {
      groups: top.map((g) => ({
        brandName: g.brandName,
        count: g.count,
        samples: samples
          .filter((s) => s.brandName === g.brandName)
          .map((s) => ({ externalId: s.externalId, title: s.title ?? '', imageUrl: s.imageUrl ?? null })),
      })),
      totalGroups: totals?.groups ?? 0,
      totalItems: totals?.items ?? 0,
    };
  },

  /** The waiting items of one brand name, locked for the accepting transaction. */
  async takeGroup(topic: string, brandName: string): Promise<ReviewRow[]> {
    const rows = await db
      .select({ id: r.id, externalId: r.externalId, brandName: r.brandName, item: r.item })
      .from(r)
      .where(and(pending(topic), eq(r.brandName, brandName)))
      .for('update');
    return rows.map((x) => ({ ...x, item: x.item as ImportItem }));
  },

  /** Waiting items of a brand name whose title starts with `prefix` (whole words are checked by the caller). */
  async takeTitled(topic: string, brandName: string, prefix: string): Promise<ReviewRow[]> {
    const like = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db
      .select({ id: r.id, externalId: r.externalId, brandName: r.brandName, item: r.item })
      .from(r)
      .where(and(pending(topic), eq(r.brandName, brandName), sql`lower(${r.item} ->> 'name') like ${like}`))
      .for('update');
    return rows.map((x) => ({ ...x, item: x.item as ImportItem }));
  },

  async deleteIds(topic: string, ids: number[]) {
    if (ids.length > 0) await db.delete(r).where(and(eq(r.websiteTopic, topic), inArray(r.id, ids)));
  },

  /** Dismisses a brand name: its items leave the list, and later crawls leave them out. */
  async dismiss(topic: string, brandName: string): Promise<Array<{ id: number; name: string }>> {
    return db
      .update(r)
      .set({ status: 'dismissed' })
      .where(and(pending(topic), eq(r.brandName, brandName)))
      .returning({ id: r.id, name: sql<string>`${r.item} ->> 'name'` });
  },
});
export type CrawlReviewQueries = ReturnType<typeof crawlReviewQueries>;

export const crawlReviewRepository = (db: Db) => ({
  ...crawlReviewQueries(db),
  /** Runs `fn` in one transaction with the review's and the import's queries bound to it. */
  inTransaction: <T>(
    fn: (r: CrawlReviewQueries, importer: CrawlImportQueries, tx: Tx) => Promise<T>,
  ): Promise<T> => db.transaction((tx) => fn(crawlReviewQueries(tx), crawlImportQueries(tx), tx)),
});
export type CrawlReviewRepository = ReturnType<typeof crawlReviewRepository>;
