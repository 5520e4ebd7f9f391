import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { podcasts } from '../../db/schema';
import { rankInOrder } from '../../lib/ordering';

// The search vector is the search's to read: a podcast's readers and writers never need it.
const { searchVector: _searchVector, ...columns } = getTableColumns(podcasts);

export type PodcastRow = Omit<typeof podcasts.$inferSelect, 'searchVector'>;

/** The columns a podcast is written with; topic, id, rank and timestamps are the repository's. */
export type PodcastValues = Partial<
  Pick<
    typeof podcasts.$inferInsert,
    'title' | 'description' | 'audioUrl' | 'embedUrl' | 'imageUrl' | 'durationSeconds' | 'publishedAt'
  >
>;

const ofTopic = (topic: string, id: number) => and(eq(podcasts.websiteTopic, topic), eq(podcasts.id, id));

const podcastsQueries = (db: Db | Tx) => ({
  async list(topic: string): Promise<PodcastRow[]> {
    return db
      .select(columns)
      .from(podcasts)
      .where(eq(podcasts.websiteTopic, topic))
      .orderBy(asc(podcasts.rank), asc(podcasts.id));
  },

  async findById(topic: string, id: number): Promise<PodcastRow | null> {
    const [row] = await db.select(columns).from(podcasts).where(ofTopic(topic, id));
    return row ?? null;
  },

  /** Appends: the rank is one past the topic's highest, computed in the insert itself. */
  async insert(topic: string, values: PodcastValues & { title: string }): Promise<PodcastRow> {
    const [row] = await db
      .insert(podcasts)
      .values({
        ...values,
        websiteTopic: topic,
        rank: sql`(select coalesce(max(p.rank), 0) + 1 from ${podcasts} p where p.website_topic = ${topic})`,
      })
      .returning(columns);
    if (!row) throw new Error('insert into podcasts returned no row');
    return row;
  },

  /** The podcast, locked until the transaction ends: the version before a change, for its diff. */
  async lockedById(topic: string, id: number): Promise<PodcastRow | null> {
    const [row] = await db.select(columns).from(podcasts).where(ofTopic(topic, id)).for('update');
    return row ?? null;
  },

  async update(topic: string, id: number, values: PodcastValues): Promise<PodcastRow | null> {
    const [row] = await db
      .update(podcasts)
      .set({ ...values, updatedAt: new Date() })
      .where(ofTopic(topic, id))
      .returning(columns);
    return row ?? null;
  },

  async delete(topic: string, id: number): Promise<PodcastRow | null> {
    const [row] = await db.delete(podcasts).where(ofTopic(topic, id)).returning(columns);
    return row ?? null;
  },

  /** Ranks the listed podcasts of the topic in the order sent; returns how many it ranked. */
  changeOrder(topic: string, ids: number[]): Promise<number> {
    return rankInOrder(db, podcasts, 'rank', topic, ids);
  },
});
type PodcastsQueries = ReturnType<typeof podcastsQueries>;

export const podcastsRepository = (db: Db | Tx) => ({
  ...podcastsQueries(db),
  /** Runs `fn` in one transaction with queries bound to it: a write and its activity entry. */
  inTransaction: <T>(fn: (r: PodcastsQueries, tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction((tx) => fn(podcastsQueries(tx), tx)),
});
export type PodcastsRepository = ReturnType<typeof podcastsRepository>;
