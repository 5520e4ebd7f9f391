import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type * as schema from './schema';

/** One query surface for both drivers: repositories never know which one runs. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the database layer reports about its own connections (the app's logger fits). */
export type DatabaseLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

/** Until the app hands over its logger: connection troubles still reach the operator. */
export const consoleDatabaseLog: DatabaseLog = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg, obj),
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Answers `select 1` within a second, or throws. */
  ping(): Promise<void>;
  /** False while the server is known to be away; work then fails at once with DatabaseUnavailableError. */
  available(): boolean;
  close(): Promise<void>;
  /**
   * Holds a lock named `key` until the returned release is called or this process dies (the
   * server drops a dead process's locks with its connection). `lockHeld` sees it from any process.
   */
  holdLock(key: string): Promise<() => Promise<void>>;
  /** Events between the processes sharing the database (LISTEN/NOTIFY on PostgreSQL). */
  notify(channel: string, payload: string): Promise<void>;
  /** Where connection troubles (dropped connections, listeners reconnecting) are logged from now on. */
  useLog(log: DatabaseLog): void;
  /** `onGap`: notices may have been missed (the listening connection was lost, and is back). */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
};

/**
 * The migrations folder sits next to this file in the source tree and next to the bundle
 * (copied by the build), so both `tsx src/main.ts` and `node dist/main.js` find it.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return candidates.find((p) => existsSync(path.join(p, 'meta'))) ?? candidates[0]!;
}
