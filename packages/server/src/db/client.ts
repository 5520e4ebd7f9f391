import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, migrationsFolder } from './database';
import { LOCK_SPACE, openPostgres, type PostgresSettings } from './postgres';
import * as schema from './schema';

export {
  consoleDatabaseLog,
  type Database,
  type DatabaseLog,
  type Db,
  migrationsFolder,
  type Tx,
} from './database';
export { DEFAULT_POSTGRES_SETTINGS, LOCK_SPACE, openPostgres, type PostgresSettings } from './postgres';
export { DatabaseUnavailableError } from './postgres-health';
export { LISTEN_RETRY } from './postgres-listen';

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
