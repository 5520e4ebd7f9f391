import { createHmac } from 'node:crypto';
import { STORAGE_KEYS } from '@app/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningProduct, startProduct } from './harness';
import { followRequests } from './harness-page';

const ADMIN = { email: 'admin@batteries.test', password: 'demo-admin-password' };
const BEAUTY_ADMIN = { email: 'admin@beautyluxdeluxe.test', password: 'demo-admin-password' };
// Known to the test, so it can sign a token the server will find expired.
const JWT_SECRET = 'sessions-e2e-secret-0123456789abcdefghijklmnop';
const PHONE = 390;
const SHOTS = '/tmp/h4';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The same claims as `token`, signed with the server's key but expired a minute ago. */
function expiredCopyOf(token: string): string {
  const [, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 60 }));
  const signature = createHmac('sha256', JWT_SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/**
 * Sessions as a site owner lives them: a token that expires under an open form, a visit to
 * another site, signing out from a guarded page, and a tab left open across a new version.
 */
describe('sessions: expiry, other sites, sign-out and new versions', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct({
        // These tests sign in a good twenty times within a minute from one address.
        env: { JWT_SECRET, LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_PER_ACCOUNT: '1000' },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const open = async (path: string, p: Page = page) => {
    await p.goto(product.url + path);
    await p.getByTestId('app-ready').waitFor();
  };
  const pathname = (p: Page = page) => new URL(p.url()).pathname;
  const signIn = async (who: { email: string; password: string }, topic: string, p: Page = page) => {
    await open(`/${topic}/login`, p);
    await p.getByLabel('Email').fill(who.email);
    await p.getByLabel('Password', { exact: true }).fill(who.password);
    await p.getByRole('button', { name: 'Sign in', exact: true }).click();
    await p.waitForURL((u) => !u.pathname.endsWith('/login'));
  };
  const apiGet = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${product.url}${path}`);
    return ((await res.json()) as { data: T }).data;
  };
  /**
   * From now on the server sees the session this page holds as expired: every call carrying its
   * token carries an expired copy instead. A token from a later sign-in passes untouched.
   */
  const expireSession = async (p: Page) => {
    const token = await p.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.token);
    if (!token) throw new Error('not signed in');
    const expired = expiredCopyOf(token);
    await p.route('**/api/**', (route) => {
      const headers = route.request().headers();
      if (headers.authorization !== `Bearer ${token}`) return route.continue();
      return route.continue({ headers: { ...headers, authorization: `Bearer ${expired}` } });
    });
  };

  it('an expired session on save keeps the form, asks to sign in in place, then saves', async () => {
    await signIn(ADMIN, 'batteries');
    await open('/batteries/duracell/edit');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.waitFor();
    const text = `Written while the session ran out, ${Date.now()}.`;
    await description.fill(text);
    await expireSession(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.waitFor();
    // The form is still there behind the dialog, with what was typed; no notice of a redirect.
    expect(pathname()).toBe('/batteries/duracell/edit');
    const behind = page.getByRole('textbox', { name: 'Description', exact: true, includeHidden: true });
    expect(await behind.inputValue()).toBe(text);
    expect(await page.getByText('Please sign in to continue').count()).toBe(0);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(ADMIN.email);
    await page.screenshot({ path: `${SHOTS}/sign-in-dialog-desktop.png` });
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.screenshot({ path: `${SHOTS}/sign-in-dialog-phone.png` });
    await page.setViewportSize({ width: 1280, height: 860 });

    // A wrong password keeps the dialog open with the server's reason.
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByText('Invalid email or password').waitFor();

    await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The save that hit the expired session is sent again with the new one.
    await page.getByText('Brand saved.').waitFor();
    expect(pathname()).toBe('/batteries/duracell/edit');
    expect(await description.inputValue()).toBe(text);
    const brand = await apiGet<{ description: string }>('/api/brands/slug/duracell?websiteTopic=batteries');
    expect(brand.description).toBe(text);
  });

  it('the bulk-create preview survives an expired session too, and "Not now" keeps the rows', async () => {
    await signIn(ADMIN, 'batteries');
    await open('/batteries/brand-items/bulk-create');
    const input = page.getByRole('textbox', { name: 'CSV or JSON rows' });
    await input.waitFor();
    const rows = [
      'name,brandSlug,price,externalId',
      'Session Cell One,duracell,3.99,SESS001',
      'Session Cell Two,duracell,4.99,SESS002',
    ].join('\n');
    await input.fill(rows);
    const submit = page.getByRole('button', { name: /^Create .*brand items?$/ });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await expireSession(page);

    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.waitFor();
    // Declining keeps the page and what was pasted; the save failed and says why.
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathname()).toBe('/batteries/brand-items/bulk-create');
    expect(await input.inputValue()).toBe(rows);
    await page.getByText('Authentication required').first().waitFor();

    // Pressing the button again asks again; after signing in the rows are created.
    await submit.click();
    await dialog.waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('2 items created').waitFor();
  });

  it("visiting another site keeps each site's session for the way back", async () => {
    await signIn(ADMIN, 'batteries');
    await open('/beautyluxdeluxe');
    // The spec's rule stands: a batteries admin is not signed in on the beauty site.
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    // An admin of both sites signs in on the second one too.
    await signIn(BEAUTY_ADMIN, 'beautyluxdeluxe');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();

    await open('/batteries/admin');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    expect(pathname()).toBe('/batteries/admin');
    await open('/beautyluxdeluxe/admin');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    expect(pathname()).toBe('/beautyluxdeluxe/admin');

    // Signing out of one site leaves the other's session alone.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/beautyluxdeluxe$/);
    await open('/batteries/admin');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
  });

  it('signing out from a guarded page goes home without asking to sign in', async () => {
    const requests = followRequests(page);
    await signIn(ADMIN, 'batteries');
    for (const path of ['/batteries/admin', '/batteries/admin/banking', '/batteries/duracell/edit']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        await open(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.waitForURL(/\/batteries$/);
        await page
          .getByRole('link', { name: /sign in/i })
          .first()
          .waitFor();
        // A late guard has had every chance to show its notice.
        await requests.settled();
        expect(await page.getByText('Please sign in to continue').count(), `${path} #${attempt}`).toBe(0);
        await signIn(ADMIN, 'batteries');
      }
    }
  });

  it('a screen whose code is gone offers the new version, and reloading gets it', async () => {
    await signIn(ADMIN, 'batteries');
    await open('/batteries/admin');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    // The tab was opened before a deploy: the banking screen's old chunk no longer exists.
    await page.route('**/assets/banking-screen-*.js', (route) => route.abort());
    await page
      .getByRole('link', { name: /^Banking/ })
      .first()
      .click();
    const offer = page.getByRole('alert').filter({ hasText: 'A new version of the site is available' });
    await offer.waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/reload-offer-desktop.png` });
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.screenshot({ path: `${SHOTS}/reload-offer-phone.png` });
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.unroute('**/assets/banking-screen-*.js');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Banking', level: 1 }).waitFor();
    expect(pathname()).toBe('/batteries/admin/banking');
  });

  it('a chat whose code is gone offers the new version instead of doing nothing', async () => {
    await open('/batteries');
    const button = page.getByRole('button', { name: 'Chat with us' });
    await button.waitFor();
    await page.route('**/assets/chat-panel-*.js', (route) => route.abort());
    await button.click();
    const offer = page.getByRole('alert').filter({ hasText: 'A new version of the site is available' });
    await offer.waitFor();
    // The page itself stays as it was.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/chat-reload-offer-desktop.png` });
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.screenshot({ path: `${SHOTS}/chat-reload-offer-phone.png` });
    await page.setViewportSize({ width: 1280, height: 860 });

    // "Later" puts it away; the page goes on without the chat until the next load.
    await offer.getByRole('button', { name: 'Later' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.unroute('**/assets/chat-panel-*.js');
    await page.reload();
    await page.getByTestId('app-ready').waitFor();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('textbox').last().waitFor();
  });
});
