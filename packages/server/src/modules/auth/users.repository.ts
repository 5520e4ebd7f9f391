import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginKnownAddresses, users } from '../../db/schema';

/** How many addresses a user is remembered at; the least recently used is forgotten first. */
const KNOWN_ADDRESSES_PER_USER = 10;

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const usersRepository = (db: Db | Tx) => ({
  async findByEmail(topic: string, email: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.websiteTopic, topic), eq(users.email, email)));
    return row ?? null;
  },

  async findById(topic: string, id: number): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.websiteTopic, topic), eq(users.id, id)));
    return row ?? null;
  },

  async isKnownAddress(userId: number, addressHash: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: loginKnownAddresses.userId })
      .from(loginKnownAddresses)
      .where(and(eq(loginKnownAddresses.userId, userId), eq(loginKnownAddresses.addressHash, addressHash)));
    return row !== undefined;
  },

  /** Counts a wrong password; returns the count since the last successful sign-in. */
  async recordFailedLogin(topic: string, id: number): Promise<number> {
    const [row] = await db
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1` })
      .where(and(eq(users.websiteTopic, topic), eq(users.id, id)))
      .returning({ failedLogins: users.failedLogins });
    return row?.failedLogins ?? 0;
  },

  /**
   * A successful sign-in: stamps it, remembers the address, and resets the count of wrong
   * passwords, returning the count as it was, so the owner can be told.
   */
  async recordLogin(topic: string, id: number, addressHash: string): Promise<number> {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ failedLogins: users.failedLogins })
        .from(users)
        .where(and(eq(users.websiteTopic, topic), eq(users.id, id)))
        .for('update');
      await tx
        .update(users)
        .set({ lastLoginAt: new Date(), failedLogins: 0 })
        .where(and(eq(users.websiteTopic, topic), eq(users.id, id)));
      await tx
        .insert(loginKnownAddresses)
        .values({ userId: id, addressHash })
        .onConflictDoUpdate({
          target: [loginKnownAddresses.userId, loginKnownAddresses.addressHash],
          set: { lastSeenAt: new Date() },
        });
      const keep = tx
        .select({ addressHash: loginKnownAddresses.addressHash })
        .from(loginKnownAddresses)
        .where(eq(loginKnownAddresses.userId, id))
        .orderBy(desc(loginKnownAddresses.lastSeenAt))
        .limit(KNOWN_ADDRESSES_PER_USER);
      await tx
        .delete(loginKnownAddresses)
        .where(and(eq(loginKnownAddresses.userId, id), notInArray(loginKnownAddresses.addressHash, keep)));
      return before?.failedLogins ?? 0;
    });
  },

  /** A new password the person chose themselves: the admin's reset, if any, is done with. */
  async setOwnPassword(topic: string, id: number, passwordHash: string): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(and(eq(users.websiteTopic, topic), eq(users.id, id)))
      .returning();
    return row ?? null;
  },

  /**
   * Creates the user, or sets the password and role of the existing one and lets it sign in
   * again (the command line's way back in for an owner locked out of their own site).
   */
  async upsert(user: NewUser): Promise<UserRow> {
    const [row] = await db
      .insert(users)
      .values(user)
      .onConflictDoUpdate({
        target: [users.websiteTopic, users.email],
        set: {
          passwordHash: user.passwordHash,
          role: user.role,
          disabledAt: null,
          mustChangePassword: false,
          updatedAt: new Date(),
        },
      })
      .returning();
    return row!;
  },
});
export type UsersRepository = ReturnType<typeof usersRepository>;
