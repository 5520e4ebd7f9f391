import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, snap, useProduct } from './harness';

describe('banking: records and summary in the browser', () => {
  const running = useProduct();
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(running.browser, running.product.url);
  });

  const rows = () => page.getByTestId('banking-row');
  const summaryOf = (currency: string) => page.getByTestId(`summary-${currency}`);
  const dialog = () => page.getByRole('dialog');
  const fillRecord = async (r: {
    amount: string;
    currency?: string;
    expense?: boolean;
    category?: string;
    who?: string;
  }) => {
    const d = dialog();
    if (r.expense) await d.getByRole('button', { name: 'Expense' }).click();
    await d.getByLabel('Amount').fill(r.amount);
    if (r.currency) {
      await d.getByLabel('Currency').fill(r.currency);
      await page.getByRole('option', { name: r.currency, exact: true }).click();
    }
    if (r.category) await d.getByLabel('Category').fill(r.category);
    if (r.who) await d.getByLabel('Counterparty').fill(r.who);
  };
  const add = async (r: Parameters<typeof fillRecord>[0]) => {
    await page.getByRole('button', { name: 'New record' }).click();
    await fillRecord(r);
    await dialog().getByRole('button', { name: 'Add record' }).click();
    await dialog().waitFor({ state: 'detached' });
  };

  it('creates, edits, filters and deletes records, and the summary follows exactly', async () => {
    await page.goto(`${running.product.url}/batteries/admin/banking`);
    await page.getByRole('heading', { level: 1, name: 'Banking' }).waitFor();
    await page.getByText('No records yet').waitFor();

    // The dialog refuses what the currency cannot hold, with the contract's message.
    await page.getByRole('button', { name: 'New record' }).click();
    await fillRecord({ amount: '0.105' });
    await dialog().getByRole('button', { name: 'Add record' }).click();
    await dialog().getByText('USD takes at most 2 decimal places').waitFor();
    await snap(page, 'banking-dialog');
    await dialog().getByRole('button', { name: 'Cancel' }).click();

    await add({ amount: '0.1', category: 'Sales', who: 'Marketplace' });
    await add({ amount: '0.2', category: 'Sales', who: 'Marketplace' });
    await expect.poll(() => rows().count()).toBe(2);
    await expect.poll(() => summaryOf('USD').textContent()).toContain('Income$0.30');
    expect(await page.getByTestId('totals-USD').textContent()).toContain('+$0.30');

    await add({ amount: '1500', currency: 'JPY', expense: true, category: 'Fees', who: 'Bank' });
    await summaryOf('JPY').waitFor();
    expect(await summaryOf('JPY').textContent()).toContain('Expense¥1,500');

    // Edit the 0.10 record to 0.15: the summary becomes 0.35.
    const tenCents = rows().filter({ hasText: '+$0.10' });
    await tenCents.getByRole('button', { name: /Edit record/ }).click();
    await dialog().getByLabel('Amount').fill('0.15');
    await dialog().getByRole('button', { name: 'Save changes' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(() => summaryOf('USD').textContent()).toContain('Income$0.35');

    // Filter by currency.
    await page.getByLabel('Currency').click();
    await page.getByRole('option', { name: 'JPY' }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => summaryOf('USD').count()).toBe(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rows().count()).toBe(3);
    await snap(page, 'banking-desktop');

    // Delete, after confirming.
    await rows()
      .filter({ hasText: '¥1,500' })
      .getByRole('button', { name: /Delete record/ })
      .click();
    await dialog().getByText('This cannot be undone').waitFor();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows().count()).toBe(2);
    await expect.poll(() => summaryOf('JPY').count()).toBe(0);
    expect(await summaryOf('USD').textContent()).toContain('Balance$0.35');

    // Export: the browser saves the records as a CSV file.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(3);
    expect(csv).toContain('Marketplace');
    await page.getByText('Exported 2 records.').waitFor();

    // At phone width nothing sticks out sideways, and the summary, the rows' actions and
    // "New record" are inside the width (only the screenshot waits for SCREENSHOTS).
    await page.setViewportSize({ width: 390, height: 860 });
    await page.reload();
    await expect.poll(() => rows().count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const control of [
      page.getByRole('button', { name: 'New record' }),
      summaryOf('USD'),
      rows()
        .first()
        .getByRole('button', { name: /Edit record/ }),
      rows()
        .first()
        .getByRole('button', { name: /Delete record/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box, String(control)).not.toBeNull();
      expect(box!.x, String(control)).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, String(control)).toBeLessThanOrEqual(390);
    }
    await snap(page, 'banking-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
