import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcasts } from '../../db/schema';
import { assignOrder } from '../../lib/ordering';

export type PodcastRow = typeof podcasts.$inferSelect;

/** The columns a podcast is written with; topic, id, rank and timestamps are the repository's. */
export type PodcastValues = Partial<
  Pick<
    typeof podcasts.$inferInsert,
    'title' | 'description' | 'audioUrl' | 'embedUrl' | 'imageUrl' | 'durationSeconds' | 'publishedAt'
  >
>;

const ofTopic = (topic: string, id: number) => and(eq(podcasts.websiteTopic, topic), eq(podcasts.id, id));

export const podcastsRepository = (db: Db) => ({
  async list(topic: string): Promise<PodcastRow[]> {
    return db
      .select()
      .from(podcasts)
      .where(eq(podcasts.websiteTopic, topic))
      .orderBy(asc(podcasts.rank), asc(podcasts.id));
  },

  async findById(topic: string, id: number): Promise<PodcastRow | null> {
    const [row] = await db.select().from(podcasts).where(ofTopic(topic, id));
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
      .returning();
    if (!row) throw new Error('insert into podcasts returned no row');
    return row;
  },

  async update(topic: string, id: number, values: PodcastValues): Promise<PodcastRow | null> {
    const [row] = await db
      .update(podcasts)
      .set({ ...values, updatedAt: new Date() })
      .where(ofTopic(topic, id))
      .returning();
    return row ?? null;
  },

  async delete(topic: string, id: number): Promise<boolean> {
    const rows = await db.delete(podcasts).where(ofTopic(topic, id)).returning({ id: podcasts.id });
    return rows.length > 0;
  },

  changeOrder(topic: string, ids: number[]): Promise<void> {
    return assignOrder(db, podcasts, 'rank', topic, ids);
  },
});
export type PodcastsRepository = ReturnType<typeof podcastsRepository>;
