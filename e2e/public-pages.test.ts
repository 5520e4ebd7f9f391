import {
  BRANDS_PAGE_SIZE,
  type Brand,
  type BrandItem,
  FEATURED_LIMIT,
  ITEMS_PAGE_SIZE,
  type Podcast,
  policyPages,
  type SearchResults,
  type SiteConfig,
  TIPS_PAGE_SIZE,
  type Tip,
} from '@app/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPageRoute } from '../packages/server/src/modules/seo/page-route';
import { formatPrice } from '../packages/web/src/lib/format';
import { launchBrowser, type RunningProduct, snap, startProduct } from './harness';

/**
 * Every public page of every site, as a crawler without JavaScript reads it: the sitemaps name the
 * pages, a plain `fetch` gets each, and what the page must show is read from the JSON API.
 */

type Paged<T> = { items: T[]; page: number; pageSize: number; pageCount: number };

/** Decodes the entities React writes in text and attributes. */
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&');

/**
 * What a reader sees: the body's text without its scripts (the JSON state block among them) and
 * styles. The head is left out, so a title or description there proves nothing about the page.
 */
const visibleText = (html: string) =>
  decode(
    html
      .slice(Math.max(0, html.indexOf('<body')))
      // React's `<!-- -->` parts one text node from the next inside a word.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');

/** Every `<a href>` of the body, decoded. */
const hrefsOf = (html: string) =>
  [...html.slice(Math.max(0, html.indexOf('<body'))).matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) =>
    decode(m[1]!),
  );

/** The body's links: where each leads, its attributes and its text. */
const anchorsOf = (html: string) =>
  [...html.slice(Math.max(0, html.indexOf('<body'))).matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(/\shref="([^"]*)"/.exec(m[1]!)?.[1] ?? ''),
    attrs: m[1]!,
    text: visibleText(`<body>${m[2]}`).trim(),
  }));

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const textOfHtml = (html: string) => oneLine(decode(html.replace(/<[^>]+>/g, ' ')));

/** Runs `work` over `list`, `limit` at a time: the machine has few cores and the server renders each page. */
async function pool<T>(list: readonly T[], limit: number, work: (x: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < list.length) await work(list[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
}

type Expectation = { status: number; texts: string[]; hrefs: string[] };

describe('public pages arrive complete: every page of every sitemap, without JavaScript', () => {
  let product: RunningProduct;
  const configs = new Map<string, SiteConfig>();

  const api = async <T>(path: string, query: Record<string, string | number | boolean> = {}): Promise<T> => {
    const url = new URL(`/api${path}`, product.url);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const res = await fetch(url);
    const reply = (await res.json()) as { success: boolean; data: T; error: string | null };
    if (!reply.success) throw new Error(`${url}: ${res.status} ${reply.error}`);
    return reply.data;
  };
  /** A page as a crawler gets it: no JavaScript, redirects not followed. */
  const plain = async (path: string) => {
    const res = await fetch(new URL(path, product.url), { redirect: 'manual' });
    const html = await res.text();
    return { status: res.status, location: res.headers.get('location'), html, text: visibleText(html) };
  };

  beforeAll(async () => {
    product = await startProduct();
    for (const c of await api<SiteConfig[]>('/site-config/all')) configs.set(c.websiteTopic, c);
  });
  afterAll(() => product?.stop());

  /** What a page of a topic must show, read from the API the way the page's screen reads it. */
  async function expectationOf(topic: string, path: string, search: URLSearchParams): Promise<Expectation> {
    const config = configs.get(topic)!;
    const t = { websiteTopic: topic };
    const segments = path.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
    const route = matchPageRoute(segments);
    const ok = (texts: string[], hrefs: string[] = []): Expectation => ({ status: 200, texts, hrefs });
    switch (route.kind) {
      case 'home': {
        const [brands, categories] = await Promise.all(
          [false, true].map((isCategory) =>
            api<{ items: Brand[] }>('/brands/featured', { ...t, isCategory, limit: FEATURED_LIMIT }),
          ),
        );
        return ok([config.title, ...[...brands!.items, ...categories!.items].map((b) => b.name)]);
      }
      case 'info': {
        if (route.page === 'about') return ok([`About ${config.title}`]);
        const policies = policyPages({ title: config.title, contactEmail: config.contactEmail });
        const policy = Object.values(policies).find((p) => p.path === `/${route.page}`)!;
        return ok([policy.title, policy.intro, ...policy.sections.map((s) => s.heading)]);
      }
      case 'list': {
        const page = Number(search.get('page') ?? 1);
        switch (route.page) {
          case 'brands': {
            const list = await api<Paged<Brand>>('/brands', {
              ...t,
              isCategory: false,
              page,
              pageSize: BRANDS_PAGE_SIZE,
            });
            return ok(
              ['Brands', ...list.items.map((b) => b.name)],
              list.items.map((b) => `/${topic}/${b.slug}`),
            );
          }
          case 'brand-items':
          case 'category-items': {
            const isCategory = route.page === 'category-items';
            const list = await api<Paged<BrandItem>>('/brand-items', {
              ...t,
              isCategory,
              page,
              pageSize: ITEMS_PAGE_SIZE,
            });
            return ok(list.items.map((i) => i.name));
          }
          case 'tips': {
            const list = await api<Paged<Tip>>('/tips', { ...t, page, pageSize: TIPS_PAGE_SIZE });
            return ok(
              list.items.map((tip) => tip.title),
              list.items.map((tip) => `/${topic}/tips/${tip.slug}`),
            );
          }
          case 'podcasts': {
            const list = await api<Podcast[]>('/podcasts', t);
            return ok(list.map((p) => p.title));
          }
          case 'search': {
            const q = search.get('q')?.trim() ?? '';
            if (!q) return ok(['Search']);
            const found = await api<SearchResults>('/search/aggregated', {
              ...t,
              q,
              brandsLimit: 12,
              itemsLimit: 24,
            });
            return ok([...found.brands.map((b) => b.name), ...found.brandItems.map((i) => i.name)]);
          }
        }
        break;
      }
      case 'brand': {
        const brand = await api<Brand>(`/brands/slug/${encodeURIComponent(route.slug)}`, {
          ...t,
          isCategory: route.category,
        });
        const list = await api<Paged<BrandItem>>('/brand-items', {
          ...t,
          isCategory: route.category,
          // The API names a category's items by categorySlug and a brand's by brandSlug.
          ...(route.category ? { categorySlug: brand.slug } : { brandSlug: brand.slug }),
          page: Number(search.get('page') ?? 1),
          pageSize: ITEMS_PAGE_SIZE,
        });
        expect(list.items.length, `${path} lists items`).toBeGreaterThan(0);
        return ok([brand.name, ...list.items.map((i) => i.name)]);
      }
      case 'item': {
        const item = await api<BrandItem>(
          `/brand-items/${encodeURIComponent(route.brandSlug)}/${encodeURIComponent(route.itemSlug)}`,
          { ...t, isCategory: route.category },
        );
        const price = formatPrice(item.priceMinor, item.currency);
        return ok(
          [item.name, item.brandName, ...(price ? [price] : [])],
          item.marketplaceUrl ? [item.marketplaceUrl] : [],
        );
      }
      case 'tip': {
        const tip = await api<Tip & { bodyHtml: string }>(`/tips/${encodeURIComponent(route.slug)}`, t);
        const firstWords = textOfHtml(tip.bodyHtml).split(' ').slice(0, 12).join(' ');
        const lastWords = textOfHtml(tip.bodyHtml).split(' ').slice(-8).join(' ');
        return ok([tip.title, firstWords, lastWords]);
      }
      case 'private':
      case 'unknown':
        break;
    }
    throw new Error(`${path}: not a public page (${route.kind})`);
  }

  /** Fetches one page and lists what it lacks; an empty list is a complete page. */
  async function problemsOf(address: string): Promise<string[]> {
    const url = new URL(address, product.url);
    const topic = url.pathname.split('/')[1]!;
    const [expected, page] = await Promise.all([
      expectationOf(topic, url.pathname, url.searchParams),
      plain(url.pathname + url.search),
    ]);
    const at = url.pathname + url.search;
    const problems: string[] = [];
    if (page.status !== expected.status) problems.push(`${at}: status ${page.status}`);
    for (const text of expected.texts)
      if (!page.text.includes(oneLine(text))) problems.push(`${at}: lacks “${oneLine(text)}”`);
    const hrefs = new Set(hrefsOf(page.html).map((h) => new URL(h, url).toString()));
    for (const href of expected.hrefs)
      if (!hrefs.has(new URL(href, url).toString())) problems.push(`${at}: no <a href="${href}">`);
    // Every control works without JavaScript: links lead somewhere, the only buttons submit forms.
    const body = page.html.slice(page.html.indexOf('<body'));
    for (const a of body.match(/<a\b[^>]*>/g) ?? [])
      if (!/\shref="[^"]+"/.test(a)) problems.push(`${at}: a link without href: ${a}`);
    for (const b of body.match(/<button\b[^>]*>/g) ?? [])
      if (!/\stype="submit"/.test(b)) problems.push(`${at}: a button that needs JavaScript: ${b}`);
    return problems;
  }

  it('every page listed by the sitemaps answers 200 with its content in the HTML', async () => {
    const started = Date.now();
    const index = await (await fetch(`${product.url}/sitemap.xml`)).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
    expect(sitemaps.map((s) => new URL(s).pathname).sort()).toEqual(
      [...configs.keys()].map((t) => `/${t}/sitemap.xml`).sort(),
    );
    const pages: string[] = [];
    for (const sitemap of sitemaps) {
      const xml = await (await fetch(new URL(new URL(sitemap).pathname, product.url))).text();
      pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname));
    }
    // Every kind of page is there: home, lists, information pages, brands, categories, items, tips.
    for (const topic of configs.keys()) expect(pages).toContain(`/${topic}/about`);
    expect(pages.filter((p) => /\/tips\/./.test(p)).length).toBeGreaterThan(0);
    expect(pages.filter((p) => /\/category\/[^/]+\/./.test(p)).length).toBeGreaterThan(0);

    const problems: string[] = [];
    await pool(pages, 4, async (p) => {
      problems.push(...(await problemsOf(p)));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`public pages: ${pages.length} sitemap pages checked in ${seconds} s`);
    expect(problems, `${pages.length} sitemap pages checked`).toEqual([]);
    // Some 220 pages, each rendered and read: about 40 s on a quiet machine, twice that on a busy one.
  }, 180_000);

  it('search pages show what the search API finds', async () => {
    const pages: string[] = [];
    for (const topic of configs.keys()) {
      const { items } = await api<Paged<BrandItem>>('/brand-items', { websiteTopic: topic, pageSize: 3 });
      // A word of an item's name, a brand's name, and a word that finds nothing.
      const words = [items[0]!.name.split(' ')[0]!, items[1]?.brandName ?? 'a', 'zzzqqq'];
      for (const q of words) pages.push(`/${topic}/search?${new URLSearchParams({ q })}`);
    }
    const problems: string[] = [];
    await pool(pages, 4, async (p) => {
      problems.push(...(await problemsOf(p)));
    });
    expect(problems, `${pages.length} search pages checked`).toEqual([]);
    const none = await plain('/test/search?q=zzzqqq');
    expect(none.text).toMatch(/no results|nothing/i);
  });

  it('pages no sitemap lists: later list pages, the landing page, not-found pages', async () => {
    const problems: string[] = [];
    const later = ['/batteries/brands?page=2', '/batteries/brand-items?page=2', '/batteries/search'];
    await pool(later, 4, async (p) => {
      problems.push(...(await problemsOf(p)));
    });
    expect(problems, `${later.length} pages checked`).toEqual([]);

    const landing = await plain('/');
    expect(landing.status).toBe(200);
    for (const c of configs.values()) expect(landing.text).toContain(c.title);

    for (const missing of [
      '/batteries/no-such-brand',
      '/batteries/category/no-such-category',
      '/batteries/duracell/no-such-item',
      '/batteries/tips/no-such-tip',
      '/batteries/a/b/c',
      '/no-such-site',
    ]) {
      const page = await plain(missing);
      expect(page.status, missing).toBe(404);
      expect(page.text, missing).toMatch(/not found|couldn.t find/i);
      expect(page.html, missing).toMatch(/<meta name="robots" content="noindex/);
    }
    // A page past the end of a list says so.
    const pastEnd = await plain('/batteries/brands?page=999');
    expect(pastEnd.status).toBe(404);
    expect(pastEnd.text).toMatch(/no brands on this page/i);
  });

  it('a page asked for at the address of the other kind (brand or category) answers 301 to its own', async () => {
    let checked = 0;
    for (const topic of configs.keys()) {
      const t = { websiteTopic: topic, pageSize: 1 };
      const [brandItems, categoryItems] = await Promise.all([
        api<Paged<BrandItem>>('/brand-items', { ...t, isCategory: false }),
        api<Paged<BrandItem>>('/brand-items', { ...t, isCategory: true }),
      ]);
      const moves: [string, string][] = [];
      for (const i of [...brandItems.items, ...categoryItems.items]) {
        const brand = `/${topic}/${i.brandSlug}`;
        const category = `/${topic}/category/${i.brandSlug}`;
        const [own, other] = i.isCategory ? [category, brand] : [brand, category];
        moves.push([other, own], [`${other}/${i.itemSlug}`, `${own}/${i.itemSlug}`]);
      }
      for (const [from, to] of moves) {
        const res = await plain(`${from}?page=1`);
        expect(res.status, from).toBe(301);
        const location = new URL(res.location!, product.url);
        expect(location.pathname + location.search, from).toBe(`${to}?page=1`);
        expect((await plain(to)).status, to).toBe(200);
        checked++;
      }
    }
    expect(checked, 'addresses moved').toBeGreaterThanOrEqual(8);
  });

  describe('menus and "Load more" without JavaScript', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('are links: the category menu and the phone menu to the categories, "Load more" to the next page', async () => {
      const home = await plain('/batteries');
      const links = anchorsOf(home.html);
      const categoriesHref = '/batteries#featured-categories';
      expect(links.find((a) => a.text === 'Categories')?.href).toBe(categoriesHref);
      expect(links.find((a) => a.attrs.includes('aria-label="Open menu"'))?.href).toBe(categoriesHref);
      // ...which is the home page's list of categories, every one a link.
      expect(home.html).toContain('id="featured-categories"');
      const categories = await api<{ items: Brand[] }>('/brands/featured', {
        websiteTopic: 'batteries',
        isCategory: true,
        limit: FEATURED_LIMIT,
      });
      expect(categories.items.length).toBeGreaterThan(0);
      const hrefs = links.map((a) => a.href);
      for (const c of categories.items) expect(hrefs).toContain(`/batteries/category/${c.slug}`);

      // "Load more" leads to the home page showing one page more; the server renders it complete.
      const more = links.find((a) => a.text === 'Load more brands');
      expect(more?.href).toBe('/batteries?brandsPage=2#featured-brands');
      const [twoPages, next] = await Promise.all([
        api<{ items: Brand[]; remaining: number }>('/brands/featured', {
          websiteTopic: 'batteries',
          isCategory: false,
          limit: 2 * FEATURED_LIMIT,
        }),
        plain(more!.href),
      ]);
      expect(next.status).toBe(200);
      expect(twoPages.items.length).toBeGreaterThan(FEATURED_LIMIT);
      for (const b of twoPages.items) expect(next.text).toContain(b.name);
      const nextMore = anchorsOf(next.html).find((a) => a.text === 'Load more brands');
      if (twoPages.remaining > 0) expect(nextMore?.href).toBe('/batteries?brandsPage=3#featured-brands');
      else expect(nextMore).toBeUndefined();
    });

    it.each([
      ['desktop', 1280, 'Categories'],
      ['phone', 390, 'Open menu'],
    ])(
      'in a browser (%s): the menu leads to the categories, one opens; "Load more" shows more',
      async (name, width, menu) => {
        const context = await browser.newContext({
          viewport: { width, height: 860 },
          javaScriptEnabled: false,
        });
        const page = await context.newPage();
        try {
          await page.goto(`${product.url}/batteries/duracell`);
          await page.getByRole('link', { name: menu, exact: true }).click();
          await page.waitForURL(/\/batteries#featured-categories$/);
          const category = page.getByRole('list', { name: 'Featured categories' }).getByRole('link').first();
          const categoryName = (await category.getByRole('heading').textContent())!;
          await snap(page, `no-js-categories-${name}`);
          await category.click();
          await page.waitForURL(/\/batteries\/category\/[^/]+$/);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(categoryName);
          expect(await page.getByTestId('item-card').count()).toBeGreaterThan(0);

          await page.goto(`${product.url}/batteries`);
          const featured = page.getByRole('list', { name: 'Featured brands' }).getByTestId('brand-card');
          expect(await featured.count()).toBe(FEATURED_LIMIT);
          await page.getByRole('link', { name: 'Load more brands' }).click();
          await page.waitForURL(/\?brandsPage=2#featured-brands$/);
          expect(await featured.count()).toBeGreaterThan(FEATURED_LIMIT);
          await snap(page, `no-js-load-more-${name}`);
        } finally {
          await context.close();
        }
      },
    );
  });
});
