import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, signedInPage, snap, useProduct } from './harness';

const ORIGINAL = 'Heritage Lantern Cell';
const EDITED = 'Heritage Lantern Cell Max';
const GONE_ITEM = 'Returning Button Cell';
const GONE_TIP = 'Storing cells over winter';
const BRAND = 'Lantern Works';
const GONE_BRAND = 'Fading Cells Co';
const GONE_BRAND_ITEM = 'Fading Cells AA';

describe('history: an edit is recorded with its diff and the earlier version restored', () => {
  const running = useProduct();
  let page: Page;
  let item: { id: number; brandSlug: string; itemSlug: string };
  let goneItem: { id: number; brandSlug: string; itemSlug: string };
  let goneTip: { id: number; slug: string };
  let goneBrand: { id: number; slug: string };

  /** The API as the admin: the item the test edits is made here, so its first version is in the log. */
  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${running.product.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()).data;
  };

  beforeAll(async () => {
    const token = await apiToken(running.product.url);
    const brands = await api('GET', '/api/brands?websiteTopic=batteries&isCategory=false&pageSize=1', token);
    item = await api('POST', '/api/brand-items?websiteTopic=batteries', token, {
      brandId: brands.items[0].id,
      name: ORIGINAL,
      description: 'A lantern cell that lasts the whole camping trip.',
      priceMinor: 1299,
      currency: 'USD',
    });
    goneItem = await api('POST', '/api/brand-items?websiteTopic=batteries', token, {
      brandId: brands.items[0].id,
      name: GONE_ITEM,
      description: 'A button cell that is deleted and brought back.',
      priceMinor: 499,
      currency: 'USD',
    });
    goneTip = await api('POST', '/api/tips?websiteTopic=batteries', token, {
      title: GONE_TIP,
      bodyHtml: `<p>${'Keep them cool and half charged. '.repeat(40)}</p>`,
    });
    // A brand whose address changed after it was made: its first version has the old address.
    const brand = await api('POST', '/api/brands?websiteTopic=batteries', token, {
      name: BRAND,
      slug: 'lantern-works',
    });
    await api('PUT', `/api/brands/${brand.id}?websiteTopic=batteries`, token, {
      slug: 'lantern-works-renamed',
    });
    // A brand deleted with its item.
    goneBrand = await api('POST', '/api/brands?websiteTopic=batteries', token, { name: GONE_BRAND });
    await api('POST', '/api/brand-items?websiteTopic=batteries', token, {
      brandId: goneBrand.id,
      name: GONE_BRAND_ITEM,
      priceMinor: 899,
      currency: 'USD',
    });
    await api('DELETE', `/api/brands/${goneBrand.id}?websiteTopic=batteries`, token);

    page = await signedInPage(running.browser, running.product.url);
  });

  it('an admin edits an item, sees the diff in History, restores the first version, and the storefront shows it', async () => {
    await page.goto(`${running.product.url}/batteries/${item.brandSlug}/${item.itemSlug}/edit`);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill(EDITED);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Brand item saved.').waitFor();
    // The form's own History section shows the edit at once.
    const own = page.getByRole('list', { name: 'Changes of this record' });
    await own.getByRole('listitem', { name: `Edited ${EDITED}` }).waitFor();
    if (process.env.SCREENSHOTS) {
      await own.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'e2e/screenshots/history-item-form-desktop.png' });
      await page.setViewportSize({ width: 390, height: 860 });
      await own.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'e2e/screenshots/history-item-form-phone.png' });
      await page.setViewportSize({ width: 1280, height: 860 });
    }

    // The site's History screen, reached from the admin home, filtered to items.
    await page.goto(`${running.product.url}/batteries/admin`);
    await page.getByRole('link', { name: /History/ }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await page.getByLabel('Kind of record').click();
    await page.getByRole('option', { name: 'Item' }).click();
    // The menu fades out before the screenshot.
    await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
    const edit = page.getByRole('listitem', { name: `Edited ${EDITED}` });
    await edit.waitFor();
    await expect.poll(() => edit.getByLabel(`was ${ORIGINAL}`).count()).toBe(1);
    expect(await edit.getByLabel(`now ${EDITED}`).count()).toBe(1);
    await snap(page, 'history-desktop');
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 860 });
      await snap(page, 'history-phone');
      await page.setViewportSize({ width: 1280, height: 860 });
    }

    const created = page.getByRole('listitem', { name: `Created ${ORIGINAL}` });
    await created.getByRole('button', { name: 'Restore this version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('listitem', { name: `Restored ${ORIGINAL}` }).waitFor();

    await page.goto(`${running.product.url}/batteries/${item.brandSlug}/${item.itemSlug}`);
    await page.getByTestId('app-ready').waitFor();
    await page.getByRole('heading', { level: 1, name: ORIGINAL, exact: true }).waitFor();
  });

  /** Deletes a record from its admin list, as an admin would. */
  const deleteFrom = async (listPath: string, name: string) => {
    await page.goto(`${running.product.url}/batteries${listPath}`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    // The dialog no longer says "cannot be undone": it says where it can be undone.
    await dialog.getByText('An admin can restore it from the History screen', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });
  };

  /** Restores a deleted record from the History screen, through its confirmation. */
  const restoreDeleted = async (name: string, dialogTitle: string, shot?: string) => {
    await page.goto(`${running.product.url}/batteries/admin/history`);
    const deleted = page.getByRole('listitem', { name: `Deleted ${name}` });
    await deleted.getByRole('button', { name: 'Restore', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dialogTitle });
    await dialog.waitFor();
    if (shot && process.env.SCREENSHOTS) {
      // The viewport, not the whole page: the dialog and its backdrop are fixed to it.
      const shoot = async (name: string) => {
        // Until the dialog's and its backdrop's fade-in are over.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity),
        );
        await page.screenshot({ path: `e2e/screenshots/${shot}-${name}.png` });
      };
      await shoot('desktop');
      await page.setViewportSize({ width: 390, height: 860 });
      await shoot('phone');
      await page.setViewportSize({ width: 1280, height: 860 });
    }
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('listitem', { name: `Restored ${name}` }).waitFor();
  };

  it('an admin deletes an item and a tip, restores both from the History screen, and the storefront shows them again', async () => {
    await deleteFrom(`/admin/brand-items?brand=${goneItem.brandSlug}`, GONE_ITEM);
    await deleteFrom('/admin/tips', GONE_TIP);
    const itemPage = `${running.product.url}/batteries/${goneItem.brandSlug}/${goneItem.itemSlug}`;
    expect((await fetch(itemPage)).status).toBe(404);

    await restoreDeleted(GONE_ITEM, 'Restore this deleted item?', 'history-restore-deleted');
    await restoreDeleted(GONE_TIP, 'Restore this deleted tip?');

    await page.goto(itemPage);
    await page.getByTestId('app-ready').waitFor();
    await page.getByRole('heading', { level: 1, name: GONE_ITEM, exact: true }).waitFor();
    await page.goto(`${running.product.url}/batteries/tips/${goneTip.slug}`);
    await page.getByTestId('app-ready').waitFor();
    await page.getByRole('heading', { level: 1, name: GONE_TIP, exact: true }).waitFor();
    await page.getByText('Keep them cool and half charged.', { exact: false }).first().waitFor();
  });

  it('a deleted brand comes back without its items, which come back from their own entries', async () => {
    await page.goto(`${running.product.url}/batteries/admin/history`);
    const entry = page.getByRole('listitem', { name: `Deleted ${GONE_BRAND}` });
    await entry.getByText('do not come back with it', { exact: false }).waitFor();
    await restoreDeleted(GONE_BRAND, 'Restore this deleted brand or category?');
    await restoreDeleted(GONE_BRAND_ITEM, 'Restore this deleted item?');
    await page.goto(`${running.product.url}/batteries/${goneBrand.slug}`);
    await page.getByTestId('app-ready').waitFor();
    await page.getByRole('heading', { level: 1, name: GONE_BRAND }).waitFor();
    await page.getByText(GONE_BRAND_ITEM).first().waitFor();
  });

  it("restoring a brand's version with its old address moves its edit page there, which works", async () => {
    await page.goto(`${running.product.url}/batteries/lantern-works-renamed/edit`);
    const own = page.getByRole('list', { name: 'Changes of this record' });
    await own
      .getByRole('listitem', { name: `Created ${BRAND}` })
      .getByRole('button', { name: 'Restore this version' })
      .click();
    await page
      .getByRole('dialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.waitForURL((u) => u.pathname === '/batteries/lantern-works/edit');
    await page.getByRole('heading', { level: 1, name: BRAND }).waitFor();
    await own.getByRole('listitem', { name: `Restored ${BRAND}` }).waitFor();
    expect(await page.getByText('Failed to fetch brand').count()).toBe(0);
    await expect.poll(() => page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('lantern-works');
  });
});
