import { type AnalyticsDaily, utcDay } from '@app/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningProduct, snap, startProduct } from './harness';

const ADMIN = { email: 'admin@batteries.test', password: 'demo-admin-password' };
/**
 * Headless Chromium says "HeadlessChrome" and is rightly not counted as a visitor, so the
 * visitor here browses with an everyday desktop browser's agent.
 */
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('analytics: storefront visits seen by the admin', () => {
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct({ env: { ANALYTICS_FLUSH_MS: '100' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await product?.stop();
  });

  const context = async (opts: { width?: number; userAgent?: string } = {}) => {
    const c = opts.userAgent
      ? await browser.newContext({
          viewport: { width: opts.width ?? 1280, height: 860 },
          userAgent: opts.userAgent,
        })
      : await newContext(browser, opts.width);
    contexts.push(c);
    return c;
  };
  const signIn = async (p: Page) => {
    await p.goto(`${product.url}/batteries/login`);
    await p.getByLabel('Email').fill(ADMIN.email);
    await p.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await p.getByRole('button', { name: 'Sign in', exact: true }).click();
    await p.waitForURL((u) => !u.pathname.endsWith('/login'));
  };
  const today = utcDay();

  it('counts a visitor’s page views, client-side navigation included, and not a headless browser’s', async () => {
    const visitor = await (await context({ userAgent: DESKTOP_UA })).newPage();
    await visitor.goto(`${product.url}/batteries`);
    await visitor.getByTestId('app-ready').waitFor();
    // Client-side navigations through the header, no page loads.
    await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
    await visitor.waitForURL(/\/batteries\/brands$/);
    await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tips' }).click();
    await visitor.waitForURL(/\/batteries\/tips$/);

    const bot = await (await context()).newPage();
    await bot.goto(`${product.url}/batteries/podcasts`);
    await bot.getByTestId('app-ready').waitFor();

    const admin = await (await context()).newPage();
    await signIn(admin);
    const token = await admin.evaluate(() => localStorage.getItem('token'));
    const totals = async () => {
      const res = await fetch(`${product.url}/api/analytics/daily?websiteTopic=batteries`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: AnalyticsDaily }).data.totals;
    };
    await expect.poll(totals, { timeout: 10_000 }).toEqual({ pageviews: 3, visitors: 1, outboundClicks: 0 });
  });

  it('the admin sees today’s visits and their own visit in the day’s list', async () => {
    const page = await (await context()).newPage();
    await signIn(page);
    await page.goto(`${product.url}/batteries/admin/analytics`);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await expect.poll(() => page.getByTestId('stat-Page views').textContent(), { timeout: 10_000 }).toBe('3');
    expect(await page.getByTestId('stat-Visitors').textContent()).toBe('1');
    // The loopback address has no place.
    await page.getByRole('table', { name: 'Visits by country and region' }).getByText('Unknown').waitFor();
    await page.getByRole('list', { name: 'Top pages' }).getByText('/batteries/tips').waitFor();

    await page.locator(`[data-day="${today}"]`).click();
    const visitors = page.getByTestId('day-visitor');
    await expect.poll(() => visitors.count()).toBe(1);
    const row = (await visitors.first().textContent()) ?? '';
    expect(row).toContain('/batteries');
    expect(row).toContain('Unknown');
    expect(row).toContain('Desktop · Chrome');
    expect(row).toContain('3 pages');
    expect(new URL(page.url()).searchParams.get('day')).toBe(today);

    // A place filter narrows everything, and clears again.
    await page.getByLabel('Country', { exact: true }).click();
    await page.getByRole('option', { name: 'Unknown' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('unknown');
    await expect.poll(() => page.getByTestId('stat-Page views').textContent()).toBe('3');
    await expect
      .poll(() => page.getByRole('list', { name: 'Top pages' }).getByRole('listitem').count())
      .toBe(3);
    await snap(page, 'analytics-desktop');

    const phone = await (await context({ width: 390 })).newPage();
    await signIn(phone);
    await phone.goto(`${product.url}/batteries/admin/analytics?day=${today}`);
    await expect.poll(() => phone.getByTestId('day-visitor').count()).toBe(1);
    await snap(phone, 'analytics-phone');
  });

  it('shows the spec’s error when the server refuses', async () => {
    const page = await (await context()).newPage();
    await signIn(page);
    await page.route('**/api/analytics/daily*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${product.url}/batteries/admin/analytics`);
    await page.getByRole('alert').filter({ hasText: 'HTTP 503' }).waitFor();
  });

  it('counts a click on "View on marketplace" as an outbound click', async () => {
    const items = (await (
      await fetch(`${product.url}/api/brand-items?websiteTopic=batteries&isCategory=false&pageSize=1`)
    ).json()) as { data: { items: Array<{ brandSlug: string; itemSlug: string }> } };
    const item = items.data.items[0]!;
    const visitorContext = await context({ userAgent: DESKTOP_UA });
    // The marketplace is out of reach here; answer its page locally so the click goes through.
    await visitorContext.route(/amazon\.com/, (route) => route.fulfill({ body: 'marketplace' }));
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${product.url}/batteries/${item.brandSlug}/${item.itemSlug}`);
    const popup = visitor.waitForEvent('popup');
    await visitor.getByRole('link', { name: /View on marketplace/ }).click();
    await (await popup).close();

    const admin = await (await context()).newPage();
    await signIn(admin);
    const token = await admin.evaluate(() => localStorage.getItem('token'));
    const outbound = async () => {
      const res = await fetch(`${product.url}/api/analytics/daily?websiteTopic=batteries`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: AnalyticsDaily }).data.totals.outboundClicks;
    };
    await expect.poll(outbound, { timeout: 10_000 }).toBe(1);
  });
});
