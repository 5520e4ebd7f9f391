/**
 * Hostile pictures against the built product (`npm run build` first; embedded database, or
 * PostgreSQL with BENCH_DATABASE_URL): 4, 8 and 16 uploads at once — ~1 KB AVIF files that declare
 * 8000×6000 pixels, ~1 KB AVIF files at the AVIF limit (4096×4096) and large half-transparent
 * PNGs, in turn — after a run with no upload (the machine's baseline) — while visitors read at 100
 * requests a second. Prints the reads' p99, /healthz's worst, the process's peak resident set and
 * the time until every variant exists. Figures only; asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaAsset, MediaUploadResult } from '@app/contract';
import pg from 'pg';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../packages/server/src/db/seed';
import { hostileAvif, transparentPng } from '../packages/server/src/modules/media/media.fixtures';
import { freePort } from '../packages/server/src/test/free-port';
import { multipart } from '../packages/server/src/test/multipart';
import { startScript } from './idle-rss';

const root = path.resolve(import.meta.dirname, '..');
const READS_PER_SECOND = 100;
const HEALTH_EVERY_MS = 100;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const rssKb = (pid: number) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // gone meanwhile
  }
};
/** The product's own processes: the server and its picture workers. */
const childrenOf = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
};

async function startProduct(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { env: startEnv, nodeArgs } = startScript();
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: { ...startEnv, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const until = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`product did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base };
}

async function stopProduct(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killed);
}

async function pgDatabase(adminUrl: string) {
  const name = `bench_media_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

type Figures = {
  uploads: number;
  uploadAnswerMs: number;
  readP99: number;
  readMax: number;
  reads: number;
  healthWorst: number;
  peakRssMb: number;
  peakWorkersMb: number;
  peakTotalMb: number;
  allVariantsS: number;
  refused: number;
  failed: number;
};

async function scenario(uploads: number, adminUrl: string | undefined): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-media-'));
  const database = adminUrl ? await pgDatabase(adminUrl) : null;
  const { child, base } = await startProduct({
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MEDIA_UPLOADS_PER_MINUTE: '1000',
    RATE_LIMIT_MAX: '100000',
    ...(database ? { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') } : {}),
  });
  try {
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: demoAdminEmail('batteries'),
        password: DEMO_ADMIN_PASSWORD,
        websiteTopic: 'batteries',
      }),
    });
    const auth = {
      authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
    };
    // In turn: a 1 KB AVIF declaring 8000×6000 (refused from its header), one at the AVIF limit
    // (4096×4096, made), a 5000×5000 half-transparent PNG (made).
    const files = await Promise.all(
      Array.from({ length: uploads }, async (_, i) =>
        i % 3 === 0
          ? { name: `hostile-${i}.avif`, bytes: await hostileAvif(1000 + i) }
          : i % 3 === 1
            ? { name: `limit-${i}.avif`, bytes: await hostileAvif(1000 + i, 4096, 4096) }
            : { name: `clear-${i}.png`, bytes: await transparentPng(i) },
      ),
    );

    // Visitors: an open loop of reads at a fixed rate, whatever the answers' times.
    const readMs: number[] = [];
    const healthMs: number[] = [];
    const timed = async (url: string, into: number[]) => {
      const started = performance.now();
      const r = await fetch(url).catch(() => null);
      await r?.arrayBuffer();
      into.push(r?.ok ? performance.now() - started : Number.POSITIVE_INFINITY);
    };
    const inFlight = new Set<Promise<void>>();
    const every = (ms: number, fn: () => Promise<void>) =>
      setInterval(() => {
        const p = fn().finally(() => inFlight.delete(p));
        inFlight.add(p);
      }, ms);
    const paths = ['/api/brands?websiteTopic=batteries', '/api/tips?websiteTopic=batteries', '/batteries'];
    let n = 0;
    const reads = every(1000 / READS_PER_SECOND, () => timed(`${base}${paths[n++ % paths.length]}`, readMs));
    const health = every(HEALTH_EVERY_MS, () => timed(`${base}/healthz`, healthMs));
    let peakKb = rssKb(child.pid!);
    let peakWorkersKb = 0;
    let peakTotalKb = peakKb;
    const sampler = setInterval(() => {
      const server = rssKb(child.pid!);
      const workers = childrenOf(child.pid!).reduce((sum, pid) => sum + rssKb(pid), 0);
      peakKb = Math.max(peakKb, server);
      peakWorkersKb = Math.max(peakWorkersKb, workers);
      peakTotalKb = Math.max(peakTotalKb, server + workers);
    }, 50);

    const started = performance.now();
    // With no upload, the reads run as long as the shortest run with uploads would at least.
    if (uploads === 0) await new Promise((r) => setTimeout(r, 20_000));
    const answered = await Promise.all(
      files.map(async (f) => {
        const body = multipart([{ ...f, type: 'application/octet-stream' }]);
        const res = await fetch(`${base}/api/media`, {
          method: 'POST',
          headers: { ...auth, ...body.headers },
          body: body.payload,
        });
        const ms = performance.now() - started;
        if (res.status === 413) return { ms, id: null };
        if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
        return { ms, id: ((await res.json()) as { data: MediaUploadResult }).data.assets[0]!.id };
      }),
    );
    let failed = 0;
    for (const { id } of answered) {
      if (id === null) continue;
      for (;;) {
        const r = await fetch(`${base}/api/media/${id}?websiteTopic=batteries`, { headers: auth });
        const asset = ((await r.json()) as { data: MediaAsset }).data;
        if (asset.status !== 'pending') {
          if (asset.status === 'failed') failed++;
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    const allVariantsS = (performance.now() - started) / 1000;
    clearInterval(reads);
    clearInterval(health);
    clearInterval(sampler);
    await Promise.all([...inFlight]);
    return {
      uploads,
      uploadAnswerMs: Math.max(0, ...answered.map((a) => a.ms)),
      readP99: percentile(readMs, 99),
      readMax: Math.max(...readMs),
      reads: readMs.length,
      healthWorst: Math.max(...healthMs),
      peakRssMb: Math.round(peakKb / 1024),
      peakWorkersMb: Math.round(peakWorkersKb / 1024),
      peakTotalMb: Math.round(peakTotalKb / 1024),
      allVariantsS,
      refused: answered.filter((a) => a.id === null).length,
      failed,
    };
  } finally {
    await stopProduct(child);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runMediaBench() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  console.log(`\n## Hostile pictures (${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}, built product)`);
  console.log(
    `reads at ${READS_PER_SECOND}/s (brands, tips, a rendered page); /healthz every ${HEALTH_EVERY_MS} ms`,
  );
  console.log('targets: read p99 ≤ 200 ms, peak RSS ≤ 600 MB, /healthz never over 1 s');
  console.log(
    '| uploads at once | slowest upload answer | reads | read p99 | read max | /healthz worst | peak RSS server | peak RSS worker | peak RSS together | every variant made | refused (413) | failed |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  // 0: the same reads with no upload, this machine's baseline at the time.
  const counts = (process.env.BENCH_MEDIA_UPLOADS ?? '0,4,8,16').split(',').map(Number);
  for (const uploads of counts) {
    const f = await scenario(uploads, adminUrl);
    console.log(
      `| ${f.uploads} | ${Math.round(f.uploadAnswerMs)} ms | ${f.reads} | ${Math.round(f.readP99)} ms | ${Math.round(f.readMax)} ms | ${Math.round(f.healthWorst)} ms | ${f.peakRssMb} MB | ${f.peakWorkersMb} MB | ${f.peakTotalMb} MB | ${f.allVariantsS.toFixed(1)} s | ${f.refused} | ${f.failed} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runMediaBench();
