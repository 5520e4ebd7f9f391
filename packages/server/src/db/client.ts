import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One query surface for both drivers: repositories never know which one runs. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Events between the processes sharing the database (LISTEN/NOTIFY on PostgreSQL). */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
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

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  const events = new EventEmitter();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
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

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection closed by the server (a restart, a failover, a dropped test database) is
  // removed by the pool and replaced on demand; unheard, the pool's 'error' would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage) => listenPostgres(url, channel, onMessage),
  };
}

/**
 * A dedicated connection that LISTENs on `channel`, reconnecting after a drop. Channel names
 * are ours (never user input), so quoting them as identifiers is enough.
 */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void) {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) onMessage(msg.payload);
    });
    c.on('error', () => {
      client = null;
      if (!closed) setTimeout(() => connect().catch(() => {}), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    client = c;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => {});
  };
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/pg`. */
export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }) {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pg'));
}
