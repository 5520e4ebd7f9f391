/**
 * The SIGTERM cases of `npm run bench:faults`, on the built product in either mode: beacons
 * streaming when the signal comes (every beacon answered 204 must be stored), and a saturated
 * process (every request sent before the signal must be answered, 200 or 503, none reset).
 * Figures only; asserts nothing.
 */
import { createPostgresTestDatabase } from '../packages/server/src/test/postgres-database';
import {
  neverConnected,
  type Outcomes,
  startServerProcess,
  streamBeacons,
  tally,
} from '../packages/server/src/test/server-process';

export type Mode = 'embedded' | 'postgres';

const CLIENTS = Number(process.env.BENCH_BEACON_CLIENTS ?? 16);
const SATURATION = Number(process.env.BENCH_SATURATION_REQUESTS ?? 1500);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function productIn(mode: Mode, adminUrl: string, env: Record<string, string> = {}) {
  const database = mode === 'postgres' ? await createPostgresTestDatabase(adminUrl) : null;
  const server = await startServerProcess({ built: true, databaseUrl: database?.url, env });
  return {
    server,
    cleanup: async () => {
      server.cleanup();
      await database?.dropDatabase();
    },
  };
}

const errorsText = (o: Outcomes) =>
  Object.entries(o.errors)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ') || 'none';

/** Beacons from CLIENTS keep-alive clients, back to back; SIGTERM after two seconds of them. */
export async function beaconsAtSigterm(mode: Mode, adminUrl: string) {
  const { server, cleanup } = await productIn(mode, adminUrl);
  const stream = streamBeacons(server.base, { clients: CLIENTS, prefix: '/bench-sigterm-' });
  await sleep(2_000);
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const exitMs = Date.now() - signalled;
  const { answered, outcomes, sent } = await stream.done;
  const stored = await server.storedPaths('/bench-sigterm-');
  const lost = answered.filter((p) => !stored.has(p)).length;
  await cleanup();
  return {
    mode,
    sent,
    answered204: answered.length,
    stored: stored.size,
    lost,
    refused503: outcomes.byStatus[503] ?? 0,
    resets: Object.values(outcomes.errors).reduce((a, b) => a + b, 0),
    errors: errorsText(outcomes),
    code,
    exitMs,
  };
}

/**
 * SATURATION searches of words of their own (none from a cache) sent at once, so that most
 * wait in the queue; SIGTERM 1.5 s later. Each request is answered, refused with 503, or reset.
 */
export async function saturationAtSigterm(mode: Mode, adminUrl: string) {
  const { server, cleanup } = await productIn(mode, adminUrl);
  const outcomes: Outcomes = { byStatus: {}, errors: {} };
  const latencies: number[] = [];
  let neverTaken = 0;
  let closeOn503 = 0;
  const started = Date.now();
  const requests = Array.from({ length: SATURATION }, async (_, i) => {
    const q = encodeURIComponent(`cell ${i} aa`);
    const sentAt = Date.now();
    try {
      const res = await fetch(`${server.base}/api/search?q=${q}&websiteTopic=batteries`, {
        signal: AbortSignal.timeout(120_000),
      });
      await res.arrayBuffer();
      tally(outcomes, { status: res.status });
      if (res.status === 503 && res.headers.get('connection') === 'close') closeOn503++;
      latencies.push(Date.now() - sentAt);
    } catch (error) {
      if (neverConnected(error)) neverTaken++;
      else tally(outcomes, { error });
    }
  });
  await sleep(1_500);
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const exitMs = Date.now() - signalled;
  await Promise.all(requests);
  await cleanup();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    mode,
    sent: SATURATION,
    answered200: outcomes.byStatus[200] ?? 0,
    refused503: outcomes.byStatus[503] ?? 0,
    closeOn503,
    other: Object.entries(outcomes.byStatus)
      .filter(([s]) => s !== '200' && s !== '503')
      .reduce((a, [, v]) => a + v, 0),
    resets: Object.values(outcomes.errors).reduce((a, b) => a + b, 0),
    errors: errorsText(outcomes),
    neverTaken,
    p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
    code,
    exitMs,
    totalMs: Date.now() - started,
  };
}

export function beaconTable(rows: Awaited<ReturnType<typeof beaconsAtSigterm>>[]) {
  const lines = [
    '| mode | beacons sent | answered 204 | stored | lost (target 0) | refused 503 | reset (target 0) | exit code (target 0) | signal to exit |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.mode} | ${r.sent} | ${r.answered204} | ${r.stored} | ${r.lost} | ${r.refused503} | ${r.resets} (${r.errors}) | ${r.code} | ${r.exitMs} ms |`,
    );
  return lines.join('\n');
}

export function saturationTable(rows: Awaited<ReturnType<typeof saturationAtSigterm>>[]) {
  const lines = [
    '| mode | requests sent | answered 200 | refused 503 (with Connection: close) | other status | reset (target 0) | never connected | p99 of replies | exit code (target 0) | signal to exit |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.mode} | ${r.sent} | ${r.answered200} | ${r.refused503} (${r.closeOn503}) | ${r.other} | ${r.resets} (${r.errors}) | ${r.neverTaken} | ${r.p99} ms | ${r.code} | ${r.exitMs} ms |`,
    );
  return lines.join('\n');
}
