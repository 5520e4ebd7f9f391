import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/paging';

export type ActivityRow = typeof activityLog.$inferSelect;

export type ActivityFilter = {
  userId?: number | undefined;
  entityType?: string | undefined;
  entityId?: number | undefined;
  /** First and last day (UTC, YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
};

const whereOf = (topic: string, f: ActivityFilter): SQL =>
  and(
    eq(activityLog.websiteTopic, topic),
    f.userId === undefined ? undefined : eq(activityLog.userId, f.userId),
    f.entityType === undefined ? undefined : eq(activityLog.entityType, f.entityType),
    f.entityId === undefined ? undefined : eq(activityLog.entityId, f.entityId),
    f.from === undefined ? undefined : gte(activityLog.createdAt, sql`${f.from}::date`),
    f.to === undefined ? undefined : lt(activityLog.createdAt, sql`${f.to}::date + 1`),
  )!;

const newestFirst = [desc(activityLog.createdAt), desc(activityLog.id)];

export const activityRepository = (db: Db) => ({
  async page(
    topic: string,
    f: ActivityFilter,
    p: PageRequest,
  ): Promise<{ rows: ActivityRow[]; total: number }> {
    const where = whereOf(topic, f);
    const [rows, [c]] = await Promise.all([
      db
        .select()
        .from(activityLog)
        .where(where)
        .orderBy(...newestFirst)
        .limit(p.pageSize)
        .offset(offsetOf(p)),
      db.select({ n: count() }).from(activityLog).where(where),
    ]);
    return { rows, total: c?.n ?? 0 };
  },

  /** Everyone who appears in the topic's log, for the filter by person. */
  async people(topic: string): Promise<Array<{ userId: number | null; userEmail: string }>> {
    return db
      .selectDistinct({ userId: activityLog.userId, userEmail: activityLog.userEmail })
      .from(activityLog)
      .where(eq(activityLog.websiteTopic, topic))
      .orderBy(activityLog.userEmail)
      .limit(200);
  },

  async byId(topic: string, id: number): Promise<ActivityRow | null> {
    const [row] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.websiteTopic, topic), eq(activityLog.id, id)));
    return row ?? null;
  },

  /** The topic's latest entries, for the dashboard. */
  async latest(topic: string, limit: number): Promise<ActivityRow[]> {
    return db
      .select()
      .from(activityLog)
      .where(eq(activityLog.websiteTopic, topic))
      .orderBy(...newestFirst)
      .limit(limit);
  },

  /** Deletes the topic's entries older than `days`; returns how many went. */
  async deleteOlderThan(topic: string, days: number): Promise<number> {
    const rows = await db
      .delete(activityLog)
      .where(
        and(
          eq(activityLog.websiteTopic, topic),
          lt(activityLog.createdAt, sql`now() - make_interval(days => ${days})`),
        ),
      )
      .returning({ id: activityLog.id });
    return rows.length;
  },
});
export type ActivityRepository = ReturnType<typeof activityRepository>;
