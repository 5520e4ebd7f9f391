import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresTestDatabase } from '../test/postgres-database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { type Database, type DatabaseLog, openPostgres } from './client';

/**
 * The LISTEN connection that carries notices between processes (cache invalidation, crawl
 * progress), cut by a TCP proxy: reconnecting must go on after failed attempts, not stop.
 */
describe('a listener whose connection is lost', () => {
  let url: string;
  let dropDatabase: () => Promise<void>;
  let proxy: TcpProxy;
  let database: Database;

  beforeAll(async () => {
    ({ url, dropDatabase } = await createPostgresTestDatabase());
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openPostgres(proxy.urlFor(url), { poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await dropDatabase?.();
  });

  /** A notice sent by another process, straight to the server. */
  const notifyDirect = async (channel: string, payload: string) => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('select pg_notify($1, $2)', [channel, payload]);
    await other.end();
  };

  it('tries again after failed attempts, logs them, and hears notices once the server is back', async () => {
    const warnings: Array<{ attempt?: number; retryInMs?: number }> = [];
    const log: DatabaseLog = { info: () => {}, warn: (obj) => warnings.push(obj) };
    database.useLog(log);
    const heard: string[] = [];
    const onGap = vi.fn();
    const unlisten = await database.listen('listen_retry_test', (p) => heard.push(p), onGap);

    await notifyDirect('listen_retry_test', 'before');
    await vi.waitFor(() => expect(heard).toContain('before'), { timeout: 5_000 });

    // Every connection is reset and new ones are refused: each attempt fails for a while.
    proxy.setMode('refuse');
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(onGap).not.toHaveBeenCalled();
    // Further apart each time.
    const delays = warnings.map((w) => w.retryInMs ?? 0);
    expect(delays[2]!).toBeGreaterThan(delays[0]!);

    proxy.setMode('pass');
    await vi.waitFor(() => expect(onGap).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await notifyDirect('listen_retry_test', 'after');
    await vi.waitFor(() => expect(heard).toContain('after'), { timeout: 5_000 });
    await unlisten();
  });
});
