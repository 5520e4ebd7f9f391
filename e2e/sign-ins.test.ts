import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, newContext, signIn, snap, useProduct } from './harness';

/**
 * A person signed in on two browsers sees both on "Your sign-ins", ends the other one from the
 * first, and the other browser is sent to sign in at its next call and its next visit.
 */
describe('sign-ins: ending another browser’s sign-in', () => {
  const running = useProduct();
  const contexts: BrowserContext[] = [];
  let laptop: Page;
  let phone: Page;

  const pageAt = async (width: number) => {
    const context = await newContext(running.browser, width);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    laptop = await pageAt(1280);
    phone = await pageAt(390);
    await signIn(laptop, running.product.url, DEMO_ADMIN);
    await signIn(phone, running.product.url, DEMO_ADMIN);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('lists both browsers from the header’s account button, this one marked', async () => {
    await phone.goto(`${running.product.url}/batteries/account`);
    await phone.getByRole('heading', { level: 1, name: 'Your sign-ins' }).waitFor();
    await snap(phone, 'sign-ins-phone');

    await laptop.getByRole('link', { name: 'Your sign-ins' }).click();
    await laptop.getByRole('heading', { level: 1, name: 'Your sign-ins' }).waitFor();
    const rows = laptop.getByTestId('account-session');
    await expect.poll(() => rows.count()).toBe(2);
    const current = rows.filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    // The current row offers no sign-out of its own; the other row does.
    expect(await current.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    expect(
      await rows.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out' }).count(),
    ).toBe(1);
    expect(await rows.first().textContent()).toMatch(/Chrome on Linux|Unknown browser/);
    expect(await rows.first().textContent()).toContain('127.0.0.1');
    await snap(laptop, 'sign-ins-two-browsers');
  });

  it('ends the other browser’s sign-in: it is asked to sign in again, and its next visit goes to sign-in', async () => {
    await laptop
      .getByTestId('account-session')
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect.poll(() => laptop.getByTestId('account-session').count()).toBe(1);
    await laptop.getByText('This device').waitFor();
    await snap(laptop, 'sign-ins-after-ending');

    // The phone's page is still open: its next call finds the sign-in ended.
    await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
    await phone
      .getByRole('dialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await phone.getByRole('dialog', { name: 'Sign in again' }).waitFor();
    await snap(phone, 'sign-ins-phone-asked-to-sign-in');

    // Its next visit: the sign-in page, not the account.
    await phone.goto(`${running.product.url}/batteries/account`);
    await phone.waitForURL((u) => u.pathname.endsWith('/login'));
    await phone.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    // The laptop is still signed in.
    await laptop.reload();
    await laptop.getByRole('heading', { level: 1, name: 'Your sign-ins' }).waitFor();
    await expect.poll(() => laptop.getByTestId('account-session').count()).toBe(1);
  });

  it('an admin signs a team member out everywhere from the Team screen', async () => {
    const shopper = { email: 'shopper@batteries.test', password: 'demo-user-password' };
    await signIn(phone, running.product.url, shopper);
    await phone.goto(`${running.product.url}/batteries/account`);
    await phone.getByRole('heading', { level: 1, name: 'Your sign-ins' }).waitFor();

    await laptop.goto(`${running.product.url}/batteries/admin/team`);
    await laptop.getByRole('button', { name: `More for ${shopper.email}` }).click();
    await laptop.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    const confirm = laptop.getByRole('dialog', { name: 'Sign this person out everywhere?' });
    await laptop.getByRole('menu').waitFor({ state: 'detached' });
    // The picture once the menu has faded out and the dialog in.
    await laptop.waitForFunction(() => document.getAnimations().length === 0);
    await snap(laptop, 'sign-ins-team-confirm');
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await laptop.getByText(`${shopper.email} was signed out everywhere`).waitFor();

    await phone.reload();
    await phone.waitForURL((u) => u.pathname.endsWith('/login'));
  });

  it('signing out in the header ends the sign-in on the server, so a copy of its token is worthless', async () => {
    const token = await laptop.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const validate = () =>
      fetch(`${running.product.url}/auth/validate`, { headers: { authorization: `Bearer ${token}` } });
    expect((await validate()).status).toBe(200);
    await laptop.getByRole('button', { name: 'Sign out', exact: true }).click();
    await laptop.waitForURL((u) => u.pathname === '/batteries' || u.pathname === '/batteries/');
    await expect.poll(async () => (await validate()).status).toBe(401);
  });
});
