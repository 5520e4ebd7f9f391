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

/**
 * PostgreSQL's shared buffers sit in PGlite's WASM memory and are all resident from the start:
 * initdb's 128 MB made them the largest part of the embedded process. One process reads this
 * database, and a page that is not in the pool is a read from the operating system's file
 * cache (or, without a data dir, from memory), so a small pool costs reads little.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openPglite(
  dataDir: string | undefined,
  opts: { sharedBuffers?: string } = {},
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // Command-line settings win over the postgresql.conf initdb wrote, which stays as it is.
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ],
  });
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

export type PostgresSettings = {
  poolSize: number;
  /** Time limit of opening a connection. */
  connectTimeoutMs: number;
  /** Server-side limit of one statement, and of a transaction left idle. */
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** How often the server is probed; a probe unanswered for a second marks it away. */
  probeIntervalMs: number;
};

export const DEFAULT_POSTGRES_SETTINGS: PostgresSettings = {
  poolSize: 10,
  connectTimeoutMs: 2_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 15_000,
  probeIntervalMs: 500,
};

const PROBE_LIMIT_MS = 1_000;

export async function openPostgres(url: string, settings: Partial<PostgresSettings> = {}): Promise<Database> {
  const s = { ...DEFAULT_POSTGRES_SETTINGS, ...settings };
  const options: pg.PoolConfig = {
    connectionString: url,
    max: s.poolSize,
    connectionTimeoutMillis: s.connectTimeoutMs,
    statement_timeout: s.statementTimeoutMs,
    idle_in_transaction_session_timeout: s.idleInTransactionTimeoutMs,
    keepAlive: true,
  };
  const pool = new pg.Pool(options);
  const clients = new Set<pg.PoolClient>();
  const health = { up: true };
  // Every client hears its own errors, idle or checked out for a transaction: a connection the
  // server closes mid-transaction fails that transaction's query, never the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    clients.add(client);
    client.on('error', () => {});
  });
  pool.on('remove', (client) => clients.delete(client));
  // While the server is away, work fails at once instead of queueing behind dead connections.
  // pg-pool's own `query` calls `connect` with a callback; transactions call it for a promise.
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((cb?: ConnectCallback) => {
    if (health.up) return connect(cb);
    const err = new DatabaseUnavailableError();
    if (!cb) return Promise.reject(err);
    process.nextTick(() => cb(err, undefined, () => {}));
  }) as typeof pool.connect;

  const probe = postgresProbe(url, s, health, () => {
    // A stalled server never answers the queries in flight: end their connections so that they
    // fail now, and so that no connection of the stalled period is handed out again.
    for (const client of clients) destroyConnection(client);
  });

  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      if (!health.up) throw new DatabaseUnavailableError();
      await withTimeout(pool.query('select 1'), PROBE_LIMIT_MS);
    },
    available: () => health.up,
    close: async () => {
      probe.stop();
      await pool.end();
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage) => listenPostgres(url, channel, onMessage),
    holdLock: async (key) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, key]);
      } catch (err) {
        client.release(true);
        throw err;
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        try {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, key]);
          client.release();
        } catch (err) {
          // The connection is gone, and the lock went with it.
          client.release(err instanceof Error ? err : true);
        }
      };
    },
  };
}

/** The first key of every advisory lock we take, so that ours never collide with others'. */
export const LOCK_SPACE = 7_311;

/** The database server cannot be reached (refused, dropped or stalled connections). */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database is unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DatabaseUnavailableError()), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });

const destroyConnection = (client: pg.ClientBase) =>
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * Asks the server `select 1` on a connection of its own every interval. A probe unanswered
 * within a second, on its connection and then on a new one (refused or stalled), marks the server away; the first probe answered
 * after that marks it back, so readiness follows the server within a probe or two.
 */
function postgresProbe(url: string, s: PostgresSettings, health: { up: boolean }, onAway: () => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const drop = () => {
    if (client) destroyConnection(client);
    client = null;
  };
  const once = async () => {
    if (!client) {
      const c = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: PROBE_LIMIT_MS,
        keepAlive: true,
      });
      c.on('error', () => {});
      client = c;
      await withTimeout(c.connect(), PROBE_LIMIT_MS);
    }
    await withTimeout(client.query('select 1'), PROBE_LIMIT_MS);
  };
  const tick = async () => {
    try {
      await once().catch(async () => {
        // A connection the server reset (a restart, a failover) says little; a new one that
        // cannot be opened or answered says the server is away.
        drop();
        await once();
      });
      health.up = true;
    } catch {
      drop();
      if (health.up) {
        health.up = false;
        onAway();
      }
    }
    if (!stopped) timer = setTimeout(tick, s.probeIntervalMs).unref();
  };
  timer = setTimeout(tick, s.probeIntervalMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      if (client) void client.end().catch(() => {});
      client = null;
    },
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
export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  postgres?: Partial<PostgresSettings>;
}) {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.postgres)
    : openPglite(path.join(opts.dataDir, 'pg'));
}
