import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snap } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const webDist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');
const webSsrEntry = process.env.WEB_SSR_ENTRY ?? path.join(webDist, '../dist-server/entry-server.js');
const TOPIC = 'batteries';
const BRAND = 'duracell';
const MAX_AGE_HOURS = 24;

type Row = {
  id: number;
  brandSlug: string;
  itemSlug: string;
  name: string;
  priceMinor: number | null;
  marketplaceUrl: string | null;
};
/**
 * The server's test app, loaded by path: the browser tests are type-checked with the DOM's types,
 * which the server's own code does not compile against, so only what this file uses is typed here.
 */
type InProcessServer = {
  app: {
    listen(opts: { host: string; port: number }): Promise<string>;
    invalidateTopic(topic: string): Promise<void>;
  };
  database: { db: { execute(query: SQL): Promise<{ rows: unknown[] }> } };
  close(): Promise<void>;
};
const loadTestApp = async () =>
  (await import(path.join(root, 'packages/server/src/test/test-app.ts'))) as {
    buildTestApp(config: object, options: { demoCatalogue: boolean }): Promise<InProcessServer>;
  };

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const hoursAgo = (h: number) => sql`now() - make_interval(secs => ${h * 3600})`;

/**
 * Prices on the storefront, end to end: the server (in this process, so the test can age prices
 * in its database) renders the pages from the web build, and Chromium hydrates them.
 */
describe('storefront prices: shown while fresh, hidden once stale, with their history', () => {
  let t: InProcessServer;
  let url: string;
  let browser: Browser;
  let items: Row[];
  const pagePath = (i: Row) => `/${TOPIC}/${i.brandSlug}/${i.itemSlug}`;
  const exec = (query: SQL) => t.database.db.execute(query);

  /** Changes an item as a refresh would leave it, and retires the cached replies and pages. */
  async function setItem(id: number, set: SQL) {
    await exec(sql`update brand_items set ${set} where id = ${id}`);
    await t.app.invalidateTopic(TOPIC);
  }

  async function open(path: string, width = 1280): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(url + path);
    await page.getByTestId('app-ready').waitFor();
    return { page, problems };
  }

  beforeAll(async () => {
    const { buildTestApp } = await loadTestApp();
    t = await buildTestApp({ webDist, webSsrEntry, rateLimitMax: 100_000 }, { demoCatalogue: true });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
    items = (
      await exec(sql`select id, brand_slug as "brandSlug", item_slug as "itemSlug", name,
        price_minor as "priceMinor", marketplace_url as "marketplaceUrl"
        from brand_items where website_topic = ${TOPIC} and brand_slug = ${BRAND} order by ordering`)
    ).rows as Row[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    await exec(
      sql`update site_config set price_max_age_hours = ${MAX_AGE_HOURS} where website_topic = ${TOPIC}`,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('a price confirmed longer ago than the site allows is not shown; the marketplace link is', async () => {
    const item = items[0]!;
    await setItem(item.id, sql`price_checked_at = ${hoursAgo(MAX_AGE_HOURS + 2)}`);
    const html = await (await fetch(url + pagePath(item))).text();
    const text = visibleText(html);
    expect(text).toContain('Check the current price at the marketplace.');
    expect(text).not.toContain(usd(item.priceMinor!));
    const { page, problems } = await open(pagePath(item));
    expect(await page.getByTestId('item-price').count()).toBe(0);
    await page.getByText('Check the current price at the marketplace.').waitFor();
    expect(await page.getByRole('link', { name: /View on marketplace/ }).getAttribute('href')).toBe(
      item.marketplaceUrl,
    );
    expect(problems).toEqual([]);
    await snap(page, 'price-stale-item');
    await page.context().close();
  });

  it('a fresh price shows with the time it was confirmed, and its history as a chart', async () => {
    const item = items[1]!;
    // An older, higher price a month ago, then the current one: two points of history.
    await exec(sql`insert into item_prices (website_topic, item_id, price_minor, currency, checked_at)
      values (${TOPIC}, ${item.id}, ${item.priceMinor! + 500}, 'USD', ${hoursAgo(24 * 30)})`);
    await setItem(item.id, sql`price_checked_at = ${hoursAgo(1)}`);
    for (const width of [390, 1280]) {
      const { page, problems } = await open(pagePath(item), width);
      expect(await page.getByTestId('item-price').textContent()).toBe(usd(item.priceMinor!));
      expect(await page.getByTestId('price-as-of').textContent()).toMatch(
        /^Price as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/,
      );
      const chart = page.getByTestId('price-history');
      await chart.getByRole('heading', { name: 'Price history' }).waitFor();
      expect(await chart.locator('svg path').count()).toBe(2);
      expect(await chart.locator('figcaption').textContent()).toContain(
        `highest ${usd(item.priceMinor! + 500)}`,
      );
      const box = await chart.locator('svg').boundingBox();
      expect(box!.width).toBeGreaterThan(200);
      expect(problems).toEqual([]);
      await snap(page, `price-fresh-item-${width}`);
      await page.context().close();
    }
    // Without JavaScript the page says the same (the chart is part of the served markup).
    const text = visibleText(await (await fetch(url + pagePath(item))).text());
    expect(text).toContain(usd(item.priceMinor!));
    expect(text).toContain('Price as of');
    expect(text).toContain('Price history');
  });

  it('a recent drop earns the item a badge in lists; an old drop or a stale price does not', async () => {
    const [, , dropped, oldDrop] = items;
    // The trigger keeps the price before; the other drop is made to look ten days old.
    await setItem(dropped!.id, sql`price_minor = price_minor - 100, price_checked_at = ${hoursAgo(2)}`);
    await setItem(oldDrop!.id, sql`price_minor = price_minor - 100, price_checked_at = ${hoursAgo(2)}`);
    await setItem(oldDrop!.id, sql`price_changed_at = ${hoursAgo(24 * 10)}`);
    const [row] = (
      await exec(sql`select previous_price_minor as "previousPriceMinor" from brand_items
      where id = ${dropped!.id}`)
    ).rows as Array<{ previousPriceMinor: number }>;
    expect(row!.previousPriceMinor).toBe(dropped!.priceMinor);

    for (const width of [390, 1280]) {
      const { page, problems } = await open(`/${TOPIC}/${BRAND}`, width);
      const card = (name: string) => page.getByTestId('item-card').filter({ hasText: name });
      expect(await card(dropped!.name).getByTestId('price-drop-badge').count()).toBe(1);
      expect(await card(oldDrop!.name).getByTestId('price-drop-badge').count()).toBe(0);
      // The stale item of the first test shows no price on its card either.
      expect(await card(items[0]!.name).textContent()).not.toContain(usd(items[0]!.priceMinor!));
      expect(await page.getByTestId('price-drop-badge').count()).toBe(1);
      expect(problems).toEqual([]);
      await snap(page, `price-drop-list-${width}`);
      await page.context().close();
    }
  });

  it('a page kept in the cache while its price was fresh stops showing it once it is stale', async () => {
    const item = items[4]!;
    // Fresh for two more seconds when rendered and kept.
    await setItem(item.id, sql`price_checked_at = ${hoursAgo(MAX_AGE_HOURS - 2 / 3600)}`);
    const first = await fetch(url + pagePath(item));
    expect(visibleText(await first.text())).toContain(usd(item.priceMinor!));
    await new Promise((r) => setTimeout(r, 2_500));
    const { page, problems } = await open(pagePath(item));
    // The cached markup still had it; the running page judges it by the browser's clock.
    await page.getByText('Check the current price at the marketplace.').waitFor();
    expect(await page.getByTestId('item-price').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
    // The next render after any write of the site (a refresh's, for one) hides it on the server too.
    await t.app.invalidateTopic(TOPIC);
    expect(visibleText(await (await fetch(url + pagePath(item))).text())).not.toContain(
      usd(item.priceMinor!),
    );
  });

  it('an item entered by hand (never confirmed) shows its price as today’s, with no date', async () => {
    const item = items[5]!;
    await setItem(item.id, sql`price_checked_at = null`);
    const { page, problems } = await open(pagePath(item));
    expect(await page.getByTestId('item-price').textContent()).toBe(usd(item.priceMinor!));
    expect(await page.getByTestId('price-as-of').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
