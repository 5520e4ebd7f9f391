import type { TeamMember } from '@app/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { NewUser, UserRow } from '../auth';

export const toMember = (row: UserRow): TeamMember => ({
  id: row.id,
  email: row.email,
  role: row.role,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  mustChangePassword: row.mustChangePassword,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

type Change = Partial<Pick<UserRow, 'role' | 'disabledAt' | 'passwordHash' | 'mustChangePassword'>>;

/** The accounts of one topic; every query takes the topic first. */
export const teamRepository = (db: Db | Tx) => ({
  async list(topic: string): Promise<UserRow[]> {
    return db.select().from(users).where(eq(users.websiteTopic, topic)).orderBy(asc(users.email));
  },

  /** The row, locked until the transaction ends, so two admins' changes to it queue up. */
  async lockById(topic: string, id: number): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.websiteTopic, topic), eq(users.id, id)))
      .for('update');
    return row ?? null;
  },

  /**
   * Ids of the topic's admins who can sign in, their rows locked: two admins demoting each
   * other at once wait for one another, so the second sees the first's change and is refused.
   */
  async lockActiveAdmins(topic: string): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.websiteTopic, topic), eq(users.role, 'admin'), isNull(users.disabledAt)))
      .for('update');
    return rows.map((r) => r.id);
  },

  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    return row!;
  },

  async update(topic: string, id: number, change: Change): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(users.websiteTopic, topic), eq(users.id, id)))
      .returning();
    return row ?? null;
  },

  async remove(topic: string, id: number): Promise<boolean> {
    const rows = await db
      .delete(users)
      .where(and(eq(users.websiteTopic, topic), eq(users.id, id)))
      .returning({ id: users.id });
    return rows.length > 0;
  },
});
export type TeamRepository = ReturnType<typeof teamRepository>;
