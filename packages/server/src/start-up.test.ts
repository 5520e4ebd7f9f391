import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_TOPIC, ROUTES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from './db/seed';
import { freePort } from './test/free-port';
import { buildTestApp, type TestApp } from './test/test-app';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'packages/server/src/main.ts');
const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';

/** `npm start`'s process from source, with only the given environment (plus PATH). */
function runMain(env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs main to its exit: the exit code and what it wrote to stderr. */
function mainExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', main],
      { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 },
      (error, _stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: child.exitCode, stderr });
      },
    );
  });
}

// The process runs on its own embedded database either way: once is enough, in the PGlite run.
const processRuns = process.env.TEST_DB !== 'postgres';

describe.runIf(processRuns)('start-up fails fast with every problem of the configuration listed', () => {
  it('lists each bad variable at once and exits with an error code', async () => {
    const { code, stderr } = await mainExit({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
      DEFAULT_TOPIC: 'Not A Topic!',
      SEED_DEMO: 'maybe',
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('Invalid configuration');
    for (const name of ['PORT', 'LOG_LEVEL', 'DEFAULT_TOPIC', 'SEED_DEMO'])
      expect(stderr).toContain(`  ${name}: `);
    expect(stderr).toContain('JWT_SECRET: JWT_SECRET must be at least 32 characters');
  });

  it('refuses DATABASE_URL without JWT_SECRET: the processes sharing it must share the secret', async () => {
    const { code, stderr } = await mainExit({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('JWT_SECRET: required when DATABASE_URL is set');
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', JWT_SECRET: SECRET }),
    ).not.toThrow();
  });
});

describe.runIf(processRuns)('SEED_DEMO=false', () => {
  let dataDir: string;
  let child: ReturnType<typeof runMain>;
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-no-seed-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = runMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`))),
    );
    await Promise.race([
      exited,
      vi.waitFor(async () => expect((await fetch(`${url}/healthz`)).ok).toBe(true), {
        timeout: 45_000,
        interval: 150,
      }),
    ]);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves an empty database without demo topics or accounts', async () => {
    const all = (await (await fetch(`${url}${ROUTES.siteConfig.all}`)).json()) as { data: unknown[] };
    expect(all.data).toEqual([]);
    const login = await fetch(`${url}${ROUTES.auth.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: demoAdminEmail(DEFAULT_TOPIC),
        password: DEMO_ADMIN_PASSWORD,
        websiteTopic: DEFAULT_TOPIC,
      }),
    });
    expect(login.status).toBe(401);
  });
});

describe('CORS_ORIGINS and DEFAULT_TOPIC', () => {
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({
      CORS_ORIGINS: ' https://shop.example , https://admin.example',
      DEFAULT_TOPIC: 'test',
    });
    expect(config.corsOrigins).toEqual(['https://shop.example', 'https://admin.example']);
    t = await buildTestApp({ corsOrigins: config.corsOrigins, defaultTopic: config.defaultTopic });
  });
  afterAll(() => t?.close());

  const read = (headers: Record<string, string> = {}, url: string = ROUTES.siteConfig.one) =>
    t.app.inject({ method: 'GET', url, headers });

  it('gives an allowed origin the CORS headers, and another origin none', async () => {
    const allowed = await read({ origin: 'https://admin.example' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: ROUTES.siteConfig.one,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example');

    const other = await read({ origin: 'https://elsewhere.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a request that names no topic for DEFAULT_TOPIC, and one that names a topic for that topic', async () => {
    expect((await read()).json().data.websiteTopic).toBe('test');
    expect((await read({}, `${ROUTES.siteConfig.one}?websiteTopic=batteries`)).json().data.websiteTopic).toBe(
      'batteries',
    );
  });
});
