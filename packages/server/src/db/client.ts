import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { LOCK_SPACE, openPostgres, type PostgresSettings } from './postgres';
import * as schema from './schema';

export { DEFAULT_POSTGRES_SETTINGS, LOCK_SPACE, openPostgres, type PostgresSettings } from './postgres';
export { DatabaseUnavailableError } from './postgres-health';
export { LISTEN_RETRY } from './postgres-listen';

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

/**
 * PostgreSQL's shared buffers sit in PGlite's WASM memory and are all resident from the start:
 * initdb's 128 MB made them the largest part of the embedded process. One process reads this
 * database, and a page that is not in the pool is a read from the operating system's file
 * cache (or, without a data dir, from memory), so a small pool costs reads little.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openPglite(
  dataDir: string | undefined,
  opts: {
    sharedBuffers?: string /** A data dir dumped by `dump()`, started from instead of a new one. */;
    from?: Blob;
  } = {},
): Promise<Database & { dump(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const fresh = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(opts.from ? { loadDataDir: opts.from } : {}),
    // Command-line settings win over the postgresql.conf initdb wrote, which stays as it is.
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ],
  });
  /*
   * A new data dir is made by initdb in a WASM instance of its own, whose memory (300-500 MB)
   * is garbage once PGlite has started; an idle process may hold it for hours before V8
   * collects it. So, once per data dir, collect it now (the way test runners reach `gc`).
   */
  if (fresh) {
    const [v8, vm] = await Promise.all([import('node:v8'), import('node:vm')]);
    try {
      v8.setFlagsFromString('--expose-gc');
      (vm.runInNewContext('gc') as () => void)();
    } catch {
      // Only memory is at stake.
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  const db = drizzlePglite(client, { schema });
  const events = new EventEmitter();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    available: () => true,
    // One process, no network: nothing of the connection's own to report.
    useLog: () => {},
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
    holdLock: async (key) => {
      await client.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, key]);
      return async () => {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, key]);
      };
    },
    // One process holds the embedded database, so its events travel in memory.
    notify: async (channel, payload) => {
      events.emit(channel, payload);
    },
    listen: async (channel, onMessage) => {
      events.on(channel, onMessage);
      return async () => {
        events.off(channel, onMessage);
      };
    },
  };
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/pg`. */
export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  postgres?: Partial<PostgresSettings>;
}) {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.postgres)
    : openPglite(path.join(opts.dataDir, 'pg'));
}
