import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { consoleDatabaseLog, type Database, type DatabaseLog, type Db, migrationsFolder } from './client';
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

/** The database server cannot be reached (refused, dropped or stalled connections). */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database is unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Rejects when `p` has not settled within `ms`. When the timer fires, replies already waiting in
 * the socket are read first (the check phase runs after the poll phase), so a busy event loop
 * is not mistaken for a silent server.
 */
export const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new DatabaseUnavailableError())), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });

const destroyConnection = (client: pg.ClientBase) =>
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * Asks the server `select 1` on a connection of its own every interval. A probe unanswered
 * within a second, on its connection and then on a new one (refused or stalled), marks the
 * server away; the first probe answered after that marks it back, so readiness follows the
 * server within a probe or two.
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
  const markAway = () => {
    if (!health.up) return;
    health.up = false;
    onAway();
  };
  const tick = async () => {
    try {
      await once().catch(async (err: unknown) => {
        // Silence past the limit says the server is away. A connection the server reset (a
        // restart, a failover) says little: a new one must fail too.
        if (err instanceof DatabaseUnavailableError) throw err;
        drop();
        await once();
      });
      health.up = true;
    } catch {
      drop();
      markAway();
    }
    if (!stopped) timer = setTimeout(tick, s.probeIntervalMs).unref();
  };
  timer = setTimeout(tick, s.probeIntervalMs).unref();
  return {
    markAway,
    stop() {
      stopped = true;
      clearTimeout(timer);
      if (client) void client.end().catch(() => {});
      client = null;
    },
  };
}

/**
 * How a lost LISTEN connection is opened again: after `firstMs`, then twice as long after each
 * failed attempt, at most `maxMs` apart, for as long as it takes. Without it, notices from other
 * processes (cache invalidation, crawl progress) would stop for good after one failed attempt.
 */
export const LISTEN_RETRY = { firstMs: 250, maxMs: 5_000 };

/**
 * A dedicated connection that LISTENs on `channel`, reconnecting (see LISTEN_RETRY) after a drop.
 * Notices sent while it was away are lost, so `onGap` is called once it listens again. Channel
 * names are ours (never user input), so quoting them as identifiers is enough.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: (() => void) | undefined,
  log: () => DatabaseLog,
) {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PROBE_LIMIT_MS * 2,
      keepAlive: true,
    });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) onMessage(msg.payload);
    });
    let lost = false;
    const reconnect = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      if (closed) return;
      const delay = Math.min(LISTEN_RETRY.maxMs, LISTEN_RETRY.firstMs * 2 ** failures);
      failures += 1;
      log().warn(
        { err, channel, attempt: failures, retryInMs: delay },
        'database listener lost; reconnecting',
      );
      setTimeout(retry, delay).unref();
    };
    c.on('error', reconnect);
    c.on('end', () => reconnect());
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      reconnect(err as Error);
      void c.end().catch(() => {});
      throw err;
    }
    client = c;
  };
  const retry = () => {
    if (closed) return;
    connect().then(
      () => {
        if (failures > 0) log().info({ channel, attempts: failures }, 'database listener back');
        failures = 0;
        onGap?.();
      },
      // `connect` has logged the failure and planned the next attempt.
      () => {},
    );
  };
  try {
    await connect();
  } catch (err) {
    // At start-up the caller fails instead: nobody would stop attempts it never heard of.
    closed = true;
    throw err;
  }
  return async () => {
    closed = true;
    const c = client;
    client = null;
    // A connection to a stalled server would never confirm its end.
    if (c) await withTimeout(c.end(), PROBE_LIMIT_MS).catch(() => destroyConnection(c));
  };
}
