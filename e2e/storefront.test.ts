import { type Brand, type BrandItem, policyPages, type Tip } from '@app/contract';
import type { BrowserContext, Page } from 'playwright-core';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiToken, launchBrowser, newContext, snap, useProduct } from './harness';
import { followRequests } from './harness-page';

/** The web app's route table. Read by path, so the e2e type check does not take in the web app's JSX. */
const WEB_ROUTES = '../packages/web/src/app/routes.tsx';
const leaves = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((r) => (r.children ? leaves(r.children) : [r]));

/**
 * The storefront's public routes: the lazy ones of the table (its pages) and the home page; the
 * others are sign-in, admin and edit screens and the catch-all. Each as written in the table.
 */
async function publicRoutes(): Promise<string[]> {
  const { routes } = (await import(/* @vite-ignore */ WEB_ROUTES)) as { routes: RouteObject[] };
  return leaves(routes)
    .filter((r) => r.index || (r.lazy && r.path !== '*'))
    .map((r) => (r.index ? '' : r.path!));
}

/** Real slugs of the demo catalogue seeded on a fresh DATA_DIR (packages/server/src/db/demo). */
const SITES = [
  {
    topic: 'batteries',
    title: 'Battery Finder',
    brand: { slug: 'duracell', name: 'Duracell' },
    category: { slug: 'aa-batteries', name: 'AA Batteries' },
    typo: { query: 'duracel', finds: 'Duracell' },
  },
  {
    topic: 'beautyluxdeluxe',
    title: 'Beauty Lux Deluxe',
    brand: { slug: 'la-mer', name: 'La Mer' },
    category: { slug: 'skincare', name: 'Skincare' },
    typo: { query: 'charlote', finds: 'Charlotte Tilbury' },
  },
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a page of a site and waits for start-up to end. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('app-ready').waitFor();
}

/** Every link inside the page's main content and header, as paths. */
const internalPaths = (page: Page) =>
  page.locator('header a[href], main a[href], footer a[href]').evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((u) => u.origin === window.location.origin)
      .map((u) => u.pathname),
  );

describe('storefront: a visitor walks every public route', () => {
  const running = useProduct();
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await newContext(running.browser);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  describe.each(SITES)('on $topic', (site) => {
    const base = () => `${running.product.url}/${site.topic}`;

    it('home → load more featured brands → brand → item → back', async () => {
      await open(page, base());
      await expect.poll(() => h1(page).textContent()).toBe(site.title);
      const featured = page.getByRole('list', { name: 'Featured brands' }).getByTestId('brand-card');
      await expect.poll(() => featured.count()).toBe(6);
      await snap(page, `storefront-${site.topic}-home-1280`);

      // The server leaves out what is shown, so it never sends a duplicate itself: the next page is
      // given a brand already shown and one of its own twice, and each brand must still show once.
      const shown = await featured.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));
      const firstPage = await fetch(
        `${running.product.url}/api/brands/featured?websiteTopic=${site.topic}&isCategory=false&limit=6`,
      );
      const shownBrand = ((await firstPage.json()) as { data: { items: Brand[] } }).data.items.find(
        (b) => String(b.id) === shown[0],
      )!;
      expect(shownBrand).toBeDefined();
      let fresh: string[] = [];
      await page.route('**/api/brands/featured?*', async (route) => {
        const response = await route.fetch();
        const reply = (await response.json()) as { data: { items: Brand[] } };
        const items = reply.data.items;
        fresh = items.map((b) => String(b.id));
        await route.fulfill({
          response,
          json: { ...reply, data: { ...reply.data, items: [shownBrand, ...items, items[0]!] } },
        });
      });
      await page.getByRole('button', { name: 'Load more brands' }).click();
      await expect.poll(() => featured.count()).toBeGreaterThan(6);
      await page.unroute('**/api/brands/featured?*');
      const ids = await featured.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));
      expect(fresh.length).toBeGreaterThan(1);
      expect(ids).toEqual([...shown, ...fresh]);

      // Path mode: every internal link starts with the topic.
      const paths = await internalPaths(page);
      expect(paths.length).toBeGreaterThan(10);
      expect(paths.every((p) => p === `/${site.topic}` || p.startsWith(`/${site.topic}/`))).toBe(true);

      await page
        .getByRole('list', { name: 'Featured brands' })
        .getByRole('link', { name: new RegExp(`^${site.brand.name}`) })
        .click();
      await page.waitForURL(`**/${site.topic}/${site.brand.slug}`);
      await expect.poll(() => h1(page).textContent()).toBe(site.brand.name);
      expect(await page.title()).toContain(site.brand.name);

      const firstItem = page.getByTestId('item-card').first();
      const itemName = (await firstItem.getByRole('heading').textContent()) ?? '';
      await firstItem.getByRole('link').click();
      await page.waitForURL(new RegExp(`/${site.topic}/${site.brand.slug}/[a-z0-9-]+$`));
      await expect.poll(() => h1(page).textContent()).toBe(itemName);
      expect(await page.getByTestId('item-price').textContent()).toMatch(/^\$\d[\d,]*\.\d\d$/);
      const buy = page.getByRole('link', { name: 'View on marketplace' });
      expect(await buy.getAttribute('rel')).toBe('nofollow sponsored noopener');
      expect(await buy.getAttribute('target')).toBe('_blank');
      expect(await buy.getAttribute('href')).toMatch(/^https?:\/\//);
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: site.brand.name })
        .waitFor();

      await page.goBack();
      await page.waitForURL(`**/${site.topic}/${site.brand.slug}`);
      await expect.poll(() => h1(page).textContent()).toBe(site.brand.name);
    });

    it('category → category item', async () => {
      await open(page, `${base()}/category/${site.category.slug}`);
      await expect.poll(() => h1(page).textContent()).toBe(site.category.name);
      await page.getByTestId('item-card').first().getByRole('link').click();
      await page.waitForURL(new RegExp(`/${site.topic}/category/${site.category.slug}/[a-z0-9-]+$`));
      await page.getByRole('link', { name: 'View on marketplace' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: site.category.name })
        .click();
      await page.waitForURL(`**/${site.topic}/category/${site.category.slug}`);
    });

    it('a category item opened at the brand address moves to its category address', async () => {
      const res = await fetch(
        `${running.product.url}/api/brand-items?websiteTopic=${site.topic}&categorySlug=${site.category.slug}&pageSize=1`,
      );
      const { itemSlug, name } = (
        (await res.json()) as { data: { items: Array<{ itemSlug: string; name: string }> } }
      ).data.items[0]!;
      await open(page, `${base()}/${site.category.slug}/${itemSlug}`);
      await page.waitForURL(`**/${site.topic}/category/${site.category.slug}/${itemSlug}`);
      await expect.poll(() => h1(page).textContent()).toBe(name);
    });

    it('brands list: page 2 through the pagination, kept in the URL', async () => {
      await open(page, `${base()}/brands`);
      const names = () => page.getByTestId('brand-card').getByRole('heading').allTextContents();
      await expect.poll(async () => (await names()).length).toBe(6);
      const first = await names();
      await page
        .getByRole('navigation', { name: 'Brands pages' })
        .getByRole('link', { name: 'Page 2' })
        .click();
      await page.waitForURL(/\/brands\?page=2$/);
      await expect.poll(async () => (await names()).join()).not.toBe(first.join());
      expect((await names()).some((n) => first.includes(n))).toBe(false);
      expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      // A reload keeps the page.
      await page.reload();
      await page.getByTestId('app-ready').waitFor();
      await expect.poll(async () => (await names()).join()).not.toBe(first.join());
    });

    it('tips list → tip', async () => {
      await open(page, `${base()}/tips`);
      const card = page.getByTestId('tip-card').first();
      await card.waitFor();
      const title = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('link').click();
      await page.waitForURL(new RegExp(`/${site.topic}/tips/[a-z0-9-]+$`));
      await expect.poll(() => h1(page).textContent()).toBe(title);
      // The server-sanitised body is rendered as HTML, with its own headings.
      expect(await page.locator('article h2').count()).toBeGreaterThan(0);
    });

    it('podcasts play on the page', async () => {
      await open(page, `${base()}/podcasts`);
      const episodes = page.getByTestId('podcast');
      await expect.poll(() => episodes.count()).toBeGreaterThan(0);
      const players = await page.locator('audio[controls][preload="none"], iframe[sandbox]').count();
      expect(players).toBe(await episodes.count());
    });

    it('searches from the header with a typo', async () => {
      await open(page, base());
      const box = page.getByRole('combobox', { name: 'Search the catalogue' });
      await box.fill(site.typo.query);
      // Suggestions arrive as you type.
      await page
        .getByRole('option', { name: new RegExp(site.typo.finds) })
        .first()
        .waitFor();
      await box.press('Enter');
      await page.waitForURL(new RegExp(`/${site.topic}/search\\?q=${site.typo.query}$`));
      await page
        .getByRole('list', { name: 'Matching brands' })
        .getByRole('heading', { name: site.typo.finds })
        .waitFor();
      expect(await h1(page).textContent()).toContain(site.typo.query);
    });

    it('every public route of the web route table opens with its own heading', async () => {
      const data = async <T>(path: string) =>
        (
          (await (await fetch(`${running.product.url}/api${path}&websiteTopic=${site.topic}`)).json()) as {
            data: T;
          }
        ).data;
      const [item] = (
        await data<{ items: BrandItem[] }>(`/brand-items?brandSlug=${site.brand.slug}&pageSize=1`)
      ).items;
      const [categoryItem] = (
        await data<{ items: BrandItem[] }>(`/brand-items?categorySlug=${site.category.slug}&pageSize=1`)
      ).items;
      const [tip] = (await data<{ items: Tip[] }>('/tips?pageSize=1')).items;
      const policies = Object.values(policyPages({ title: site.title, contactEmail: null }));
      const policy = (path: string) => policies.find((p) => p.path === path)!.title;

      // Each route as the table writes it: the address it is walked at (real demo slugs in its
      // parameters) and the heading its page shows.
      const pages: Record<string, { path: string; heading: string }> = {
        '': { path: '', heading: site.title },
        about: { path: '/about', heading: `About ${site.title}` },
        'hassle-free-shopping': { path: '/hassle-free-shopping', heading: policy('/hassle-free-shopping') },
        'privacy-policy': { path: '/privacy-policy', heading: policy('/privacy-policy') },
        'shipping-policy': { path: '/shipping-policy', heading: policy('/shipping-policy') },
        brands: { path: '/brands', heading: 'Brands' },
        search: { path: '/search', heading: 'Search' },
        podcasts: { path: '/podcasts', heading: 'Podcasts' },
        tips: { path: '/tips', heading: 'Tips' },
        'brand-items': { path: '/brand-items', heading: 'All brand items' },
        'category-items': { path: '/category-items', heading: 'Shop by category' },
        ':brandSlug': { path: `/${site.brand.slug}`, heading: site.brand.name },
        'category/:slug': { path: `/category/${site.category.slug}`, heading: site.category.name },
        'tips/:slug': { path: `/tips/${tip!.slug}`, heading: tip!.title },
        ':brandSlug/:itemSlug': { path: `/${site.brand.slug}/${item!.itemSlug}`, heading: item!.name },
        'category/:brandSlug/:itemSlug': {
          path: `/category/${site.category.slug}/${categoryItem!.itemSlug}`,
          heading: categoryItem!.name,
        },
      };
      expect(Object.keys(pages).sort()).toEqual((await publicRoutes()).sort());
      for (const [route, { path, heading }] of Object.entries(pages)) {
        await open(page, `${base()}${path}`);
        await expect.poll(() => h1(page).textContent(), { message: route }).toBe(heading);
        expect(new URL(page.url()).pathname, route).toBe(`/${site.topic}${path}`);
      }
    });

    it('unknown slugs are not found', async () => {
      await open(page, `${base()}/no-such-brand`);
      await expect.poll(() => h1(page).textContent()).toBe('Brand not found');
      await open(page, `${base()}/${site.brand.slug}/no-such-item`);
      await expect.poll(() => h1(page).textContent()).toBe('Item not found');
      await open(page, `${base()}/tips/no-such-tip`);
      await expect.poll(() => h1(page).textContent()).toBe('Tip not found');
    });
  });

  it('arrow keys choose a suggestion; a blank search makes no call', async () => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search')) calls.push(r.url());
    });
    const requests = followRequests(page);
    await open(page, `${running.product.url}/batteries/search`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await requests.settled();
    expect(calls).toEqual([]);

    const box = page.getByRole('combobox', { name: 'Search the catalogue' });
    await box.fill('energizer');
    await page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    expect(await page.getByRole('option', { selected: true }).count()).toBe(1);
    await box.press('Enter');
    await page.waitForURL(/\/batteries\/energizer$/);
    expect(calls.every((u) => u.includes('websiteTopic=batteries'))).toBe(true);
  });

  it('the category menu opens from the header and closes with Escape', async () => {
    await open(page, `${running.product.url}/batteries`);
    const button = page.getByRole('button', { name: 'Categories' });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('link', { name: /Chargers/ })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await page
      .getByRole('link', { name: /^Chargers/ })
      .first()
      .click();
    await page.waitForURL(/\/batteries\/category\/chargers$/);
  });

  it('looks right on a phone: home, brand, item and search at 390 px', async () => {
    const phone = await newContext(running.browser, 390);
    const p = await phone.newPage();
    try {
      await open(p, `${running.product.url}/batteries`);
      await p.getByRole('list', { name: 'Featured brands' }).getByTestId('brand-card').first().waitFor();
      // Nothing sticks out sideways.
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await snap(p, 'storefront-home-390');
      await p.getByRole('button', { name: 'Open menu' }).click();
      await p
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /Chargers/ })
        .waitFor();
      await p.keyboard.press('Escape');

      await open(p, `${running.product.url}/batteries/duracell`);
      await p.getByTestId('item-card').first().waitFor();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await snap(p, 'storefront-brand-390');
      await p.getByTestId('item-card').first().getByRole('link').click();
      await p.getByRole('link', { name: 'View on marketplace' }).waitFor();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await snap(p, 'storefront-item-390');

      // Previous and Next show only their arrows here: the same size, on the same line.
      await open(p, `${running.product.url}/batteries/brands`);
      const [prev, next] = await Promise.all(
        ['Previous page', 'Next page'].map((name) => p.getByLabel(name, { exact: true }).boundingBox()),
      );
      expect(prev && next && Math.abs(prev.y - next.y) < 1 && Math.abs(prev.height - next.height) < 1).toBe(
        true,
      );
      // On the first page there is no page before it to link to (no `?page=0` for crawlers).
      expect(await p.getByLabel('Previous page', { exact: true }).getAttribute('href')).toBeNull();

      await open(p, `${running.product.url}/batteries/search?q=duracel`);
      await p.getByRole('list', { name: 'Matching items' }).waitFor();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await snap(p, 'storefront-search-390');
    } finally {
      await phone.close();
    }
  });

  it('on a custom domain every link has no topic prefix', async () => {
    const token = await apiToken(running.product.url, 'test');
    const put = await fetch(`${running.product.url}/api/site-config`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Test Shop',
        domain: 'shop-test.example',
        primaryColor: '#1a2b5f',
        secondaryColor: '#b0103a',
      }),
    });
    expect(put.status).toBe(200);

    const domainBrowser = await launchBrowser(['--host-resolver-rules=MAP shop-test.example 127.0.0.1']);
    try {
      const p = await (await newContext(domainBrowser)).newPage();
      const origin = `http://shop-test.example:${running.product.port}`;
      await open(p, `${origin}/`);
      await expect.poll(() => h1(p).textContent()).toBe('Test Shop');
      await p.getByRole('list', { name: 'Featured brands' }).getByTestId('brand-card').first().waitFor();
      const paths = await internalPaths(p);
      expect(paths).toContain('/brands');
      expect(paths.some((path) => path.startsWith('/test'))).toBe(false);

      await p.getByRole('list', { name: 'Featured brands' }).getByRole('link').first().click();
      await p.waitForURL(new RegExp(`^${origin}/[a-z0-9-]+$`));
      await p.getByTestId('item-card').first().getByRole('link').click();
      await p.waitForURL(new RegExp(`^${origin}/[a-z0-9-]+/[a-z0-9-]+$`));
      await p.getByRole('link', { name: 'View on marketplace' }).waitFor();
      expect((await internalPaths(p)).some((path) => path.startsWith('/test/'))).toBe(false);
    } finally {
      await domainBrowser.close();
    }
  });
});
