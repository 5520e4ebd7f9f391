import { type Brand, type BrandList, ERRORS, type SeoPreview } from '@app/contract';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningProduct, snap, startProduct } from './harness';

const ADMIN = { email: 'admin@batteries.test', password: 'demo-admin-password' };
const TEST_ADMIN = { email: 'admin@test.test', password: 'demo-admin-password' };
const SHOTS = '/tmp/h5';

/**
 * What a person trips over in the layout and the feedback of the storefront and the admin:
 * a header that cuts the site's name, a chat button over the footer, a title broken mid-word,
 * work that starts without saying what it will change, messages that say the wrong thing.
 */
describe('feedback and layout', () => {
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const contextOf = async (width: number, opts: { locale?: string } = {}) => {
    const c = await browser.newContext({ viewport: { width, height: 860 }, locale: opts.locale ?? 'en-US' });
    contexts.push(c);
    return c;
  };
  const signedIn = async (
    who: { email: string; password: string },
    topic: string,
    width = 1280,
    locale?: string,
  ) => {
    const p = await (await contextOf(width, { locale })).newPage();
    // No window.prompt, confirm or alert anywhere: a native dialog fails the test that meets it.
    p.on('dialog', (d) => {
      native.push(d.message());
      void d.dismiss();
    });
    await p.goto(`${product.url}/${topic}/login`);
    await p.getByLabel('Email').fill(who.email);
    await p.getByLabel('Password', { exact: true }).fill(who.password);
    await p.getByRole('button', { name: 'Sign in', exact: true }).click();
    await p.waitForURL((u) => !u.pathname.endsWith('/login'));
    return p;
  };
  const native: string[] = [];
  const api = async <T>(path: string, token?: string): Promise<T> => {
    const res = await fetch(`${product.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await res.json()) as { success: boolean; data: T; error: string | null };
    if (!res.ok || !body.success) throw new Error(`${path}: ${res.status} ${body.error}`);
    return body.data;
  };
  const allBrands = async (topic: string) =>
    (await api<BrandList>(`/api/brands?pageSize=100&websiteTopic=${topic}`)).items as Brand[];

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct({ env: { MARKETPLACE_SIM: 'true' } }),
      launchBrowser(['--lang=en-US']),
    ]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await product?.stop();
  });

  it('the signed-in header shows the whole site name and search placeholder, 900 to 1536 px', async () => {
    const cases = [
      { who: ADMIN, topic: 'batteries', title: 'Battery Finder', width: 1280 },
      {
        who: { ...ADMIN, email: 'admin@beautyluxdeluxe.test' },
        topic: 'beautyluxdeluxe',
        title: 'Beauty Lux Deluxe',
        width: 900,
      },
      {
        who: { ...ADMIN, email: 'admin@beautyluxdeluxe.test' },
        topic: 'beautyluxdeluxe',
        title: 'Beauty Lux Deluxe',
        width: 1200,
      },
      { who: ADMIN, topic: 'batteries', title: 'Battery Finder', width: 1536 },
    ];
    for (const { who, topic, title, width } of cases) {
      const page = await signedIn(who, topic, width);
      await page.goto(`${product.url}/${topic}`);
      await page.getByTestId('app-ready').waitFor();
      await page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
      const fits = await page.evaluate(() => {
        const mark = document.querySelector('header a[aria-label$=", home"] span') as HTMLElement;
        // Beside the bar's links from 1200 px, in its own row under the bar below that.
        const input = Array.from(
          document.querySelectorAll<HTMLInputElement>('#header-search, #header-search-compact'),
        ).find((i) => i.offsetParent !== null) as HTMLInputElement;
        const style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const placeholder = ctx.measureText(input.placeholder).width;
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return {
          title: mark.textContent,
          titleCut: mark.scrollWidth > mark.clientWidth + 1,
          placeholderCut: placeholder > room + 1,
          pageWiderThanWindow: document.documentElement.scrollWidth > window.innerWidth,
        };
      });
      await page.screenshot({
        path: `${SHOTS}/header-${width}-signed-in-${topic}.png`,
        clip: { x: 0, y: 0, width, height: 140 },
      });
      expect(fits, `${topic} at ${width} px`).toEqual({
        title,
        titleCut: false,
        placeholderCut: false,
        pageWiderThanWindow: false,
      });
    }
  });

  it('the chat button leaves the footer’s last line free, at desktop and phone widths', async () => {
    for (const width of [1280, 390]) {
      const page = await (await contextOf(width)).newPage();
      await page.goto(`${product.url}/batteries/brands`);
      await page.getByTestId('app-ready').waitFor();
      const button = page.getByRole('button', { name: 'Chat with us' });
      await button.waitFor();
      // Scrolled to the very end, once the page has grown to its full height.
      await page.waitForFunction(() => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, end);
        return window.scrollY >= end - 1;
      });
      const overlaps = await page.evaluate(() => {
        const b = document.querySelector('button[aria-label="Chat with us"]')!.getBoundingClientRect();
        const hit = (r: DOMRect) =>
          r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
        const texts = Array.from(document.querySelectorAll('footer a, footer p, [data-testid="brand-card"]'));
        return texts.filter((e) => hit(e.getBoundingClientRect())).map((e) => e.textContent?.slice(0, 40));
      });
      await page.screenshot({ path: `${SHOTS}/chat-over-footer-${width}.png` });
      expect(overlaps, `width ${width}`).toEqual([]);
    }
  });

  it('category titles on a phone break between words, never inside one', async () => {
    for (const width of [390, 360]) {
      const page = await (await contextOf(width)).newPage();
      await page.goto(`${product.url}/batteries`);
      await page.getByTestId('app-ready').waitFor();
      await page.getByRole('heading', { name: 'Rechargeable Batteries' }).first().waitFor();
      const broken = await page.evaluate(() => {
        const out: string[] = [];
        for (const h of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="brand-card"] h3'))) {
          const node = h.firstChild;
          if (!node || node.nodeType !== Node.TEXT_NODE) continue;
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
            if (lines.size > 1) out.push(m[0]);
          }
          if (h.scrollWidth > h.clientWidth + 1) out.push(`${text} (overflows)`);
        }
        return out;
      });
      const title = page.locator('[data-testid="brand-card"] h3', { hasText: 'Rechargeable Batteries' });
      expect(await title.count()).toBeGreaterThan(0);
      await title.first().evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/phone-category-cards-${width}.png` });
      expect(broken, `width ${width}`).toEqual([]);
    }
  });

  it('the search box says when the search cannot be reached, and Enter still opens the results', async () => {
    const page = await (await contextOf(1280)).newPage();
    await page.goto(`${product.url}/batteries`);
    await page.getByTestId('app-ready').waitFor();
    await page.route('**/api/search/**', (route) => route.abort('connectionrefused'));
    await page.route('**/api/search?*', (route) => route.abort('connectionrefused'));
    await page.locator('#header-search').fill('eneloop');
    const box = page.getByRole('search').first();
    await box.getByText(/Search could not be reached/).waitFor();
    expect(await box.textContent()).not.toContain('No quick matches');
    expect(await box.textContent()).toContain('Enter');
  });

  it('the category items screen names the list that failed: categories, at phone and desktop widths', async () => {
    for (const width of [390, 1280]) {
      const page = await signedIn(ADMIN, 'batteries', width);
      await page.route('**/api/brands?*isCategory=true*', (route) => route.abort('connectionrefused'));
      await page.goto(`${product.url}/batteries/admin/category-items`);
      const alert = page.getByRole('alert').filter({ hasText: ERRORS.categoriesFetch });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(ERRORS.categoriesFetch);
      expect(await page.locator('body').textContent()).not.toMatch(/categorys/i);
      await snap(page, `category-items-failed-${width}`);
    }
  });

  it('one way back to the admin home on every admin screen', async () => {
    const page = await signedIn(TEST_ADMIN, 'test');
    const screens = [
      'admin/brands',
      'admin/categories',
      'admin/brand-items',
      'admin/category-items',
      'admin/tips',
      'admin/tips/new',
      'admin/podcasts',
      'admin/podcasts/new',
      'admin/site-settings',
      'admin/crawl',
      'admin/seo',
      'admin/analytics',
      'admin/banking',
      'brands/new',
      'brand-items/new',
      'brand-items/bulk-create',
    ];
    const missing: string[] = [];
    for (const path of screens) {
      await page.goto(`${product.url}/test/${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const trail = page.getByTestId('admin-trail');
      const home = trail.getByRole('link', { name: 'Admin', exact: true });
      if ((await trail.count()) !== 1 || (await home.getAttribute('href')) !== '/test/admin')
        missing.push(path);
    }
    expect(missing).toEqual([]);
    // And it leads there.
    await page.getByTestId('admin-trail').getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
  });

  it('the tip editor asks for a link in a dialog: checks the address, offers a new tab, edits and removes', async () => {
    const page = await signedIn(TEST_ADMIN, 'test');
    native.length = 0;
    await page.goto(`${product.url}/test/admin/tips/new`);
    const editor = page.locator('.ProseMirror').first();
    const linkButton = page.getByRole('toolbar').first().getByRole('button', { name: 'Link', exact: true });
    await editor.click();
    await page.keyboard.type('Read the guide');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'the guide'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await linkButton.click();
    const dialog = page.getByRole('dialog', { name: /link/i });
    await dialog.waitFor();
    expect(native).toEqual([]);
    const address = dialog.getByLabel('Web address');
    await address.fill('not a web address');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.getByText(/Enter a full web address/).waitFor();
    await address.fill('https://example.com/guide');
    await dialog.getByLabel('Open in a new tab').check();
    await page.screenshot({ path: `${SHOTS}/link-dialog.png` });
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.waitFor({ state: 'detached' });
    const link = editor.locator('a');
    expect(await link.getAttribute('href')).toBe('https://example.com/guide');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.textContent()).toBe('the guide');

    // An existing link opens with its address and choice, can be changed and removed.
    await link.click();
    await linkButton.click();
    await dialog.waitFor();
    expect(await address.inputValue()).toBe('https://example.com/guide');
    expect(await dialog.getByLabel('Open in a new tab').isChecked()).toBe(true);
    await address.fill('https://example.com/other');
    await dialog.getByLabel('Open in a new tab').uncheck();
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await link.getAttribute('href')).toBe('https://example.com/other');
    expect(await link.getAttribute('target')).toBeNull();
    await link.click();
    await linkButton.click();
    await dialog.getByRole('button', { name: 'Remove link' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await editor.locator('a').count()).toBe(0);
    expect(await editor.textContent()).toBe('Read the guide');
    expect(native).toEqual([]);
  });

  it('crawling all brands asks first, with how many; a term that finds nothing says so', async () => {
    const page = await signedIn(TEST_ADMIN, 'test');
    const total = (await allBrands('test')).length;
    await page.goto(`${product.url}/test/admin/crawl`);
    await page.getByRole('heading', { level: 1, name: 'Marketplace crawl' }).waitFor();
    await page.getByRole('button', { name: 'Crawl all brands' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(new RegExp(`${total} brands and categories`)).waitFor();
    await page.screenshot({ path: `${SHOTS}/crawl-confirm.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('crawl-progress').count()).toBe(0);

    const term = 'qqxzzy nothing like it';
    await page.getByLabel('Search term', { exact: true }).fill(term);
    await page.getByRole('button', { name: 'Crawl term', exact: true }).click();
    await page.getByText(`Nothing found for “${term}”`).waitFor({ timeout: 30_000 });
    expect(await page.getByText('0 new, 0 refreshed').count()).toBe(0);
  });

  it('crawling empty brands when every brand has items says there is nothing to crawl', async () => {
    const brands = await allBrands('batteries');
    expect(brands.every((b) => b.itemCount > 0)).toBe(true);
    const page = await signedIn(ADMIN, 'batteries');
    await page.goto(`${product.url}/batteries/admin/crawl`);
    await page.getByRole('heading', { level: 1, name: 'Marketplace crawl' }).waitFor();
    await page.getByRole('button', { name: 'Crawl empty brands' }).click();
    await page.getByText('Nothing to crawl: every brand and category already has items.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('crawl-progress').count()).toBe(0);
    expect(await page.locator('.MuiAlert-standardSuccess').count()).toBe(0);
  });

  it('rewriting all search-engine text asks first, with how many records', async () => {
    const page = await signedIn(ADMIN, 'batteries');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const preview = await api<SeoPreview>('/api/seo/preview?mode=all&websiteTopic=batteries', token!);
    await page.goto(`${product.url}/batteries/admin/seo`);
    await page.getByRole('heading', { level: 1, name: 'Search-engine text' }).waitFor();
    await page.getByTestId('seo-fill-all').click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(`${preview.brands} brands and categories and ${preview.items} items`, { exact: false })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/seo-rewrite-confirm.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('seo-progress').count()).toBe(0);
  });

  it('banking takes an amount written with the owner’s decimal comma', async () => {
    const page = await signedIn(ADMIN, 'batteries', 1280, 'de-DE');
    await page.goto(`${product.url}/batteries/admin/banking`);
    await page.getByRole('heading', { level: 1, name: 'Banking' }).waitFor();
    const dialog = page.getByRole('dialog');
    for (const [typed, stored] of [
      ['980,50', '980.50'],
      ['1.234,56', '1234.56'],
    ] as const) {
      await page.getByRole('button', { name: 'New record' }).click();
      await dialog.getByLabel('Amount').fill(typed);
      // The dialog starts in the currency used last.
      if ((await dialog.getByLabel('Currency').inputValue()) !== 'EUR') {
        await dialog.getByLabel('Currency').fill('EUR');
        await page.getByRole('option', { name: 'EUR', exact: true }).click();
      }
      await dialog.getByRole('button', { name: 'Add record' }).click();
      await dialog.waitFor({ state: 'detached' });
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const list = await api<{ items: Array<{ amount: string }> }>(
        '/api/banking?websiteTopic=batteries&pageSize=50',
        token!,
      );
      expect(list.items.map((r) => r.amount)).toContain(stored);
    }
    // And shown the same way: 980,50 € in Germany.
    await expect
      .poll(() => page.getByTestId('banking-row').allTextContents())
      .toContainEqual(expect.stringContaining('980,50\u00a0€'));
    await expect
      .poll(() => page.getByTestId('banking-row').allTextContents())
      .toContainEqual(expect.stringContaining('1.234,56\u00a0€'));
  });

  it('analytics shows every day in one format: the inputs’, the chart’s and the table’s', async () => {
    const page = await signedIn(ADMIN, 'batteries');
    await page.goto(`${product.url}/batteries/admin/analytics`);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const cell = page.locator('[data-day] td').first();
    await cell.waitFor();
    const numeric = /^\d{2}\/\d{2}\/\d{4}$/; // en-US, as the date inputs show it: 11/23/2026
    expect(await cell.textContent()).toMatch(numeric);
    // The x axis's ticks are days; the y axis's are counts.
    await page.locator('.recharts-cartesian-axis-tick-value').first().waitFor();
    const ticks = (await page.locator('.recharts-cartesian-axis-tick-value').allTextContents()).filter(
      (t) => !/^\d+$/.test(t),
    );
    expect(ticks.length).toBeGreaterThan(0);
    for (const t of ticks) expect(t).toMatch(numeric);
    const day = await page.locator('[data-day]').first().getAttribute('data-day');
    const [y, m, d] = day!.split('-');
    expect(await cell.textContent()).toBe(`${m}/${d}/${y}`);
  });
});
