/**
 * Idle memory of the built product (`node packages/server/dist/main.js`, needs `npm run build`):
 * start it, load a few pages and one analytics beacon so lazily loaded parts are in, wait a few
 * seconds idle, then read the process's resident set from /proc and its own heap figures.
 * `tsx bench/idle-rss.ts` prints both modes as Markdown; `measureIdleRss` is what other
 * benchmarks call. Figures only; asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../packages/server/src/test/free-port';

export type IdleRssMode = 'embedded' | 'postgres';

export type IdleRssOptions = {
  /** PostgreSQL server on which a fresh database is created (postgres mode). */
  adminUrl?: string;
  /** How long the process sits idle after the warm-up requests; default 5 s. */
  idleMs?: number;
  /** Extra environment for the product (e.g. a memory setting under test). */
  env?: Record<string, string>;
  /** Extra `node` flags (e.g. `--max-semi-space-size=1`). */
  nodeArgs?: string[];
  /** Called with the child's pid just before it is stopped (pmap, heap snapshots, ...). */
  inspect?: (pid: number) => Promise<void>;
  /** Collect garbage before reading (what is live, rather than what an idle process holds). */
  collectGarbage?: boolean;
  /** Measure a second start on the same data (no initdb, migrations or demo seeding). */
  restart?: boolean;
  /** Print the product's output (default: only when it fails). */
  verbose?: boolean;
};

export type IdleRss = {
  /** The mode, with ", restarted" for a second start on the same data. */
  mode: string;
  /** Resident set (VmRSS) after the idle wait. */
  rssMb: number;
  /** Anonymous part of it: heaps, WASM memory, buffers. */
  rssAnonMb: number;
  /** File-backed part of it: the node binary, shared libraries. */
  rssFileMb: number;
  /** Peak resident set since start (VmHWM). */
  peakRssMb: number;
  /** V8 heap in use and reserved, from the process itself. */
  heapMb: number;
  heapTotalMb: number;
  /** Memory outside the V8 heap owned by JS objects (Buffers, ArrayBuffers, WASM memories count here only in part). */
  externalMb: number;
  arrayBuffersMb: number;
  /** From spawn to the first 200 of /readyz. */
  startupMs: number;
};

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'packages/server/dist/main.js');
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/*
 * Loaded into the product with --import: answers a message on the IPC channel with the
 * process's own memory figures. The channel is unref'd so it never keeps the process alive.
 */
const probe = `data:text/javascript,${encodeURIComponent(
  "if (process.channel) { process.channel.unref(); process.on('message', (m) => { if (m === 'gc' && globalThis.gc) { gc(); gc(); } process.send({ memory: process.memoryUsage() }); }); }",
)}`;

async function createDatabase(adminUrl: string) {
  const name = `bench_idle_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

function statusKb(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const m = /^(\w+):\s+(\d+) kB/.exec(line);
    if (m) out[m[1]!] = Number(m[2]);
  }
  return out;
}

function memoryOf(child: ChildProcess, ask: 'memory' | 'gc' = 'memory'): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no memory figures from the product')), 5000);
    child.once('message', (m: { memory: NodeJS.MemoryUsage }) => {
      clearTimeout(timer);
      resolve(m.memory);
    });
    child.send(ask);
  });
}

async function waitReady(base: string, child: ChildProcess, limitMs: number) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready within ${limitMs} ms`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killed);
}

/**
 * The environment and node flags `npm start` runs the product with (they keep idle memory down:
 * fewer malloc arenas, a smaller young generation, fewer V8 compiler threads), so the figures
 * are those of the product as started.
 */
export function startScript(): { env: Record<string, string>; nodeArgs: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  const at = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, at).map((w) => w.split('=') as [string, string]));
  return { env, nodeArgs: words.slice(at + 1).filter((w) => w.startsWith('--')) };
}

type Running = { child: ChildProcess; base: string; startupMs: number; output: () => string };

async function start(env: Record<string, string>, opts: IdleRssOptions): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...startScript().nodeArgs,
      ...(opts.nodeArgs ?? []),
      ...(opts.collectGarbage ? ['--expose-gc'] : []),
      '--import',
      probe,
      entry,
    ],
    {
      cwd: root,
      env: { ...startScript().env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const keep = (d: Buffer) => {
    output += d.toString();
    if (opts.verbose) process.stderr.write(d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitReady(base, child, 120_000);
  } catch (err) {
    await stop(child);
    if (!opts.verbose) process.stderr.write(output);
    throw err;
  }
  return { child, base, startupMs: Math.round(performance.now() - started), output: () => output };
}

/** A few storefront pages and one beacon from a public address, so lazily loaded parts are in. */
async function warmUp(base: string) {
  for (const p of ['/', '/batteries', '/api/brands?websiteTopic=batteries']) {
    const r = await fetch(`${base}${p}`);
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
  }
  const beacon = await fetch(`${base}/api/analytics/event?websiteTopic=batteries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'x-forwarded-for': '81.2.69.142',
    },
    body: JSON.stringify({ kind: 'pageview', path: '/batteries', referrer: null }),
  });
  if (beacon.status !== 204) throw new Error(`the beacon answered ${beacon.status}`);
}

/**
 * Starts the built product on a fresh DATA_DIR (and, in postgres mode, a fresh database),
 * warms it up, waits idle and reads its memory. With `restart`, the first process (which
 * creates the database and the demo data) is stopped and a second one on the same data is
 * measured: what an operator sees after every later start.
 */
export async function measureIdleRss(mode: IdleRssMode, opts: IdleRssOptions = {}): Promise<IdleRss> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idle-rss-'));
  const database =
    mode === 'postgres'
      ? await createDatabase(
          opts.adminUrl ??
            process.env.BENCH_DATABASE_URL ??
            process.env.TEST_DATABASE_URL ??
            DEFAULT_ADMIN_URL,
        )
      : null;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The beacon names a public address, so the place lookup really runs.
    TRUST_PROXY: 'true',
    ...(database ? { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') } : {}),
    ...opts.env,
  };
  let running: Running | null = null;
  try {
    running = await start(env, opts);
    if (opts.restart) {
      await stop(running.child);
      running = await start(env, opts);
    }
    const { child, base, startupMs } = running;
    await warmUp(base);
    await new Promise((r) => setTimeout(r, opts.idleMs ?? 5000));

    if (opts.collectGarbage) await memoryOf(child, 'gc');
    const status = statusKb(child.pid!);
    const memory = await memoryOf(child);
    await opts.inspect?.(child.pid!);
    return {
      mode: opts.restart ? `${mode}, restarted` : mode,
      rssMb: mb((status.VmRSS ?? 0) * 1024),
      rssAnonMb: mb((status.RssAnon ?? 0) * 1024),
      rssFileMb: mb((status.RssFile ?? 0) * 1024),
      peakRssMb: mb((status.VmHWM ?? 0) * 1024),
      heapMb: mb(memory.heapUsed),
      heapTotalMb: mb(memory.heapTotal),
      externalMb: mb(memory.external),
      arrayBuffersMb: mb(memory.arrayBuffers),
      startupMs,
    };
  } catch (err) {
    if (running && !opts.verbose) process.stderr.write(running.output());
    throw err;
  } finally {
    if (running) await stop(running.child);
    await database?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function idleRssTable(rows: IdleRss[]): string {
  const lines = [
    '| mode | RSS | anon | file | peak RSS | V8 heap used / total | external (array buffers) | start-up |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.mode} | ${r.rssMb} MB | ${r.rssAnonMb} MB | ${r.rssFileMb} MB | ${r.peakRssMb} MB | ${r.heapMb} / ${r.heapTotalMb} MB | ${r.externalMb} (${r.arrayBuffersMb}) MB | ${r.startupMs} ms |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const modes = (process.argv[2] ? [process.argv[2]] : ['embedded', 'postgres']) as IdleRssMode[];
  const rows: IdleRss[] = [];
  for (const mode of modes) {
    rows.push(await measureIdleRss(mode));
    rows.push(await measureIdleRss(mode, { restart: true }));
  }
  console.log('\n## Idle memory of the built product (after three pages and a beacon, 5 s idle)');
  console.log(idleRssTable(rows));
}
