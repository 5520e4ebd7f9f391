import type { TipDetail } from '@app/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tips } from '../../db/schema';
import { oldPositionOrLast, rankInOrder } from '../../lib/ordering';
import { offsetOf, type PageRequest } from '../../lib/paging';

const { searchVector: _searchVector, ...detailColumns } = getTableColumns(tips);
const { bodyHtml: _bodyHtml, ...summaryColumns } = detailColumns;

export type TipDetailRow = { [K in keyof typeof detailColumns]: (typeof tips.$inferSelect)[K] };
export type TipSummaryRow = Omit<TipDetailRow, 'bodyHtml'>;

/** The columns a tip is written with; topic, id, rank and timestamps are the repository's. */
export type TipValues = Partial<
  Pick<
    typeof tips.$inferInsert,
    | 'title'
    | 'slug'
    | 'imageUrl'
    | 'summaryHtml'
    | 'bodyHtml'
    | 'seoTitle'
    | 'seoDescription'
    | 'seoKeywords'
    | 'seoLocked'
  >
>;

const ofTopic = (topic: string, id: number) => and(eq(tips.websiteTopic, topic), eq(tips.id, id));

const tipsQueries = (db: Db | Tx) => ({
  /** One page of summaries, lowest rank first; equal ranks show the newest first. */
  async list(topic: string, page: PageRequest): Promise<{ rows: TipSummaryRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(tips)
        .where(eq(tips.websiteTopic, topic))
        .orderBy(asc(tips.rank), desc(tips.id))
        .limit(page.pageSize)
        .offset(offsetOf(page)),
      db.select({ total: count() }).from(tips).where(eq(tips.websiteTopic, topic)),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async findById(topic: string, id: number): Promise<TipDetailRow | null> {
    const [row] = await db.select(detailColumns).from(tips).where(ofTopic(topic, id));
    return row ?? null;
  },

  async findBySlug(topic: string, slug: string): Promise<TipDetailRow | null> {
    const [row] = await db
      .select(detailColumns)
      .from(tips)
      .where(and(eq(tips.websiteTopic, topic), eq(tips.slug, slug)));
    return row ?? null;
  },

  /** Every tip's address and change time, for the sitemap: a narrow read, in list order. */
  async sitemapEntries(topic: string, limit: number) {
    return db
      .select({ slug: tips.slug, updatedAt: tips.updatedAt })
      .from(tips)
      .where(eq(tips.websiteTopic, topic))
      .orderBy(asc(tips.rank), desc(tips.id))
      .limit(limit);
  },

  /** Which of `candidates` the topic's tips already use. */
  async slugsTaken(topic: string, candidates: string[]): Promise<Set<string>> {
    const rows = await db
      .select({ slug: tips.slug })
      .from(tips)
      .where(and(eq(tips.websiteTopic, topic), inArray(tips.slug, candidates)));
    return new Set(rows.map((r) => r.slug));
  },

  /** New tips take rank 0, so they show before every reordered tip (ranks 1..n). */
  async insert(topic: string, values: TipValues & { title: string; slug: string }): Promise<TipDetailRow> {
    const [row] = await db
      .insert(tips)
      .values({ ...values, websiteTopic: topic, rank: 0 })
      .returning(detailColumns);
    if (!row) throw new Error('insert into tips returned no row');
    return row;
  },

  /** A deleted tip back under its old id (so its history goes on), at its old rank when free. */
  async reinsert(topic: string, t: TipDetail): Promise<TipDetailRow> {
    const [row] = await db
      .insert(tips)
      .overridingSystemValue()
      .values({
        id: t.id,
        websiteTopic: topic,
        title: t.title,
        slug: t.slug,
        imageUrl: t.imageUrl,
        summaryHtml: t.summaryHtml,
        bodyHtml: t.bodyHtml,
        seoTitle: t.seoTitle,
        seoDescription: t.seoDescription,
        seoKeywords: t.seoKeywords,
        seoLocked: t.seoLocked,
        createdAt: new Date(t.createdAt),
        rank: oldPositionOrLast(tips, tips.rank, topic, t.rank),
      })
      .returning(detailColumns);
    if (!row) throw new Error('insert into tips returned no row');
    return row;
  },

  /** The tip, locked until the transaction ends: the version before a change, for its diff. */
  async lockedById(topic: string, id: number): Promise<TipDetailRow | null> {
    const [row] = await db.select(detailColumns).from(tips).where(ofTopic(topic, id)).for('update');
    return row ?? null;
  },

  async update(topic: string, id: number, values: TipValues): Promise<TipDetailRow | null> {
    const [row] = await db
      .update(tips)
      .set({ ...values, updatedAt: new Date() })
      .where(ofTopic(topic, id))
      .returning(detailColumns);
    return row ?? null;
  },

  async delete(topic: string, id: number): Promise<TipDetailRow | null> {
    const [row] = await db.delete(tips).where(ofTopic(topic, id)).returning(detailColumns);
    return row ?? null;
  },

  /** Ranks the listed tips of the topic in the order sent; returns how many it ranked. */
  changeOrder(topic: string, ids: number[]): Promise<number> {
    return rankInOrder(db, tips, 'rank', topic, ids);
  },
});
type TipsQueries = ReturnType<typeof tipsQueries>;

export const tipsRepository = (db: Db | Tx) => ({
  ...tipsQueries(db),
  /** Runs `fn` in one transaction with queries bound to it: a write and its activity entry. */
  inTransaction: <T>(fn: (r: TipsQueries, tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction((tx) => fn(tipsQueries(tx), tx)),
});
export type TipsRepository = ReturnType<typeof tipsRepository>;
