import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { searchSynonyms } from '../../db/schema';

export type SynonymRow = typeof searchSynonyms.$inferSelect;

const ofTopic = (topic: string, id: number) =>
  and(eq(searchSynonyms.websiteTopic, topic), eq(searchSynonyms.id, id));

export const synonymsRepository = (db: Db | Tx) => ({
  list(topic: string): Promise<SynonymRow[]> {
    return db
      .select()
      .from(searchSynonyms)
      .where(eq(searchSynonyms.websiteTopic, topic))
      .orderBy(asc(searchSynonyms.id));
  },

  async insert(topic: string, terms: string[]): Promise<SynonymRow> {
    const [row] = await db.insert(searchSynonyms).values({ websiteTopic: topic, terms }).returning();
    if (!row) throw new Error('insert into search_synonyms returned no row');
    return row;
  },

  /** The row, locked until the transaction ends, so the logged "before" is the one replaced. */
  async lockedById(topic: string, id: number): Promise<SynonymRow | null> {
    const [row] = await db.select().from(searchSynonyms).where(ofTopic(topic, id)).for('update');
    return row ?? null;
  },

  async update(topic: string, id: number, terms: string[]): Promise<SynonymRow | null> {
    const [row] = await db
      .update(searchSynonyms)
      .set({ terms, updatedAt: new Date() })
      .where(ofTopic(topic, id))
      .returning();
    return row ?? null;
  },

  async delete(topic: string, id: number): Promise<SynonymRow | null> {
    const [row] = await db.delete(searchSynonyms).where(ofTopic(topic, id)).returning();
    return row ?? null;
  },
});
export type SynonymsRepository = ReturnType<typeof synonymsRepository>;
