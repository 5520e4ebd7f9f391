import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const usersRepository = (db: Db) => ({
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

  async touchLogin(topic: string, id: number): Promise<void> {
    await db
      .update(users)
      .set({ lastLoginAt: new Date() })
      .where(and(eq(users.websiteTopic, topic), eq(users.id, id)));
  },

  /** Creates the user, or sets the password and role of the existing one. */
  async upsert(user: NewUser): Promise<UserRow> {
    const [row] = await db
      .insert(users)
      .values(user)
      .onConflictDoUpdate({
        target: [users.websiteTopic, users.email],
        set: { passwordHash: user.passwordHash, role: user.role, updatedAt: new Date() },
      })
      .returning();
    return row!;
  },
});
export type UsersRepository = ReturnType<typeof usersRepository>;
