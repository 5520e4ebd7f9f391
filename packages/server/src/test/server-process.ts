import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES } from '@app/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '../../../..');
const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';
/** A browser's agent: beacons from bots are answered but not counted. */
export const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** The visits stored under paths starting with `prefix` (read after the process has ended). */
  storedPaths(prefix: string): Promise<Set<string>>;
  cleanup(): void;
};

/**
 * `npm start`'s process, run from source (or the build, with `built`), on its own embedded
 * database or on `databaseUrl`; resolves once it answers `/readyz`.
 */
export async function startServerProcess(
  opts: { databaseUrl?: string; env?: Record<string, string>; built?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-process-'));
  const entry = opts.built
    ? [path.join(root, 'packages/server/dist/main.js')]
    : ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      ANALYTICS_BEACONS_PER_MINUTE: '1000000',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const ready = await fetch(`${base}${ROUTES.ready}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server not ready within 90 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    exited,
    async storedPaths(prefix) {
      const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir });
      try {
        const rows = await database.db.execute<{ path: string }>(
          sql`select path from visits where starts_with(path, ${prefix})`,
        );
        return new Set(rows.rows.map((r) => r.path));
      } finally {
        await database.close();
      }
    },
    cleanup() {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Outcomes = { byStatus: Record<string, number>; errors: Record<string, number> };

/** Tallies a reply's status, or the code of the error that stood for it. */
export function tally(outcomes: Outcomes, result: { status: number } | { error: unknown }) {
  if ('status' in result) {
    outcomes.byStatus[result.status] = (outcomes.byStatus[result.status] ?? 0) + 1;
    return;
  }
  const err = result.error as Error & { cause?: { code?: string } };
  const code = err.cause?.code ?? err.name;
  outcomes.errors[code] = (outcomes.errors[code] ?? 0) + 1;
}

/**
 * The request failed before a connection existed (refused, or reset while connecting: the
 * listener closed with the connection still in its queue), so the server never had it.
 */
export function neverConnected(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; syscall?: string } }).cause;
  return cause?.code === 'ECONNREFUSED' || cause?.syscall === 'connect';
}

/**
 * Beacons sent back to back over `clients` keep-alive connections, each with a path of its own,
 * until the server stops taking connections. Resolves with the paths answered 204 and the tally.
 */
export function streamBeacons(base: string, opts: { clients: number; prefix: string }) {
  const answered: string[] = [];
  const outcomes: Outcomes = { byStatus: {}, errors: {} };
  let n = 0;
  const client = async () => {
    for (;;) {
      const pathName = `${opts.prefix}${n++}`;
      try {
        const res = await fetch(`${base}${ROUTES.analytics.event}?websiteTopic=batteries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER_AGENT },
          body: JSON.stringify({ path: pathName }),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        tally(outcomes, { status: res.status });
        if (res.status === 204) answered.push(pathName);
      } catch (error) {
        if (neverConnected(error)) return;
        tally(outcomes, { error });
      }
    }
  };
  const done = Promise.all(Array.from({ length: opts.clients }, client)).then(() => ({
    answered,
    outcomes,
    sent: n,
  }));
  return { done, count: () => answered.length };
}

/**
 * `count` searches of words of their own (none answered from a cache, each costing the
 * database) sent at once, so that most wait in the queue; SIGTERM `afterMs` later. Resolves
 * once the process has exited and every request has ended, with what each came to.
 */
export async function saturateThenTerminate(server: ServerProcess, count: number, afterMs = 1_500) {
  const outcomes: Outcomes = { byStatus: {}, errors: {} };
  let refusedWithClose = 0;
  let refusedInEnvelope = 0;
  const requests = Array.from({ length: count }, async (_, i) => {
    const url = `${server.base}/api/search?q=${encodeURIComponent(`cell ${i} aa`)}&websiteTopic=batteries`;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      const body = await res.text();
      tally(outcomes, { status: res.status });
      if (res.status === 503) {
        if (res.headers.get('connection') === 'close') refusedWithClose++;
        if (JSON.parse(body).success === false) refusedInEnvelope++;
      }
    } catch (error) {
      tally(outcomes, { error: neverConnected(error) ? new Error('never connected') : error });
    }
  });
  await new Promise((r) => setTimeout(r, afterMs));
  server.child.kill('SIGTERM');
  const code = await server.exited;
  await Promise.all(requests);
  return { outcomes, code, refusedWithClose, refusedInEnvelope };
}
