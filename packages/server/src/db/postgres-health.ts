import pg from 'pg';

/** How long the server may take to answer a probe or a ping before it counts as away. */
export const PROBE_LIMIT_MS = 1_000;

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

export const destroyConnection = (client: pg.ClientBase) =>
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();

/**
 * Asks the server `select 1` on a connection of its own every interval. A probe unanswered
 * within a second, on its connection and then on a new one (refused or stalled), marks the
 * server away; the first probe answered after that marks it back, so readiness follows the
 * server within a probe or two.
 */
export function postgresProbe(url: string, intervalMs: number, health: { up: boolean }, onAway: () => void) {
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
    if (!stopped) timer = setTimeout(tick, intervalMs).unref();
  };
  timer = setTimeout(tick, intervalMs).unref();
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
