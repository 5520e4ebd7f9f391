import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { consoleDatabaseLog, type Database, type DatabaseLog, type Db, migrationsFolder } from './database';
import {
  DatabaseUnavailableError,
  destroyConnection,
  PROBE_LIMIT_MS,
  postgresProbe,
  withTimeout,
} from './postgres-health';
import { listenPostgres } from './postgres-listen';
import * as schema from './schema';

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
  let log: DatabaseLog = consoleDatabaseLog;
  // Every client hears its own errors, idle or checked out for a transaction: a connection the
  // server closes mid-transaction fails that transaction's query, never the process. The pool
  // replaces a lost idle client by itself; the loss is logged, as is any other client's.
  pool.on('error', (err) => log.warn({ err }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    clients.add(client);
    client.on('error', (err) => log.warn({ err }, 'database connection failed'));
  });
  pool.on('remove', (client) => clients.delete(client));
  // While the server is away, work fails at once instead of queueing behind dead connections.
  // pg-pool's own `query` calls `connect` with a callback and releases what it took; clients
  // taken for a transaction or a lock are watched (see `releasedIfDead`).
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((cb?: ConnectCallback) => {
    if (cb) {
      if (!health.up) {
        process.nextTick(() => cb(new DatabaseUnavailableError(), undefined, () => {}));
        return;
      }
      return connect((err, client, done) => {
        if (err) noticeConnectFailure(err);
        cb(err, client, done);
      });
    }
    if (!health.up) return Promise.reject(new DatabaseUnavailableError());
    return (connect() as Promise<pg.PoolClient>).then(releasedIfDead, (err: Error) => {
      noticeConnectFailure(err);
      throw err;
    });
  }) as typeof pool.connect;
  // A new connection refused or reset by the network says the server is away now; the probe
  // says when it is back. (A pool merely busy times out without such a code.)
  const noticeConnectFailure = (err: Error) => {
    if (SOCKET_FAILURES.has((err as { code?: string }).code ?? '')) probe.markAway();
  };

  const probe = postgresProbe(url, s.probeIntervalMs, health, () => {
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
    useLog: (next) => {
      log = next;
    },
    close: async () => {
      probe.stop();
      await pool.end();
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage, onGap) => listenPostgres(url, channel, onMessage, onGap, () => log),
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

/**
 * A checked-out client whose connection dies is released by us if its holder does not release
 * it: Drizzle's transaction never releases a client whose `begin` failed, and a pool whose
 * clients leak that way ends up empty (and `pool.end()` waits for them for ever).
 */
function releasedIfDead(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  let timer: NodeJS.Timeout | undefined;
  const onEnd = () => {
    timer = setTimeout(() => client.release(true), DEAD_CLIENT_GRACE_MS);
    timer.unref();
  };
  client.once('end', onEnd);
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    client.removeListener('end', onEnd);
    release(err);
  };
  return client;
}
const DEAD_CLIENT_GRACE_MS = 1_000;
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
]);

/** The first key of every advisory lock we take, so that ours never collide with others'. */
export const LOCK_SPACE = 7_311;

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;
