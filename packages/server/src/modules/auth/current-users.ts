import type { TokenClaims } from '@app/contract';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import type { SessionsRepository } from './sessions.repository';
import { type NewUser, type UserRow, type UsersRepository, usersRepository } from './users.repository';

/** Channel on which a change of a user's role, topic, existence or sign-ins is announced to every process. */
export const USERS_CHANGED = 'users_changed';

/**
 * How long a user's row may be trusted without reading it again. Changes made through our code
 * retire the entry at once (here and, over LISTEN/NOTIFY, in every process); this bounds how long
 * a change made behind our back (plain SQL) takes to reach a token already in use.
 */
export const USER_CACHE_MS = 5_000;

/** The user's row and, by sign-in id, when each of its sign-ins that has not ended was last used (ms). */
export type CurrentUser = { row: UserRow; sessions: Map<string, number> };
/** `ended`: sign-in ids read again and found ended, so that their tokens cost no further query. */
type Entry = { topic: string; user: CurrentUser | null; ended: Set<string> };

/**
 * The rows behind tokens, with the user's sign-ins that have not ended, read through a
 * short-lived cache keyed by user id, so that every authorised request checks the user's current
 * role, existence and sign-in without a query each time. Misses are cached too (bounded), so a
 * flood of tokens for unknown ids or ended sign-ins costs few queries.
 */
export function currentUsers(
  users: UsersRepository,
  sessions: SessionsRepository,
  ttlMs: number = USER_CACHE_MS,
) {
  const cache = ttlMs > 0 ? new LRUCache<number, Entry>({ max: 10_000, ttl: ttlMs }) : null;

  const load = async (id: number, topic: string): Promise<Entry> => {
    const row = await users.findById(topic, id);
    const user = row
      ? { row, sessions: new Map((await sessions.active(id)).map((s) => [s.id, s.lastUsedAt.getTime()])) }
      : null;
    return { topic, user, ended: new Set() };
  };

  return {
    /**
     * The token's user as the database has it now, or null when it no longer exists in the token's
     * topic. `fresh` reads it again whatever the cache holds (and caches what it read).
     */
    async of(
      claims: Pick<TokenClaims, 'sub' | 'websiteTopic' | 'sid'>,
      { fresh = false }: { fresh?: boolean } = {},
    ): Promise<CurrentUser | null> {
      const id = Number(claims.sub);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const hit = fresh ? undefined : cache?.get(id);
      if (hit && hit.topic === claims.websiteTopic) {
        // A sign-in newer than the cached entry (made in this process or another) is read again, once.
        if (!hit.user || hit.user.sessions.has(claims.sid) || hit.ended.has(claims.sid)) return hit.user;
      }
      const entry = await load(id, claims.websiteTopic);
      if (entry.user && !entry.user.sessions.has(claims.sid)) {
        if (hit?.topic === claims.websiteTopic) for (const sid of hit.ended) entry.ended.add(sid);
        if (entry.ended.size < 100) entry.ended.add(claims.sid);
      }
      cache?.set(id, entry);
      return entry.user;
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
