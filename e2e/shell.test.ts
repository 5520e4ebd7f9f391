import { existsSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@app/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newContext, snap, useProduct } from './harness';

const ADMIN = { email: 'admin@batteries.test', password: 'demo-admin-password' };
const SHOPPER = { email: 'shopper@batteries.test', password: 'demo-user-password' };

describe('web shell: topics, sign-in and guards', () => {
  const running = useProduct();
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await newContext(running.browser);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  /** Opens a page and waits for start-up to end: a topic's layout, or a page outside any topic. */
  const open = async (path: string) => {
    const res = await page.goto(running.product.url + path);
    await page.locator('[data-testid="app-ready"], h1').first().waitFor();
    return res;
  };
  const pathname = () => new URL(page.url()).pathname;
  const signIn = async (who: { email: string; password: string }) => {
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };
  const storedToken = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);

  it('the landing page leads to a topic home', async () => {
    await open('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/choose a site/i);
    await snap(page, 'landing');
    await page
      .getByRole('link', { name: /Beauty Lux Deluxe/ })
      .first()
      .click();
    await page.waitForURL(/\/beautyluxdeluxe$/);
    await page.getByTestId('app-ready').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Beauty Lux Deluxe');
    await snap(page, 'topic-home');
  });

  it('keeps the source maps off the web: on disk for error reports, not named by the scripts nor served', async () => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(running.product.url))
        scripts.push(res.url());
    });
    await open('/batteries');
    expect(scripts.length).toBeGreaterThan(1);
    const web = process.env.WEB_DIST ?? path.join(import.meta.dirname, '../packages/web/dist');
    const mapped = scripts.filter((url) => existsSync(path.join(web, `${new URL(url).pathname}.map`)));
    expect(mapped.length).toBeGreaterThan(1);
    for (const url of scripts) {
      const script = await fetch(url);
      expect(script.status, url).toBe(200);
      expect(await script.text(), url).not.toContain('sourceMappingURL');
      expect((await fetch(`${url}.map`)).status, url).toBe(404);
    }
  });

  it('a demo admin signs in and reaches the admin page, also after a reload', async () => {
    await open('/batteries/login');
    await signIn(ADMIN);
    await page.waitForURL(/\/batteries\/admin$/);
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    expect(await storedToken()).toBeTruthy();
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.tokenTopic)).toBe('batteries');
    await snap(page, 'admin');

    await page.reload();
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    expect(pathname()).toBe('/batteries/admin');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(storedToken).toBeNull();
  });

  it('validates a form without eval, within the content security policy', async () => {
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => issues.push(JSON.stringify(issue)));
    await cdp.send('Audits.enable');
    await open('/batteries/login');
    // The form checks its input with the contract's schema before it calls the server.
    await signIn({ email: 'not-an-email', password: 'x' });
    await page.getByText(/email/i).first().waitFor();
    await signIn(ADMIN);
    await page.waitForURL(/\/batteries\/admin$/);
    expect(issues.filter((i) => i.includes('ContentSecurityPolicy'))).toEqual([]);
  });

  it('shows the server error for wrong credentials', async () => {
    await open('/batteries/login');
    await signIn({ email: ADMIN.email, password: 'wrong-password' });
    await page.getByText('Invalid email or password').waitFor();
    expect(pathname()).toBe('/batteries/login');
    expect(await storedToken()).toBeNull();
    await snap(page, 'login-error');
  });

  it('sends a logged-out visitor of an admin path to the topic home with a way to sign in', async () => {
    await open('/batteries/admin');
    await page.waitForURL(/\/batteries$/);
    await page.getByText('Please sign in to continue').waitFor();
    await snap(page, 'signin-notice');
    for (const path of [
      '/batteries/duracell/edit',
      '/batteries/brands/new',
      '/batteries/duracell/aa-4-pack/edit',
    ]) {
      await open(path);
      await page.waitForURL(/\/batteries$/);
    }
  });

  it('sends a logged-out visitor of a guarded route to login, then back where they were going', async () => {
    await open('/batteries/brand-items/bulk-create');
    await page.waitForURL(/\/batteries\/login$/);
    await signIn(ADMIN);
    await page.waitForURL(/\/batteries\/brand-items\/bulk-create$/);
  });

  it('keeps a signed-in non-admin out of admin routes but lets them edit items', async () => {
    await open('/batteries/login');
    await signIn(SHOPPER);
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    await open('/batteries/admin');
    await page.waitForURL(/\/batteries$/);
    await open('/batteries/brands/new');
    await page.waitForURL(/\/batteries$/);
    await open('/batteries/duracell/aa-4-pack/edit');
    expect(pathname()).toBe('/batteries/duracell/aa-4-pack/edit');
  });

  it('a token of one topic does not sign in on another, and stays for its own topic', async () => {
    await open('/batteries/login');
    await signIn(ADMIN);
    await page.waitForURL(/\/batteries\/admin$/);
    await open('/beautyluxdeluxe/admin');
    await page.waitForURL(/\/beautyluxdeluxe$/);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await storedToken()).toBeTruthy();
    await open('/batteries/admin');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
  });

  it('logs out when the server refuses a stored token', async () => {
    await open('/batteries');
    await page.evaluate(
      ([tk, tt]) => {
        localStorage.setItem(tk!, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged');
        localStorage.setItem(tt!, 'batteries');
      },
      [STORAGE_KEYS.token, STORAGE_KEYS.tokenTopic],
    );
    await open('/batteries/admin');
    await page.waitForURL(/\/batteries$/);
    await expect.poll(storedToken).toBeNull();
  });

  it('shows a not-found page, with a 404, for an unknown topic', async () => {
    const res = await open('/no-such-site/brands');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: /couldn.t find the site/i }).waitFor();
    await page
      .getByRole('link', { name: /Battery Finder/ })
      .first()
      .waitFor();
    await snap(page, 'unknown-topic');
  });
});
