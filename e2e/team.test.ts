import type { BrandItem } from '@app/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN,
  launchBrowser,
  newContext,
  type RunningProduct,
  signIn,
  snap,
  startProduct,
} from './harness';

const SHOPPER = { email: 'shopper@batteries.test', password: 'demo-user-password' };
const EDITOR = { email: 'editor@batteries.test', ownPassword: 'editors-own-password-1' };
const ITEM = '/batteries/duracell/duracell-coppertop-aa-batteries-24-pack';

describe('team: an admin adds an editor, who edits the catalogue and nothing else', () => {
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: Page;
  let generated = '';

  const pageAt = async (width = 1280) => {
    const context = await newContext(browser, width);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    admin = await pageAt();
    await signIn(admin, product.url, DEMO_ADMIN, { stay: true });
    await admin.waitForURL((u) => u.pathname.endsWith('/admin'));
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  it('an admin opens Team from the admin home and adds an editor, whose password is shown once', async () => {
    await admin.getByRole('link', { name: /^Team/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await admin.getByTestId(`member-${DEMO_ADMIN.email}`).getByText('You').waitFor();

    await admin.getByRole('button', { name: 'Add person' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a person' });
    await dialog.getByLabel('Email').fill(EDITOR.email);
    // Editor is the role offered first; its meaning is spelt out under the choice.
    await dialog.getByText('Brands, categories, items, tips, podcasts and pictures').waitFor();
    await dialog.getByRole('button', { name: 'Add person' }).click();

    const shown = admin.getByRole('dialog', { name: 'Person added' });
    generated = await shown.getByLabel('Password', { exact: true }).inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9]{16}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = admin.getByTestId(`member-${EDITOR.email}`);
    await row.getByText('Chooses a new password at sign-in').waitFor();
    expect(await row.getByRole('combobox').textContent()).toContain('Editor');
  });

  it('removing someone asks first, and the last admin cannot be demoted', async () => {
    await admin.getByRole('button', { name: 'Add person' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a person' });
    await dialog.getByLabel('Email').fill('temp@batteries.test');
    await dialog.getByLabel('First password (optional)').fill('a-temporary-password');
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await admin.getByRole('dialog', { name: 'Person added' }).getByRole('button', { name: 'Done' }).click();

    await admin.getByRole('button', { name: 'More for temp@batteries.test' }).click();
    await admin.getByRole('menuitem', { name: 'Remove from the site' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove this person?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await admin.getByText('temp@batteries.test was removed').waitFor();
    await admin.getByTestId('member-temp@batteries.test').waitFor({ state: 'detached' });

    const own = admin.getByTestId(`member-${DEMO_ADMIN.email}`).getByRole('combobox');
    await own.click();
    await admin.getByRole('option', { name: 'Editor' }).click();
    await admin.getByText('A site needs at least one active admin').waitFor();
    expect(await own.textContent()).toContain('Admin');
    await admin.getByRole('listbox').waitFor({ state: 'detached' });
    await admin.waitForTimeout(500); // the menu's fade-out and the notice's fade-in, for the picture
    await snap(admin, 'team-desktop');
  });

  it('shows the Team screen whole on a phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await admin.context().storageState(),
    });
    contexts.push(context);
    const phone = await context.newPage();
    await phone.goto(`${product.url}/batteries/admin/team`);
    await phone.getByTestId(`member-${EDITOR.email}`).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(phone, 'team-phone');
    await phone.getByRole('button', { name: 'Add person' }).click();
    await phone.getByRole('dialog', { name: 'Add a person' }).waitFor();
    await phone.waitForTimeout(400); // the dialog's fade-in, so the picture shows it whole
    await snap(phone, 'team-phone-add');
  });

  it('the editor chooses a new password first, edits and saves an item, and cannot open banking', async () => {
    const editor = await pageAt();
    await signIn(editor, product.url, { email: EDITOR.email, password: generated }, { stay: true });
    await editor.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await snap(editor, 'team-choose-password');
    await editor.getByLabel('Password you signed in with').fill(generated);
    await editor.getByLabel('New password', { exact: true }).fill(EDITOR.ownPassword);
    await editor.getByLabel('New password again').fill(EDITOR.ownPassword);
    await editor.getByRole('button', { name: 'Save new password' }).click();

    // The admin home, with the catalogue's tools and none of the admin's own.
    await editor.waitForURL((u) => u.pathname.endsWith('/admin'));
    await editor
      .getByRole('link', { name: /^Brands/ })
      .first()
      .waitFor();
    for (const tool of ['Banking', 'Analytics', 'Team', 'Site settings', 'Marketplace crawl']) {
      expect(await editor.getByRole('link', { name: new RegExp(`^${tool}`) }).count(), tool).toBe(0);
    }

    await editor.goto(`${product.url}${ITEM}/edit`);
    const name = editor.getByRole('textbox', { name: /^Name/ });
    await name.fill('Duracell Coppertop AA, edited by the editor');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.getByText('Brand item saved.').waitFor();
    const res = await fetch(
      `${product.url}/api/brand-items${ITEM.replace('/batteries', '')}?websiteTopic=batteries`,
    );
    expect(((await res.json()) as { data: BrandItem }).data.name).toBe(
      'Duracell Coppertop AA, edited by the editor',
    );

    await editor.goto(`${product.url}/batteries/admin/banking`);
    await editor.getByText("Only the site's admins can open that page.").waitFor();
    expect(new URL(editor.url()).pathname).toBe('/batteries');
    expect(await editor.getByRole('heading', { level: 1, name: 'Banking' }).count()).toBe(0);
  });

  it('a plain user sees the item edit page read-only: a note, no Save button, no picture library or upload', async () => {
    const shopper = await pageAt(390);
    await signIn(shopper, product.url, SHOPPER, { stay: true });
    await shopper.waitForURL((u) => !u.pathname.endsWith('/login'));
    await shopper.goto(`${product.url}${ITEM}/edit`);
    await shopper.getByText("only the site's editors and admins can save changes").waitFor();
    await expect.poll(() => shopper.getByRole('textbox', { name: /^Name/ }).isDisabled()).toBe(true);
    expect(await shopper.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    // The pictures are shown, but nothing offers to change them: no library, no upload.
    await shopper.getByRole('textbox', { name: 'Image addresses' }).waitFor();
    for (const name of [/library/i, /upload/i]) {
      expect(await shopper.getByRole('button', { name }).count(), String(name)).toBe(0);
    }
    await snap(shopper, 'team-item-read-only-phone');
    await shopper.setViewportSize({ width: 1280, height: 900 });
    await snap(shopper, 'team-item-read-only');
  });
});
