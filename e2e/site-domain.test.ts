import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningProduct, signedInPage, snap, startProduct } from './harness';

const DOMAIN = 'shop-domain.example';
/** An address visitors already use for every site by path. */
const SHARED = 'all-sites.example';
const ADMIN = { email: 'admin@test.test', password: 'demo-admin-password' };

describe('site settings on the site’s own domain', () => {
  let product: RunningProduct;
  let browser: Browser;
  /** Sets the test site's domain through the API, as the site's admin. */
  let setDomain: (domain: string | null) => Promise<number>;

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct(),
      launchBrowser([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1, MAP ${SHARED} 127.0.0.1`]),
    ]);
    const login = await fetch(`${product.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, websiteTopic: 'test' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const config = (await (await fetch(`${product.url}/api/site-config?websiteTopic=test`)).json()) as {
      data: Record<string, unknown>;
    };
    const { websiteTopic: _t, updatedAt: _u, priceMaxAgeHours: _p, ...body } = config.data;
    setDomain = async (domain) =>
      (
        await fetch(`${product.url}/api/site-config`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
          body: JSON.stringify({ ...body, domain }),
        })
      ).status;
    expect(await setDomain(DOMAIN)).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('clearing the domain while on it warns first, then continues at the prefixed address', async () => {
    const page = await (await newContext(browser)).newPage();
    const origin = `http://${DOMAIN}:${product.port}`;
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${origin}/admin`);
    await page.goto(`${origin}/admin/site-settings`);
    const domain = page.getByLabel('Domain');
    await expect.poll(() => domain.inputValue()).toBe(DOMAIN);

    await domain.fill('');
    const warning = page.getByTestId('domain-move-warning');
    await expect.poll(() => warning.textContent()).toContain(`${origin}/test/admin/site-settings`);
    await snap(page, 'site-settings-domain-warning');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.waitForURL(`${origin}/test/admin/site-settings`);
    await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Domain').inputValue()).toBe('');
    expect(await page.getByText(/couldn.t find the site/i).count()).toBe(0);
  });

  it('a domain that has served every site by path is claimed only with a proof: the screen shows the steps and the refusal', async () => {
    // A visitor reads every site there by path.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`http://${SHARED}:${product.port}/batteries`);
    await visitor.close();

    const page = await signedInPage(browser, product.url, ADMIN, { topic: 'test' });
    await page.goto(`${product.url}/test/admin/site-settings`);
    const domain = page.getByLabel('Domain');
    await domain.waitFor();
    await domain.fill(SHARED);
    const panel = page.getByTestId('domain-proof');
    await panel.getByText(`_catalogue-verify.${SHARED}`).waitFor();
    await panel.getByText(/^catalogue-verify=[\w-]{32}$/).waitFor();
    await panel.getByText(`http://${SHARED}/.well-known/catalogue-verify.txt`).waitFor();

    await page.getByRole('button', { name: 'Save settings' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'has already served every site' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(SHARED);
    await panel.getByRole('button', { name: `Check ${SHARED}` }).click();
    await panel.getByRole('status').filter({ hasText: 'Prove that it is yours' }).waitFor();
    await snap(page, 'site-settings-domain-proof');
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 860 });
      await snap(page, 'site-settings-domain-proof-phone');
    }
    // Nothing was claimed: the address still shows every site by path.
    const config = await (await fetch(`${product.url}/api/site-config?websiteTopic=test`)).json();
    expect(config.data.domain).not.toBe(SHARED);
  });
});
