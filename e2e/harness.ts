import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort } from '../packages/server/src/test/free-port';

const root = path.resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built product has migrated and seeded once for this run (see startProduct). */
    seededDataDir: string;
  }
}

export type RunningProduct = {
  url: string;
  port: number;
  dataDir: string;
  /** SIGTERM, wait for exit; the exit code is returned. The data folder is removed unless kept. */
  stop(opts?: { keepData?: boolean }): Promise<number | null>;
};

/**
 * The built product as `npm start` runs it: its own process, port and embedded database of its
 * own with the demo topics. The database is a copy of the one the run's first start made
 * (e2e/global-setup.ts) unless `fresh`, a `dataDir`, PostgreSQL or no demo is asked for.
 */
export async function startProduct(
  opts: { env?: Record<string, string>; dataDir?: string; fresh?: boolean } = {},
): Promise<RunningProduct> {
  // SERVER_MAIN and WEB_DIST let a build made elsewhere (not the shared dist folders) be tested.
  const main = process.env.SERVER_MAIN ?? path.join(root, 'packages/server/dist/main.js');
  const web = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');
  if (!existsSync(main) || !existsSync(path.join(web, 'index.html'))) {
    throw new Error('Build the product first: npm run build');
  }
  const port = await freePort();
  const dataDir = opts.dataDir ?? newDataDir(opts);
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      // The product as `npm start` runs it, not in the test runner's mode.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test browser comes from 127.0.0.1: one IP doing the work of many visitors.
      RATE_LIMIT_MAX: '100000',
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

function newDataDir(opts: { env?: Record<string, string>; fresh?: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-e2e-'));
  const seeded = opts.fresh || opts.env?.DATABASE_URL || opts.env?.SEED_DEMO ? undefined : seededDataDir();
  if (seeded) cpSync(seeded, dir, { recursive: true });
  return dir;
}

/** The run's seeded folder; none when this file runs outside the e2e project's global set-up. */
function seededDataDir(): string | undefined {
  const dir = inject('seededDataDir');
  return dir && existsSync(dir) ? dir : undefined;
}

/** Headless Debian Chromium; `extraArgs` e.g. maps a custom domain to this machine. */
export const launchBrowser = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
      ...extraArgs,
    ],
  });

/**
 * The product and a browser for the tests of a `describe`: both start before its first test and
 * stop after its last. Read `product` and `browser` inside the tests, once they have started.
 */
export function useProduct(opts: Parameters<typeof startProduct>[0] = {}) {
  const running = {} as { product: RunningProduct; browser: Browser };
  beforeAll(async () => {
    [running.product, running.browser] = await Promise.all([startProduct(opts), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.product?.stop();
  });
  return running;
}

export const newContext = (browser: Browser, width = 1280): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width, height: 860 } });

/** Saves a screenshot under e2e/screenshots when SCREENSHOTS=1, for a person to look at. */
export async function snap(page: import('playwright-core').Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: path.join(root, 'e2e/screenshots', `${name}.png`), fullPage: true });
}

type Person = { email: string; password: string };

/** The demo's admin of a seeded topic. */
export const demoAdmin = (topic: string): Person => ({
  email: `admin@${topic}.test`,
  password: 'demo-admin-password',
});

/** The demo's admin of the battery site. */
export const DEMO_ADMIN = demoAdmin('batteries');

/**
 * Signs in on a topic's sign-in page and waits until the app has left it; with `stay`, only
 * sends the form (for a person who must first choose a new password there, or is refused).
 */
export async function signIn(
  page: import('playwright-core').Page,
  url: string,
  who: Person = DEMO_ADMIN,
  { topic = 'batteries', stay = false }: { topic?: string; stay?: boolean } = {},
) {
  await page.goto(`${url}/${topic}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (!stay) await page.waitForURL((u) => !u.pathname.endsWith('/login'));
}

/**
 * A page in a context of its own, signed in as `who` (the battery site's demo admin unless told):
 * the set-up of tests that work as one person. It closes with the browser.
 */
export async function signedInPage(
  browser: Browser,
  url: string,
  who: Person = DEMO_ADMIN,
  opts: { topic?: string } = {},
) {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, url, who, opts);
  return page;
}

/** A session token of `who` on `topic`, from the API's sign-in, for set-up calls. */
export async function apiToken(url: string, topic = 'batteries', who: Person = demoAdmin(topic)) {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...who, websiteTopic: topic }),
  });
  if (!res.ok) throw new Error(`sign-in of ${who.email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A browser context that starts signed in with `token` on `topic`, kept where the app keeps it. */
export async function signedInContext(browser: Browser, token: string, topic: string, width = 1280) {
  const context = await newContext(browser, width);
  await context.addInitScript(
    ([t, tp]) => {
      // Runs in the page; typed here without the DOM library, which the benchmarks' checks leave out.
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(k: string, v: string): void };
      };
      localStorage.setItem('token', t!);
      localStorage.setItem('tokenTopic', tp!);
    },
    [token, topic],
  );
  return context;
}
