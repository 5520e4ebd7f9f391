import pg from 'pg';
import type { DatabaseLog } from './database';
import { destroyConnection, PROBE_LIMIT_MS, withTimeout } from './postgres-health';

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
export async function listenPostgres(
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
