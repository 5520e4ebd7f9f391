import type { TokenClaims } from '@app/contract';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { type NewUser, type UserRow, type UsersRepository, usersRepository } from './users.repository';

/** Channel on which a change of a user's role, topic or existence is announced to every process. */
export const USERS_CHANGED = 'users_changed';

/**
 * How long a user's row may be trusted without reading it again. Changes made through our code
 * retire the entry at once (here and, over LISTEN/NOTIFY, in every process); this bounds how long
 * a change made behind our back (plain SQL) takes to reach a token already in use.
 */
export const USER_CACHE_MS = 5_000;

type Entry = { topic: string; row: UserRow | null };

/**
 * The rows behind tokens, read through a short-lived cache keyed by user id, so that every
 * authorised request checks the user's current role and existence without a query each time.
 * Misses are cached too (bounded), so a flood of tokens for unknown ids costs few queries.
 */
export function currentUsers(users: UsersRepository, ttlMs: number = USER_CACHE_MS) {
  const cache = ttlMs > 0 ? new LRUCache<number, Entry>({ max: 10_000, ttl: ttlMs }) : null;

  return {
    /** The token's user as the database has it now, or null when it no longer exists in the token's topic. */
    async of(claims: TokenClaims): Promise<UserRow | null> {
      const id = Number(claims.sub);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const hit = cache?.get(id);
      if (hit && hit.topic === claims.websiteTopic) return hit.row;
      const row = await users.findById(claims.websiteTopic, id);
      cache?.set(id, { topic: claims.websiteTopic, row });
      return row;
    },
    forget(id: number) {
      cache?.delete(id);
    },
  };
}
export type CurrentUsers = ReturnType<typeof currentUsers>;

/**
 * Creates a user or changes the password and role of an existing one, and tells every process
 * to stop trusting what it remembers of that user (the `user:create` command uses it).
 */
export async function saveUser(database: Database, user: NewUser): Promise<UserRow> {
  const row = await usersRepository(database.db).upsert(user);
  await database.notify(USERS_CHANGED, String(row.id));
  return row;
}
