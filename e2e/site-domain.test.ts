import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningProduct, snap, startProduct } from './harness';

const DOMAIN = 'shop-domain.example';
const ADMIN = { email: 'admin@test.test', password: 'demo-admin-password' };

describe('site settings on the site’s own domain', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct(),
      launchBrowser([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]),
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
    const put = await fetch(`${product.url}/api/site-config`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ ...body, domain: DOMAIN }),
    });
    expect(put.status).toBe(200);
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
});
