import type { SearchResults } from '@app/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningProduct, snap, startProduct } from './harness';

const TEST_ADMIN = { email: 'admin@test.test', password: 'demo-admin-password' };

/** The admin of the `test` site keeps its search synonyms in the browser; the storefront's search follows. */
describe('admin: search synonyms', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const search = async (q: string): Promise<SearchResults> => {
    const res = await fetch(
      `${product.url}/api/search?q=${encodeURIComponent(q)}&websiteTopic=test&_=${Date.now()}`,
    );
    return ((await res.json()) as { data: SearchResults }).data;
  };

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    await page.goto(`${product.url}/test/login`);
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('adds, changes and deletes a group from the dashboard, and search reads it at once', async () => {
    await page.goto(`${product.url}/test/admin`);
    await page.getByRole('link', { name: /Search synonyms/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Search synonyms' }).waitFor();
    const list = page.getByRole('list', { name: 'Synonym groups' });
    await expect.poll(() => list.textContent()).toContain('gizmo');

    expect((await search('thingamajig')).brandItems).toEqual([]);
    await page.getByLabel('Terms of the new group').fill('thingamajig, widget');
    await page.getByRole('button', { name: 'Add group' }).click();
    await expect.poll(() => list.textContent()).toContain('thingamajig');
    await expect
      .poll(async () => (await search('thingamajig')).brandItems.map((i) => i.name))
      .toContain('Acme Standard Widget');
    await snap(page, 'search-synonyms-1280');

    // A group of one term is refused with the server's words.
    await page.getByLabel('Terms of the new group').fill('lonely');
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByText('Give at least two terms').waitFor();

    await page.getByRole('button', { name: 'Edit the group of “thingamajig”' }).click();
    await page.getByLabel('Terms', { exact: true }).fill('thingamajig, stapler');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await search('thingamajig')).brandItems.map((i) => i.name))
      .toEqual(['Initech Red Stapler']);

    await page.getByRole('button', { name: 'Delete the group of “thingamajig”' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => list.textContent()).not.toContain('thingamajig');
    expect((await search('thingamajig')).brandItems).toEqual([]);

    if (process.env.SCREENSHOTS) {
      const phone = await newContext(browser, 390);
      const token = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        tokenTopic: localStorage.getItem('tokenTopic'),
      }));
      await phone.addInitScript((state) => {
        for (const [k, v] of Object.entries(state)) if (v !== null) localStorage.setItem(k, v);
      }, token);
      const p = await phone.newPage();
      await p.goto(`${product.url}/test/admin/search-synonyms`);
      await p.getByRole('list', { name: 'Synonym groups' }).getByText('gizmo').waitFor();
      await snap(p, 'search-synonyms-390');
      await phone.close();
    }
  }, 120_000);
});
