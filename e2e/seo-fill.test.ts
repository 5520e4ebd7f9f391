import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, signedInPage, snap, useProduct } from './harness';

describe('search-engine text fill screen', () => {
  const running = useProduct();
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(running.browser, running.product.url);
  });

  it('an admin previews, fills the empty fields, sees the counts and results, and the item page shows the text', async () => {
    await page.goto(`${running.product.url}/batteries/admin`);
    await page.getByRole('link', { name: /Search-engine text/ }).click();
    await page.waitForURL((u) => u.pathname === '/batteries/admin/seo');
    await expect
      .poll(() => page.getByTestId('seo-preview-entry').count(), { timeout: 15_000 })
      .toBeGreaterThan(1);
    expect(await page.getByTestId('seo-preview-counts').textContent()).toMatch(
      /\d+ brands and categories and \d+ items/,
    );
    await snap(page, 'seo-fill-preview-1280');

    await page.getByTestId('seo-fill-empty').click();
    await expect
      .poll(() => page.getByTestId('seo-status').textContent(), { timeout: 30_000 })
      .toBe('succeeded');
    const items = await page.getByTestId('seo-items-count').textContent();
    const [done, total] = items!
      .match(/(\d+) \/ (\d+)/)!
      .slice(1)
      .map(Number);
    expect(done).toBe(total);
    expect(total).toBeGreaterThan(50);
    expect(
      await page.getByRole('list', { name: 'Per-record results' }).getByRole('listitem').count(),
    ).toBeGreaterThan(10);
    // Both buttons are free again, and nothing is left to fill.
    await expect.poll(() => page.getByTestId('seo-fill-empty').isEnabled()).toBe(true);
    await expect
      .poll(() => page.getByTestId('seo-preview-counts').textContent())
      .toContain('0 brands and categories and 0 items');
    await snap(page, 'seo-fill-done-1280');

    const phone = await newContext(running.browser, 390);
    await phone.addInitScript(
      (state) => {
        for (const [k, v] of Object.entries(state)) if (v) localStorage.setItem(k, v);
      },
      await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        tokenTopic: localStorage.getItem('tokenTopic'),
      })),
    );
    const p = await phone.newPage();
    await p.goto(`${running.product.url}/batteries/admin/seo`);
    await p.getByTestId('seo-progress').waitFor({ timeout: 15_000 });
    await snap(p, 'seo-fill-390');
    await phone.close();

    // The storefront's page head now carries the generated description.
    const html = await (
      await fetch(`${running.product.url}/batteries/duracell/duracell-optimum-aa-batteries-12-pack`)
    ).text();
    expect(html).toMatch(/<meta name="description" content="[^"]*Duracell Optimum AA Batteries, 12 Pack/);
  });
});
