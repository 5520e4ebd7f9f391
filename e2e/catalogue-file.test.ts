import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, signedInPage, snap, useProduct } from './harness';

describe('catalogue file: export, edit a price, update from the file', () => {
  const running = useProduct();
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(running.browser, running.product.url);
  });

  it('an admin exports, changes one price, sees it in the preview, confirms, and the storefront shows it', async () => {
    // The screen sits beside bulk create on the items list.
    await page.goto(`${running.product.url}/batteries/admin/brand-items`);
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 860 });
      await page.getByRole('link', { name: 'Export / update from file' }).waitFor();
      await snap(page, 'catalogue-file-entry-phone');
      await page.setViewportSize({ width: 1280, height: 860 });
    }
    await page.getByRole('link', { name: 'Export / update from file' }).click();
    await page.getByRole('heading', { level: 1, name: 'Update the catalogue from a file' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export items as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^batteries-items-.*\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    await page.getByText(/^Exported \d+ items as CSV\.$/).waitFor();

    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    const [header, ...body] = rows as [string[], ...string[][]];
    const at = (name: string) => header.indexOf(name);
    const target = body.find(
      (r) => r[at('isCategory')] === 'false' && r[at('currency')] === 'USD' && r[at('price')] !== '',
    )!;
    expect(target).toBeDefined();
    const upload = (name: string, text: string) =>
      page.locator('input[type=file]').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(text, 'utf8'),
      });
    const counts = page.getByTestId('file-counts');

    // A file with a wrong price and an unknown item: each row's problem is named, nothing can be sent.
    const bad = rows.map((r) => [...r]);
    const badTarget = bad[rows.indexOf(target)]!;
    badTarget[at('price')] = '12.345';
    bad.push([...badTarget]);
    bad.at(-1)![at('itemSlug')] = 'no-such-item';
    bad.at(-1)![at('externalId')] = '';
    bad.at(-1)![at('price')] = '1.00';
    await upload('catalogue-bad.csv', Papa.unparse(bad, { newline: '\r\n' }));
    await counts.getByText('2 with problems').waitFor();
    await page.getByText('USD takes at most 2 decimal places').first().waitFor();
    await page
      .getByText(/No item of this site has this key/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^Update/ }).isDisabled()).toBe(true);
    await snap(page, 'catalogue-file-errors-desktop');
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 860 });
      await snap(page, 'catalogue-file-errors-phone');
      await page.setViewportSize({ width: 1280, height: 860 });
    }

    const oldPrice = target[at('price')]!;
    const newPrice = oldPrice === '12.34' ? '12.35' : '12.34';
    target[at('price')] = newPrice;
    const edited = Papa.unparse(rows, { newline: '\r\n' });

    await upload('catalogue-edited.csv', edited);
    await counts.getByText('1 to update').waitFor();
    expect(await counts.textContent()).toContain(`${body.length - 1} unchanged`);
    expect(await counts.textContent()).toContain('0 with problems');
    // The preview shows only the changed row, with its price before and after.
    const changed = page.getByTestId(`bulk-row-${rows.indexOf(target) + 1}`);
    await changed.waitFor();
    expect(await changed.textContent()).toContain(`price: ${oldPrice} → ${newPrice}`);
    expect(await page.locator('tbody tr').count()).toBe(1);
    await snap(page, 'catalogue-file-desktop');
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 860 });
      await snap(page, 'catalogue-file-phone');
      await page.setViewportSize({ width: 1280, height: 860 });
    }

    await page.getByRole('button', { name: 'Update 1 item' }).click();
    await page.getByText('1 item updated').waitFor();

    const itemPath = `/batteries/${target[at('brandSlug')]}/${target[at('itemSlug')]}`;
    await page.goto(`${running.product.url}${itemPath}`);
    await page.getByTestId('app-ready').waitFor();
    await expect.poll(() => page.getByTestId('item-price').first().textContent()).toBe(`$${newPrice}`);
  });

  it('names a row with extra or missing cells, and refuses a header that names a column twice', async () => {
    const token = await apiToken(running.product.url);
    const exported = await fetch(`${running.product.url}/api/brand-items/export?format=csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = Papa.parse<string[]>(
      ((await exported.json()) as { data: { content: string } }).data.content,
      {
        skipEmptyLines: true,
      },
    ).data;
    const width = rows[0]!.length;
    rows[2] = [...rows[2]!, 'a note past the last column'];
    rows[4] = rows[4]!.slice(0, width - 3);
    await page.goto(`${running.product.url}/batteries/admin/brand-items`);
    await page.getByRole('link', { name: 'Export / update from file' }).click();
    await page.getByRole('heading', { level: 1, name: 'Update the catalogue from a file' }).waitFor();
    const upload = (name: string, text: string) =>
      page
        .locator('input[type=file]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

    await upload('catalogue-cells.csv', Papa.unparse(rows, { newline: '\r\n' }));
    await page.getByTestId('file-counts').getByText('2 with problems').waitFor();
    const summary = page.getByRole('alert').filter({ hasText: 'need a fix' });
    await summary
      .getByText(`Row 3: This row has ${width + 1} cells but the header names ${width} columns`)
      .waitFor();
    await summary
      .getByText(`Row 5: This row has ${width - 3} cells but the header names ${width} columns`)
      .waitFor();
    expect(await page.getByRole('button', { name: /^Update/ }).isDisabled()).toBe(true);
    await snap(page, 'catalogue-file-cells-desktop');

    const twice = rows.map((r) => r.slice(0, width));
    twice[0]![twice[0]!.indexOf('seoKeywords')] = 'price';
    await upload('catalogue-twice.csv', Papa.unparse(twice, { newline: '\r\n' }));
    await page.getByText('The header names price more than once; keep one column of each name').waitFor();
    await snap(page, 'catalogue-file-header-twice-desktop');
  });
});
