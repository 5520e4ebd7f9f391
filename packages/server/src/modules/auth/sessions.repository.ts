import { randomUUID } from 'node:crypto';
import { TOKEN_TTL_SECONDS } from '@app/contract';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userSessions, users } from '../../db/schema';

export type SessionRow = typeof userSessions.$inferSelect;

/** Ended or stale sign-ins are deleted when the user next signs in, this long after. */
const FORGET_AFTER_MS = 30 * 24 * 3600 * 1000;

/** How often a session's "last used" is written at most: reads of it are for people, not audits. */
export const LAST_USED_STEP_MS = 60_000;

/**
 * A session none of whose tokens can still be valid: its last token was issued at the latest a
 * step after it was last recorded as used, and lives TOKEN_TTL_SECONDS.
 */
const staleBefore = () => new Date(Date.now() - TOKEN_TTL_SECONDS * 1000 - 2 * LAST_USED_STEP_MS);

/** Sign-ins (token families) of accounts; every query takes the user, and the topic where a person asks. */
export const sessionsRepository = (db: Db | Tx) => ({
  async start(
    user: { id: number; websiteTopic: string },
    from: { userAgent: string | null; address: string | null },
  ): Promise<SessionRow> {
    // The user's sign-ins that ended or went stale long ago are of no use to the owner's list.
    const forgotten = new Date(Date.now() - FORGET_AFTER_MS);
    await db
      .delete(userSessions)
      .where(
        and(
          eq(userSessions.userId, user.id),
          or(lt(userSessions.endedAt, forgotten), lt(userSessions.lastUsedAt, forgotten)),
        ),
      );
    const [row] = await db
      .insert(userSessions)
      .values({
        id: randomUUID(),
        userId: user.id,
        websiteTopic: user.websiteTopic,
        userAgent: from.userAgent?.slice(0, 512) ?? null,
        address: from.address,
      })
      .returning();
    return row!;
  },

  /** The user's sign-ins that may still hold a valid token, most recently used first. */
  async active(userId: number): Promise<SessionRow[]> {
    return db
      .select()
      .from(userSessions)
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.endedAt),
          gt(userSessions.lastUsedAt, staleBefore()),
        ),
      )
      .orderBy(desc(userSessions.lastUsedAt));
  },

  async touch(id: string, at: Date): Promise<void> {
    await db.update(userSessions).set({ lastUsedAt: at }).where(eq(userSessions.id, id));
  },

  /** Ends one sign-in of the user (or every one but `except`); returns how many it ended. */
  async end(userId: number, which: { id: string } | { except: string }): Promise<number> {
    const rows = await db
      .update(userSessions)
      .set({ endedAt: new Date() })
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.endedAt),
          'id' in which ? eq(userSessions.id, which.id) : ne(userSessions.id, which.except),
        ),
      )
      .returning({ id: userSessions.id });
    return rows.length;
  },

  /**
   * Ends every sign-in of the user and raises the session generation, so that no token issued
   * before passes, whichever sign-in it came from. Returns the new generation (null: no such user).
   */
  async endAll(topic: string, userId: number): Promise<number | null> {
    await db
      .update(userSessions)
      .set({ endedAt: new Date() })
      .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)));
    const [row] = await db
      .update(users)
      .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
      .where(and(eq(users.websiteTopic, topic), eq(users.id, userId)))
      .returning({ generation: users.sessionGeneration });
    return row?.generation ?? null;
  },
});
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
