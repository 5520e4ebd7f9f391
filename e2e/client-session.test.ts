import { CRAWL_ERRORS, ROUTES, STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS } from '@app/contract';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiToken, newContext, signIn, useProduct } from './harness';
import { followRequests } from './harness-page';

/*
 * What the web client does on its own, with no one clicking: the session check at start-up, the
 * periodic token refresh, and the texts it shows when a reply never comes or cannot be read.
 */
describe('web client: session start-up, token refresh and crawl fallbacks', () => {
  const running = useProduct();
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    token = await apiToken(running.product.url);
  });
  beforeEach(async () => {
    context = await newContext(running.browser);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const storeSession = () =>
    context.addInitScript(
      ([keys, t]) => {
        localStorage.setItem(keys.token, t);
        localStorage.setItem(keys.tokenTopic, 'batteries');
      },
      [STORAGE_KEYS, token] as const,
    );
  const isValidate = (url: string) => new URL(url).pathname === ROUTES.auth.validate;

  it('renders nothing but the spinner until the start-up session check has ended', async () => {
    await storeSession();
    const requests = followRequests(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let checking = false;
    await page.route(
      (url) => isValidate(url.href),
      async (route: Route) => {
        checking = true;
        await held;
        await route.continue();
      },
    );
    await page.goto(`${running.product.url}/batteries/admin`);
    await expect.poll(() => checking).toBe(true);
    await page.getByRole('progressbar', { name: 'Loading' }).waitFor();
    // The page has done all it can while the check is held.
    await requests.settled({ except: (r) => isValidate(r.url()) });
    expect(await page.getByTestId('app-ready').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('heading').count()).toBe(0);

    release();
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    await page.getByTestId('app-ready').waitFor();
  });

  it('refreshes the token every TOKEN_REFRESH_INTERVAL_MS while signed in, not sooner', async () => {
    await page.clock.install();
    const requests = followRequests(page);
    const checks: (string | null)[] = [];
    page.on('request', (request) => {
      if (isValidate(request.url())) checks.push(request.headers().authorization ?? null);
    });
    // The refresh starts when the sign-in reply arrives: note the page's time then.
    const signedIn = page.waitForResponse((r) => new URL(r.url()).pathname === ROUTES.auth.login);
    await signIn(page, running.product.url);
    await signedIn;
    // Tokens carry their issue time in whole seconds: one signed in the same second is the same token.
    const signedInSecond = Math.floor(Date.now() / 1000);
    const startedAt = await page.evaluate(() => Date.now());
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1_000));
    const elapsed = (await page.evaluate(() => Date.now())) - startedAt;
    expect(checks).toEqual([]);

    await page.clock.runFor(TOKEN_REFRESH_INTERVAL_MS - elapsed - 2_000);
    await requests.settled();
    expect(checks).toEqual([]);

    const storedToken = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
    const signInToken = await storedToken();
    await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(signedInSecond);
    const refreshed = page.waitForResponse((r) => isValidate(r.url()));
    await page.clock.runFor(10_000);
    await expect.poll(() => checks.length).toBe(1);
    expect(checks[0]).toBe(`Bearer ${signInToken}`);
    // The fresh token the check brought replaces the old one.
    const fresh = ((await (await refreshed).json()) as { data: { token: string } }).data.token;
    expect(fresh).not.toBe(signInToken);
    await expect.poll(storedToken).toBe(fresh);

    await page.clock.runFor(TOKEN_REFRESH_INTERVAL_MS);
    await expect.poll(() => checks.length).toBe(2);
    // The refresh keeps the person signed in on the page they were on.
    expect(new URL(page.url()).pathname).toBe('/batteries/admin');
  });

  it("shows 'Invalid response' when a crawl's start reply is not the envelope, 'Network error' when a term's call never arrives", async () => {
    await storeSession();
    await page.route(
      (url) => url.pathname === ROUTES.crawl.crawlAll,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"started":true}' }),
    );
    await page.route(
      (url) => url.pathname === ROUTES.crawl.crawlTerm,
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto(`${running.product.url}/batteries/admin/crawl`);
    await page.getByRole('heading', { name: 'Marketplace crawl' }).waitFor();

    await page.getByRole('button', { name: 'Crawl all brands' }).click();
    await page.getByRole('button', { name: 'Start crawl' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: CRAWL_ERRORS.invalidResponse }).count())
      .toBe(1);

    await page.getByLabel('Search term', { exact: true }).fill('lithium');
    await page.getByRole('button', { name: 'Crawl term', exact: true }).click();
    const termAlert = page.getByRole('alert').filter({ hasText: new RegExp(`^${CRAWL_ERRORS.network}$`) });
    await expect.poll(() => termAlert.count()).toBe(1);
  });
});
