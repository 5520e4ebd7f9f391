import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../packages/server/src/test/postgres-database';
import { launchBrowser, newContext, type RunningProduct, signIn, snap, startProduct } from './harness';

/*
 * The rest of the browser suite runs on the embedded database. This walks the main path once more
 * with the product on PostgreSQL (as many-process deployments run it): a visitor's way to an item,
 * and an admin's edit that the storefront then shows.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const title = adminUrl
  ? 'the product on PostgreSQL: storefront and admin'
  : 'the product on PostgreSQL: skipped, TEST_DATABASE_URL is not set';

describe.skipIf(!adminUrl)(title, () => {
  let product: RunningProduct;
  let browser: Browser;
  let dropDatabase = async () => {};
  let databaseUrl = '';

  beforeAll(async () => {
    const created = await createPostgresTestDatabase(adminUrl);
    dropDatabase = created.dropDatabase;
    databaseUrl = created.url;
    [product, browser] = await Promise.all([
      startProduct({
        env: { DATABASE_URL: created.url, JWT_SECRET: 'postgres-smoke-secret-long-enough-for-hs256-0123' },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await dropDatabase();
  });

  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  let itemPath = '';

  it('a visitor goes from the home page to a brand and one of its items', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto(`${product.url}/batteries`);
      await page.getByTestId('app-ready').waitFor();
      await expect.poll(() => h1(page).textContent()).toBe('Battery Finder');
      await page
        .getByRole('list', { name: 'Featured brands' })
        .getByRole('link', { name: /^Duracell/ })
        .click();
      await page.waitForURL('**/batteries/duracell');
      await expect.poll(() => h1(page).textContent()).toBe('Duracell');

      const firstItem = page.getByTestId('item-card').first();
      const itemName = (await firstItem.getByRole('heading').textContent()) ?? '';
      expect(itemName).not.toBe('');
      await firstItem.getByRole('link').click();
      await page.waitForURL(/\/batteries\/duracell\/[a-z0-9-]+$/);
      await expect.poll(() => h1(page).textContent()).toBe(itemName);
      expect(await page.getByTestId('item-price').textContent()).toMatch(/^\$\d[\d,]*\.\d\d$/);
      itemPath = new URL(page.url()).pathname;
      await snap(page, 'postgres-item-1280');
    } finally {
      await context.close();
    }
  });

  it("an admin renames the item, and the storefront's item and brand pages show the new name", async () => {
    expect(itemPath).not.toBe('');
    const newName = 'Duracell Optimum AA, PostgreSQL edition';
    const admin = await newContext(browser);
    try {
      const page = await admin.newPage();
      await signIn(page, product.url);
      await page.goto(`${product.url}${itemPath}/edit`);
      await page.getByTestId('app-ready').waitFor();
      const name = page.getByRole('textbox', { name: /^Name/ });
      await expect.poll(() => name.inputValue()).not.toBe('');
      await name.fill(newName);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Item saved.').waitFor();
    } finally {
      await admin.close();
    }
    // The change is stored in the PostgreSQL database the product was given.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query('select website_topic from brand_items where name = $1', [newName]);
      expect(rows).toEqual([{ website_topic: 'batteries' }]);
    } finally {
      await db.end();
    }

    const visitor = await newContext(browser, 390);
    try {
      const page = await visitor.newPage();
      await page.goto(`${product.url}${itemPath}`);
      await page.getByTestId('app-ready').waitFor();
      await expect.poll(() => h1(page).textContent()).toBe(newName);
      await snap(page, 'postgres-item-390');
      await page.goto(`${product.url}/batteries/duracell`);
      await page.getByTestId('app-ready').waitFor();
      await page.getByTestId('item-card').getByRole('heading', { name: newName }).waitFor();
    } finally {
      await visitor.close();
    }
  });
});
