/**
 * `npm run bench:faults`: the built product (`npm run build`) on PostgreSQL, reached through a
 * TCP proxy that refuses or stalls connections, under ~100 requests/s of mixed reads and writes.
 * Prints figures; asserts nothing.
 *
 * Phases: steady load; the database refusing connections; steady again (time from restore to
 * ready); the database stalled (no bytes, no reset); steady again; then SIGTERM under load
 * (requests lost, shutdown time, exit code). Then idle RSS in both modes. Targets: 0 process
 * exits; p99 during an outage ≤ 2 s; ready ≤ 2 s after restore; 0 accepted requests lost and
 * exit 0 within 2 s of the last in-flight reply.
 *
 * Then, in both modes (bench/shutdown-cases.ts): beacons streaming at SIGTERM (answered 204,
 * stored, lost: target 0; exit code: target 0), and SIGTERM to a saturated process (requests
 * sent, answered, refused with 503, reset: target 0).
 *
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names the PostgreSQL server (default the local one);
 * BENCH_OUTAGE_SECONDS (30), BENCH_STEADY_SECONDS (10) and BENCH_RATE (100/s) shape the run;
 * BENCH_CASES (outages,beacons,saturation,idle) picks the parts to run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../packages/server/src/test/free-port';
import { createPostgresTestDatabase } from '../packages/server/src/test/postgres-database';
import { startTcpProxy, type TcpProxy } from '../packages/server/src/test/tcp-proxy';
import { DEFAULT_ADMIN_URL, idleRssTable, measureIdleRss } from './idle-rss';
import {
  beaconsAtSigterm,
  beaconTable,
  type Mode,
  saturationAtSigterm,
  saturationTable,
} from './shutdown-cases';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const OUTAGE_S = Number(process.env.BENCH_OUTAGE_SECONDS ?? 30);
const STEADY_S = Number(process.env.BENCH_STEADY_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const root = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = randomBytes(32).toString('hex');

const PAST = { refuse: 'refused', stall: 'stalled' } as const;
const CASES = new Set((process.env.BENCH_CASES ?? 'outages,beacons,saturation,idle').split(','));
const MODES: Mode[] = ['postgres', 'embedded'];

type Sample = { phase: string; sentAt: number; ms: number; outcome: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startProduct(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-faults-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
      RATE_LIMIT_MAX: '1000000',
      LOGIN_MAX_PER_IP: '1000',
    },
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`product exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('product not ready within 60 s');
    await sleep(200);
  }
  return { base, child, exited, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** An open-loop load: RATE requests a second whatever the replies do, 4 in 5 reads, 1 in 5 writes. */
function load(base: string, token: string, samples: Sample[], phase: () => string) {
  let n = 0;
  const reads = [
    '/api/brands?websiteTopic=batteries',
    '/api/brands/featured?websiteTopic=batteries',
    '/api/search?q=aa&websiteTopic=batteries',
    '/api/tips?websiteTopic=batteries',
    '/batteries',
    '/batteries/brands',
  ];
  const fire = () => {
    const i = n++;
    const write = i % 5 === 4;
    const sentAt = Date.now();
    const p = phase();
    const req = write
      ? fetch(`${base}/api/brands`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Load ${i} ${randomBytes(3).toString('hex')}` }),
          signal: AbortSignal.timeout(60_000),
        })
      : fetch(`${base}${reads[i % reads.length]}`, { signal: AbortSignal.timeout(60_000) });
    req
      .then(async (r) => {
        await r.arrayBuffer();
        return String(r.status);
      })
      .catch((err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.name)
      .then((outcome) => samples.push({ phase: p, sentAt, ms: Date.now() - sentAt, outcome }));
  };
  const timer = setInterval(fire, 1000 / RATE);
  return () => clearInterval(timer);
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

function phaseTable(samples: Sample[], phases: string[]) {
  const lines = [
    '| phase | requests | replies by status / errors | p50 ms | p99 ms | max ms |',
    '|---|---:|---|---:|---:|---:|',
  ];
  for (const phase of phases) {
    const s = samples.filter((x) => x.phase === phase);
    const mix = new Map<string, number>();
    for (const x of s) mix.set(x.outcome, (mix.get(x.outcome) ?? 0) + 1);
    const mixText = [...mix.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    const ms = s.map((x) => x.ms);
    lines.push(
      `| ${phase} | ${s.length} | ${mixText} | ${pct(ms, 50)} | ${pct(ms, 99)} | ${Math.max(0, ...ms)} |`,
    );
  }
  return lines.join('\n');
}

async function untilReady(base: string, since: number) {
  for (;;) {
    const ok = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - since;
    await sleep(25);
  }
}

async function main() {
  if (CASES.has('outages')) await outages();
  if (CASES.has('beacons')) {
    console.log('\n## Beacons streaming at SIGTERM\n');
    const rows = [];
    for (const mode of MODES) rows.push(await beaconsAtSigterm(mode, ADMIN_URL));
    console.log(beaconTable(rows));
  }
  if (CASES.has('saturation')) {
    console.log('\n## SIGTERM to a saturated process\n');
    const rows = [];
    for (const mode of MODES) rows.push(await saturationAtSigterm(mode, ADMIN_URL));
    console.log(saturationTable(rows));
  }
  if (CASES.has('idle')) {
    console.log('\n## Idle memory\n');
    const rows = [
      await measureIdleRss('embedded'),
      await measureIdleRss('postgres', { adminUrl: ADMIN_URL }),
    ];
    console.log(idleRssTable(rows));
  }
}

async function outages() {
  const db = await createPostgresTestDatabase(ADMIN_URL);
  const target = new URL(db.url);
  const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const product = await startProduct(proxy.urlFor(db.url));
  const login = await fetch(`${product.base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'admin@batteries.test',
      password: 'demo-admin-password',
      websiteTopic: 'batteries',
    }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const samples: Sample[] = [];
  let phase = 'steady';
  const stopLoad = load(product.base, token, samples, () => phase);
  const readyAfter: Record<string, number> = {};
  const readyzDown: Record<string, number> = {};

  await sleep(STEADY_S * 1000);
  const modes = (process.env.BENCH_FAULTS ?? 'refuse,stall').split(',') as Array<'refuse' | 'stall'>;
  for (const mode of modes) {
    phase = `${PAST[mode]} outage`;
    const began = Date.now();
    proxy.setMode(mode);
    // How soon readiness says so (polled on its own connection).
    void (async () => {
      for (;;) {
        const r = await fetch(`${product.base}/readyz`, { signal: AbortSignal.timeout(5_000) }).catch(
          () => null,
        );
        if (r && r.status === 503) {
          readyzDown[mode] = Date.now() - began;
          return;
        }
        await sleep(25);
      }
    })();
    await sleep(OUTAGE_S * 1000);
    phase = `after ${PAST[mode]}`;
    const restored = Date.now();
    proxy.setMode('pass');
    readyAfter[mode] = await untilReady(product.base, restored);
    await sleep(STEADY_S * 1000);
  }

  // SIGTERM under load: replies that never came (reset, closed) are lost requests; refusals
  // of new connections after the listener closed were never accepted.
  const diedDuringOutages = product.child.exitCode !== null;
  phase = 'shutdown';
  const signalled = Date.now();
  product.child.kill('SIGTERM');
  const { code, at: exitedAt } = await product.exited;
  stopLoad();
  await sleep(500);
  const shutdown = samples.filter((s) => s.phase === 'shutdown');
  const lastReply = Math.max(
    0,
    ...shutdown.filter((s) => /^\d+$/.test(s.outcome)).map((s) => s.sentAt + s.ms),
  );
  const lost = shutdown.filter(
    (s) => !/^\d+$/.test(s.outcome) && s.outcome !== 'ECONNREFUSED' && s.sentAt <= exitedAt,
  );
  const refused = shutdown.filter((s) => s.outcome === 'ECONNREFUSED').length;

  console.log(`\n## Database faults under ${RATE} req/s (PostgreSQL through a TCP proxy)\n`);
  console.log(
    phaseTable(samples, [
      'steady',
      'refused outage',
      'after refused',
      'stalled outage',
      'after stalled',
      'shutdown',
    ]),
  );
  console.log('\n| figure | value |\n|---|---:|');
  console.log(`| process exits during outages | ${diedDuringOutages ? 1 : 0} |`);
  console.log(`| /readyz 503 after refusal began | ${readyzDown.refuse ?? 'never'} ms |`);
  console.log(`| /readyz 503 after stall began | ${readyzDown.stall ?? 'never'} ms |`);
  console.log(`| ready after refusal ended | ${readyAfter.refuse} ms |`);
  console.log(`| ready after stall ended | ${readyAfter.stall} ms |`);
  console.log(`| SIGTERM: exit code | ${code} |`);
  console.log(`| SIGTERM: signal to exit | ${exitedAt - signalled} ms |`);
  console.log(`| SIGTERM: last in-flight reply to exit | ${lastReply ? exitedAt - lastReply : 'n/a'} ms |`);
  console.log(
    `| SIGTERM: accepted requests lost | ${lost.length} (${[...new Set(lost.map((l) => l.outcome))].join(', ') || 'none'}) |`,
  );
  console.log(`| SIGTERM: new connections refused after close | ${refused} |`);
  if (process.env.BENCH_DEBUG)
    console.log(lost.map((l) => `${l.outcome} sent +${l.sentAt - signalled} ms, failed after ${l.ms} ms`));

  product.cleanup();
  await proxy.close();
  await db.dropDatabase();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
