/*
 * The built product (`npm run build`; skipped when it is missing) renders its pages with React's
 * production build and Redux Toolkit's production store: no development-only checks (state
 * immutability and serializability walked on every dispatch) in the server's renders. Started as
 * `npm start` starts it, and as `node packages/server/dist/main.js` alone (the e2e harness,
 * containers), with test/production-probe.mjs reporting what the process ran with.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from './test/free-port';

const root = path.resolve(import.meta.dirname, '../../..');
// SERVER_MAIN: a build made elsewhere (as for the e2e harness).
const main = process.env.SERVER_MAIN ?? path.join(root, 'packages/server/dist/main.js');
const ssrEntry = path.join(root, 'packages/web/dist-server/entry-server.js');
const probe = path.join(import.meta.dirname, 'test/production-probe.mjs');

type Probe = { nodeEnv?: string; react: string[]; middleware: number };

/** `npm start`'s command line: its environment assignments, then node's arguments. */
function startScript(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((w) => w.split('=', 2) as [string, string]));
  return { env, args: words.slice(node + 1) };
}

/** Starts the product, has it render a storefront page, stops it and returns the probe's report. */
async function renderOnce(
  args: string[],
  env: Record<string, string>,
): Promise<{ page: string; probe: Probe }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-production-'));
  const port = await freePort();
  // Nothing of the test runner's own environment (NODE_ENV=test above all) but PATH.
  const child = spawn(process.execPath, ['--import', probe, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}`;
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
        expect((await fetch(`${url}/healthz`)).ok).toBe(true);
      },
      { timeout: 45_000, interval: 150 },
    );
    const page = await (await fetch(`${url}/batteries`)).text();
    child.kill('SIGTERM');
    await exited;
    const line = stderr.split('\n').find((l) => l.startsWith('production-probe '));
    if (!line) throw new Error(`the probe did not report: ${stderr}`);
    return { page, probe: JSON.parse(line.slice('production-probe '.length)) as Probe };
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function expectProduction({ page, probe }: { page: string; probe: Probe }) {
  // Rendered on the server: the store the page hands over is there.
  expect(page).toContain('<script type="application/json" id="server-state">');
  expect(probe.nodeEnv).toBe('production');
  expect(probe.react).toEqual(expect.arrayContaining([expect.stringMatching(/^react-dom[\\/].*production/)]));
  expect(probe.react.filter((file) => file.includes('development'))).toEqual([]);
  // The thunk alone: in development it is joined by the immutability, serializability and
  // action-creator checks.
  expect(probe.middleware).toBe(1);
}

// The process runs on its own embedded database: once is enough, in the PGlite run.
const runs = process.env.TEST_DB !== 'postgres' && existsSync(main) && existsSync(ssrEntry);

describe.runIf(runs)('the built product renders in production mode', () => {
  it('as npm start runs it', async () => {
    const { env, args } = startScript();
    expect(args.at(-1)).toBe('packages/server/dist/main.js');
    expectProduction(await renderOnce(args, { ...env, LOG_LEVEL: 'warn' }));
  }, 90_000);

  it('as node runs its entry with no NODE_ENV', async () => {
    expectProduction(await renderOnce([main], { LOG_LEVEL: 'warn' }));
  }, 90_000);
});
