import type { Brand, BrandItem, BrandList, Podcast, TipDetail } from '@app/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAdmin,
  launchBrowser,
  newContext,
  type RunningProduct,
  signIn,
  snap,
  startProduct,
} from './harness';

const TEST_ADMIN = demoAdmin('test');
const SHOPPER = { email: 'shopper@batteries.test', password: 'demo-user-password' };
const PHONE = 390;

/**
 * The admin side in Chromium, as the demo admin of the `test` site: every write goes through
 * the screens, and every check of what was stored goes through the public API or storefront.
 * The tests build on each other (the brand made first is bulk-filled later), so they run in order.
 */
describe('admin: content management in the browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${product.url}${path}${path.includes('?') ? '&' : '?'}websiteTopic=test`);
    const body = (await res.json()) as { success: boolean; data: T; error: string | null };
    if (!res.ok || !body.success) throw new Error(`${path}: ${res.status} ${body.error}`);
    return body.data;
  };
  const brandOrder = async () =>
    (await api<BrandList>('/api/brands?isCategory=false&pageSize=100')).items.map((b) => b.name);
  const itemsOf = async (brandId: number) =>
    api<{ items: BrandItem[]; total: number }>(`/api/brand-items/brand/${brandId}?pageSize=100`);

  const open = async (path: string) => {
    await page.goto(product.url + path);
    await page.getByTestId('app-ready').waitFor();
  };
  const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  /** What a sortable list tells a screen reader as a row moves. */
  const announced = (text: string) =>
    page.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });
  /** A row's handle is pressed while its row is picked up. */
  const pickedUp = (handle: Locator) => expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  /**
   * The same screen at phone width, signed in with the same token: nothing sticks out sideways and
   * the screen's key controls (those `ready` waits for and returns) are visible inside the width.
   */
  const checkPhone = async (path: string, name: string, ready: (p: Page) => Promise<Locator[]>) => {
    const phone = await newContext(browser, PHONE);
    try {
      await phone.addInitScript(
        (state) => {
          for (const [k, v] of Object.entries(state)) if (v !== null) localStorage.setItem(k, v);
        },
        await page.evaluate(() => ({
          token: localStorage.getItem('token'),
          tokenTopic: localStorage.getItem('tokenTopic'),
        })),
      );
      const p = await phone.newPage();
      await p.goto(product.url + path);
      const controls = await ready(p);
      expect(await p.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE);
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(box, `${name}: ${control}`).not.toBeNull();
        expect(box!.x, `${name}: ${control}`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${name}: ${control}`).toBeLessThanOrEqual(PHONE);
      }
      await snap(p, name);
    } finally {
      await phone.close();
    }
  };

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    context = await newContext(browser);
    page = await context.newPage();
    // Leaving a page with unsaved work asks first; these tests mean to leave.
    page.on('dialog', (d) => void d.accept());
    await signIn(page, product.url, TEST_ADMIN, { topic: 'test' });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows a dashboard with counts, recent changes and every tool', async () => {
    await open('/test/admin');
    await h1('Admin').waitFor();
    await expect.poll(() => page.getByTestId('count-brands').textContent()).toBe('3');
    expect(await page.getByTestId('count-categories').textContent()).toBe('1');
    // Recent changes read the history, which a fresh demo has none of (the seed is not a change by a person).
    await page.getByText('Nothing has changed yet.', { exact: false }).waitFor();
    for (const tool of [
      'Brands',
      'Categories',
      'Tips',
      'Podcasts',
      'Site settings',
      'Bulk create items',
      'Search-engine text',
      'Banking',
      'Analytics',
    ]) {
      await page
        .getByRole('link', { name: new RegExp(`^${tool}`) })
        .first()
        .waitFor();
    }
    // Every tool exists now: none says "Coming soon".
    expect(await page.getByText('Coming soon').count()).toBe(0);
    await snap(page, 'admin-dashboard');
    await checkPhone('/test/admin', 'admin-dashboard-phone', async (p) => {
      await p.getByTestId('count-brands').getByText('3').waitFor();
      return [
        p.getByRole('heading', { level: 1, name: 'Admin' }),
        p.getByTestId('count-brands'),
        p.getByRole('link', { name: /^Brands/ }).first(),
      ];
    });
  });

  it('creates a brand that the storefront then shows', async () => {
    await open('/test/brands/new');
    await h1('New brand').waitFor();
    // Saving an empty form names the field at fault and sends nothing.
    await page.getByRole('button', { name: 'Create brand' }).click();
    await page.getByText('Enter a name').waitFor();

    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Torch Co');
    await expect.poll(() => page.getByTestId('slug-preview').textContent()).toBe('/test/e2e-torch-co');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Torches that last.');
    await snap(page, 'admin-brand-form');
    await checkPhone('/test/brands/new', 'admin-brand-form-phone', async (p) => {
      await p.getByRole('heading', { level: 1, name: 'New brand' }).waitFor();
      return [
        p.getByRole('heading', { level: 1, name: 'New brand' }),
        p.getByRole('textbox', { name: /^Name/ }),
        p.getByRole('button', { name: 'Create brand' }),
      ];
    });
    await page.getByRole('button', { name: 'Create brand' }).click();

    await page.waitForURL(/\/test\/e2e-torch-co\/edit$/);
    await page.getByText('Brand created.').waitFor();
    const brand = await api<Brand>('/api/brands/slug/e2e-torch-co');
    expect(brand).toMatchObject({
      name: 'E2E Torch Co',
      description: 'Torches that last.',
      isCategory: false,
    });

    await open('/test/e2e-torch-co');
    await h1('E2E Torch Co').waitFor();
  });

  it('edits the brand, warns before leaving unsaved work, and shows the success notice until dismissed', async () => {
    await open('/test/e2e-torch-co/edit');
    await h1('E2E Torch Co').waitFor();
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Torches that last for years.');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Brands' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/test/e2e-torch-co/edit');

    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Torch Company');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await page.getByText('Brand saved.').waitFor();
    expect(await api<Brand>('/api/brands/slug/e2e-torch-co')).toMatchObject({
      name: 'E2E Torch Company',
      description: 'Torches that last for years.',
    });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Brand saved.').waitFor({ state: 'detached' });
  });

  it('reorders brands with the keyboard, and the storefront order follows', async () => {
    await open('/test/admin/brands');
    await h1('Brands').waitFor();
    const before = await brandOrder();
    // A new brand comes after the ones the owner ordered.
    expect(before.at(-1)).toBe('E2E Torch Company');
    const rows = page.getByRole('list', { name: 'Brands in display order' }).getByTestId('sortable-row');
    await expect.poll(() => rows.count()).toBe(before.length);

    const handle = page.getByRole('button', { name: `Drag ${before[0]}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await pickedUp(handle);
    await page.keyboard.press('ArrowDown');
    await announced(`${before[0]} moved to position 2.`);
    await page.keyboard.press('ArrowDown');
    await announced(`${before[0]} moved to position 3.`);
    await page.keyboard.press('Space');
    await page.getByText('Order saved').waitFor();

    const expected = [before[1], before[2], before[0], ...before.slice(3)];
    await expect.poll(brandOrder).toEqual(expected);
    const shown = () =>
      rows
        .getByRole('button', { name: /^Drag / })
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.slice(5)));
    await expect.poll(shown).toEqual(expected);
    await snap(page, 'admin-reorder');
    await checkPhone('/test/admin/brands', 'admin-reorder-phone', async (p) => {
      await p.getByTestId('sortable-row').first().waitFor();
      return [p.getByTestId('sortable-row').first(), p.getByRole('button', { name: /^Drag / }).first()];
    });

    // The storefront's brand list shows the new order.
    await open('/test/brands');
    await page.getByRole('link', { name: expected[0] }).first().waitFor();
  });

  it('reorders brands by dragging with the mouse', async () => {
    await open('/test/admin/brands');
    const before = await brandOrder();
    const from = await page.getByRole('button', { name: `Drag ${before[2]}` }).boundingBox();
    const to = await page.getByRole('button', { name: `Drag ${before[0]}` }).boundingBox();
    if (!from || !to) throw new Error('no handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y - 4, { steps: 10 });
    await announced(`${before[2]} moved to position 1.`);
    await page.mouse.up();
    await expect.poll(brandOrder).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
  });

  it('creates a category and an item in it', async () => {
    await open('/test/admin/categories');
    await page.getByRole('link', { name: 'Add category' }).first().click();
    await h1('New category').waitFor();
    expect(await page.getByRole('checkbox', { name: 'This is a category' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Head Torches');
    await page.getByRole('button', { name: 'Create category' }).click();
    await page.waitForURL(/\/test\/category\/e2e-head-torches\/edit$/);
    const category = await api<Brand>('/api/brands/slug/e2e-head-torches?isCategory=true');
    expect(category.isCategory).toBe(true);

    await open('/test/category-items/new?brand=e2e-head-torches');
    await h1('New category item').waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Trail Head Torch 300');
    await page.getByRole('textbox', { name: 'Price' }).fill('24.5');
    await page.getByRole('textbox', { name: 'Features' }).fill('300 lumens\nRechargeable');
    await page.getByRole('button', { name: 'Create category item' }).click();
    await page.waitForURL(/\/test\/category\/e2e-head-torches\/trail-head-torch-300\/edit$/);
    await page.getByText('Category item created.').waitFor();
    const item = await api<BrandItem>('/api/brand-items/e2e-head-torches/trail-head-torch-300');
    expect(item).toMatchObject({
      isCategory: true,
      priceMinor: 2450,
      features: ['300 lumens', 'Rechargeable'],
    });

    const categoryItems = await api<{ items: BrandItem[] }>('/api/brand-items?isCategory=true&pageSize=100');
    expect(categoryItems.items[0]?.name).toBe('Trail Head Torch 300');
  });

  it("picks a new item's brand by typing part of its name, and the edit form shows and changes it", async () => {
    await open('/test/brand-items/new');
    await h1('New brand item').waitFor();
    const picker = page.getByRole('combobox', { name: /^Brand/ });
    expect(await picker.inputValue()).toBe('');

    // The keyboard alone: type, see what matches (or that nothing does), Enter takes the first.
    await picker.focus();
    await page.keyboard.type('zzqx');
    await page.getByText('No brand matches “zzqx”').waitFor();
    await picker.fill('');
    await page.keyboard.type('gadg');
    await page.getByRole('option', { name: 'Globex Gadgets' }).waitFor();
    expect(await page.getByRole('option').count()).toBe(1);
    await snap(page, 'admin-item-brand-picker');
    await page.keyboard.press('Enter');
    expect(await picker.inputValue()).toBe('Globex Gadgets');

    await page.getByRole('textbox', { name: /^Name/ }).fill('Picked Gadget');
    await page.getByRole('button', { name: 'Create brand item' }).click();
    await page.waitForURL(/\/test\/globex-gadgets\/picked-gadget\/edit$/);
    await page.getByText('Brand item created.').waitFor();
    expect(await picker.inputValue()).toBe('Globex Gadgets');

    // Another brand, found by a piece from the middle of its name.
    await picker.fill('itech');
    await page.getByRole('option', { name: 'Initech Supplies' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/test\/initech-supplies\/picked-gadget\/edit$/);
    expect(await picker.inputValue()).toBe('Initech Supplies');
    const moved = await api<BrandItem>('/api/brand-items/initech-supplies/picked-gadget');
    expect(moved.brandName).toBe('Initech Supplies');

    // Bulk create picks the brand of rows that name none the same way.
    await open('/test/brand-items/bulk-create');
    await page.getByRole('textbox', { name: 'CSV or JSON rows' }).fill('name\nDefaulted Torch');
    const counts = page.getByTestId('bulk-counts');
    await expect.poll(() => counts.textContent()).toBe('1 rows0 ready1 with problems');
    await page.getByRole('combobox', { name: 'Default brand' }).fill('torch');
    await page.getByRole('option', { name: 'E2E Torch Co' }).click();
    await expect.poll(() => counts.textContent()).toBe('1 rows1 ready0 with problems');

    await checkPhone('/test/brand-items/new', 'admin-item-brand-picker-phone', async (p) => {
      const phonePicker = p.getByRole('combobox', { name: /^Brand/ });
      await phonePicker.fill('co');
      const option = p.getByRole('option', { name: 'E2E Torch Company' });
      await option.waitFor();
      expect(await p.getByRole('option').count()).toBe(1);
      return [phonePicker, option];
    });
  });

  it('bulk-creates 50 items from CSV: a bad row is named and nothing is saved until it is fixed', async () => {
    const brand = await api<Brand>('/api/brands/slug/e2e-torch-co');
    const csvOf = (row17: { name: string; externalId: string }) =>
      [
        'name,brandSlug,price,features,externalId',
        ...Array.from({ length: 50 }, (_, i) => {
          const n = i + 1;
          if (n === 17) return `${row17.name},e2e-torch-co,9.99,Bright|Light,${row17.externalId}`;
          return `Bulk Torch ${n},e2e-torch-co,${(n + 0.99).toFixed(2)},Bright|Light,BULK${String(n).padStart(3, '0')}`;
        }),
      ].join('\n');
    const counts = page.getByTestId('bulk-counts');
    const submit = page.getByRole('button', { name: /^Create .*brand items?$/ });

    await open('/test/brand-items/bulk-create');
    await h1('Bulk create brand items').waitFor();
    const input = page.getByRole('textbox', { name: 'CSV or JSON rows' });

    // Row 17 has no name: the preview names it, and the submit waits for a fix.
    await input.fill(csvOf({ name: '', externalId: 'BULK017' }));
    await expect.poll(() => counts.textContent()).toBe('50 rows49 ready1 with problems');
    await page.getByTestId('bulk-row-17').getByText('name: Enter a name').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('Fix 1 row to continue.').waitFor();
    await snap(page, 'admin-bulk-preview');

    // Row 17 now repeats row 3's marketplace id: only the server can tell, and it refuses all.
    await input.fill(csvOf({ name: 'Bulk Torch 17', externalId: 'BULK003' }));
    await expect.poll(() => counts.textContent()).toBe('50 rows50 ready0 with problems');
    await submit.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
    await refusal.getByText(/Row 17: Another item of this site already has this marketplace id/).waitFor();
    await page
      .getByTestId('bulk-row-17')
      .getByText(/marketplace id/)
      .waitFor();
    expect((await itemsOf(brand.id)).total).toBe(0);
    await snap(page, 'admin-bulk-refused');

    await input.fill(csvOf({ name: 'Bulk Torch 17', externalId: 'BULK017' }));
    await expect.poll(() => counts.textContent()).toBe('50 rows50 ready0 with problems');
    await submit.click();
    await page.getByText('50 items created').waitFor();
    await page.getByRole('link', { name: 'Bulk Torch 1', exact: true }).waitFor();
    const saved = await itemsOf(brand.id);
    expect(saved.total).toBe(50);
    expect(saved.items.map((i) => i.name)).toContain('Bulk Torch 17');
    expect(saved.items.find((i) => i.name === 'Bulk Torch 2')).toMatchObject({
      priceMinor: 299,
      externalId: 'BULK002',
    });

    await checkPhone('/test/brand-items/bulk-create', 'admin-bulk-preview-phone', async (p) => {
      const rowsBox = p.getByRole('textbox', { name: 'CSV or JSON rows' });
      await rowsBox.fill(csvOf({ name: '', externalId: 'BULK017' }));
      await p.getByTestId('bulk-row-17').waitFor();
      return [rowsBox, p.getByRole('button', { name: /^Create .*brand items?$/ })];
    });
  });

  it('stores a tip with a hostile script without the script, and shows it without running it', async () => {
    await open('/test/admin/tips/new');
    await h1('New tip').waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Hostile tip');
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page
      .getByRole('textbox', { name: 'Body HTML' })
      .fill('<p>Safe words</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">');
    await page.getByRole('tab', { name: 'Visual' }).click();
    // The visual editor takes the source in, keeping only what it can represent.
    await page.getByRole('textbox', { name: 'Body', exact: true }).getByText('Safe words').waitFor();
    await snap(page, 'admin-tip-form');
    await page.getByRole('button', { name: 'Create tip' }).click();
    await page.waitForURL(/\/test\/admin\/tips\/\d+\/edit$/);
    await page.getByText('Tip created.').waitFor();

    const tip = await api<TipDetail>('/api/tips/hostile-tip');
    expect(tip.bodyHtml).toContain('Safe words');
    expect(tip.bodyHtml).not.toMatch(/<script|onerror|__pwned/);

    // What the admin sees after a reload is what was stored.
    await page.reload();
    await page.getByRole('tab', { name: 'HTML' }).click();
    const source = await page.getByRole('textbox', { name: 'Body HTML' }).inputValue();
    expect(source).toContain('Safe words');
    expect(source).not.toContain('<script');

    await open('/test/tips/hostile-tip');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('creates podcasts at the end and reorders them', async () => {
    for (const title of ['E2E Episode One', 'E2E Episode Two']) {
      await open('/test/admin/podcasts/new');
      await page.getByRole('textbox', { name: /^Title/ }).fill(title);
      await page.getByRole('textbox', { name: 'Length' }).fill('42:10');
      await page
        .getByRole('textbox', { name: 'Audio file address' })
        .fill(`https://cdn.example.com/${title}.mp3`);
      await page.getByRole('button', { name: 'Create episode' }).click();
      await page.getByText('Episode created.').waitFor();
    }
    const titles = async () => (await api<Podcast[]>('/api/podcasts')).map((p) => p.title);
    const before = await titles();
    expect(before.slice(-2)).toEqual(['E2E Episode One', 'E2E Episode Two']);
    expect((await api<Podcast[]>('/api/podcasts')).at(-1)?.durationSeconds).toBe(2530);

    await open('/test/admin/podcasts');
    // Every row is there (the list has settled) before a row is picked up.
    const rows = page.getByRole('list', { name: 'Podcasts in display order' }).getByTestId('sortable-row');
    await expect.poll(() => rows.count()).toBe(before.length);
    const handle = page.getByRole('button', { name: 'Drag E2E Episode Two' });
    await handle.focus();
    await page.keyboard.press('Space');
    await pickedUp(handle);
    await page.keyboard.press('ArrowUp');
    await announced(`E2E Episode Two moved to position ${before.length - 1}.`);
    await page.keyboard.press('Space');
    await page.getByText('Order saved').waitFor();
    await expect.poll(async () => (await titles()).slice(-2)).toEqual(['E2E Episode Two', 'E2E Episode One']);
  });

  it('changes the site title, and the storefront header shows it', async () => {
    await open('/test/admin/site-settings');
    await h1('Site settings').waitFor();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Enter a title').waitFor();
    await title.fill('Test Site Renamed');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await page.getByRole('link', { name: 'Test Site Renamed, home' }).waitFor();

    await open('/test');
    await page.getByRole('banner').getByRole('link', { name: 'Test Site Renamed, home' }).waitFor();
  });
});

describe('admin: a signed-in shopper who is not an admin', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  const ITEM = '/batteries/duracell/duracell-coppertop-aa-batteries-24-pack';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    page = await (await newContext(browser)).newPage();
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${product.url}/batteries/login`);
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('opens the item edit route read-only: a note, locked fields and no Save button', async () => {
    await page.goto(`${product.url}${ITEM}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Duracell Coppertop AA Batteries, 24 Pack' }).waitFor();
    await page.getByText("only the site's editors and admins can save changes").waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await snap(page, 'admin-item-refused');

    const res = await fetch(
      `${product.url}/api/brand-items${ITEM.replace('/batteries', '')}?websiteTopic=batteries`,
    );
    expect(((await res.json()) as { data: BrandItem }).data.name).toBe(
      'Duracell Coppertop AA Batteries, 24 Pack',
    );
  });

  it('is sent to the topic home from admin routes', async () => {
    for (const path of [
      '/batteries/admin',
      '/batteries/admin/brands',
      '/batteries/admin/tips/new',
      '/batteries/brands/new',
      '/batteries/brand-items/bulk-create',
    ]) {
      await page.goto(product.url + path);
      await page.waitForURL((u) => u.pathname === '/batteries');
      await page.getByText('You are not an admin of this site').waitFor();
    }
  });
});
