import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningProduct, startProduct } from './harness';

const json = async <T>(res: Response) =>
  (await res.json()) as { success: boolean; data: T; error: string | null };

async function adminToken(url: string, topic = 'batteries') {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `admin@${topic}.test`,
      password: 'demo-admin-password',
      websiteTopic: topic,
    }),
  });
  return (await json<{ token: string }>(res)).data.token;
}

const putConfig = (url: string, token: string, body: object) =>
  fetch(`${url}/api/site-config`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ primaryColor: '#1a2b5f', secondaryColor: '#b0103a', ...body }),
  });

describe('the product as npm start runs it', () => {
  const running: RunningProduct[] = [];
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    for (const p of running) await p.stop();
  });

  it('keeps data and sessions across a restart, and shuts down cleanly on SIGTERM', async () => {
    const first = await startProduct({ fresh: true });
    const token = await adminToken(first.url);
    expect((await putConfig(first.url, token, { title: 'Renamed before restart' })).status).toBe(200);
    expect(await first.stop({ keepData: true })).toBe(0);

    const second = await startProduct({ dataDir: first.dataDir });
    running.push(second);
    const config = await json<{ title: string }>(
      await fetch(`${second.url}/api/site-config?websiteTopic=batteries`),
    );
    expect(config.data.title).toBe('Renamed before restart');
    // The signing secret lives in DATA_DIR, so a token from before the restart still works.
    const validate = await fetch(`${second.url}/auth/validate`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(validate.status).toBe(200);
    // The demo data is not seeded twice.
    expect((await json<unknown[]>(await fetch(`${second.url}/api/site-config/all`))).data).toHaveLength(3);
  });

  it('caches hashed assets for a year and never caches the HTML shell', async () => {
    const product = running[0]!;
    const page = await fetch(`${product.url}/batteries`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(product.url + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${product.url}/`)).status).toBe(200);
  });

  it('serves a topic on its custom domain with no topic prefix in links', async () => {
    const product = running[0]!;
    const token = await adminToken(product.url, 'beautyluxdeluxe');
    expect(
      (await putConfig(product.url, token, { title: 'Beauty Lux Deluxe', domain: 'beauty.example' })).status,
    ).toBe(200);
    browser = await launchBrowser(['--host-resolver-rules=MAP beauty.example 127.0.0.1']);
    const page = await browser.newPage();
    const origin = `http://beauty.example:${product.port}`;
    await page.goto(`${origin}/`);
    await page.getByTestId('app-ready').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Beauty Lux Deluxe');
    const hrefs = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toContain('/brands');
    expect(hrefs.every((h) => !h.startsWith('/beautyluxdeluxe'))).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL(`${origin}/brands`);
  });
});
