/*
 * The web app's server bundle as built (`npm test` builds it first; skipped when it is missing)
 * rendering pages against the demo catalogue: once a route's reads are known from the renders
 * before, a page of that route is rendered in one pass, the same page as found pass by pass.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrandItem, BrandItemList } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { injectFetch, loadRenderer, type RenderPage } from './page-renderer';

const root = path.resolve(import.meta.dirname, '../../../../..');
const webDist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');
const entry = process.env.WEB_SSR_ENTRY ?? path.join(webDist, '../dist-server/entry-server.js');
const ORIGIN = 'http://localhost';

/** The cached replies a page hands over, without when and by which request they were read. */
function replies(stateTag: string) {
  const json = stateTag.replace(/^<script[^>]*>|<\/script>$/g, '');
  const state = JSON.parse(json) as { api: { queries: Record<string, Record<string, unknown>> } };
  return Object.fromEntries(
    Object.entries(state.api.queries).map(([key, q]) => [key, [q.status, q.originalArgs, q.data, q.error]]),
  );
}

describe.skipIf(!existsSync(entry))('server rendering: a route whose reads are known renders once', () => {
  let t: TestApp;
  let render: RenderPage;
  let items: BrandItem[];
  const renderPage = (path: string) =>
    render(`${ORIGIN}${path}`, { fetch: injectFetch(t.app, { host: 'localhost', ip: '127.0.0.1' }) });

  beforeAll(async () => {
    t = await buildTestApp({ webDist, webSsrEntry: entry }, { demoCatalogue: true });
    const loaded = await loadRenderer(entry, t.app.log);
    if (!loaded) throw new Error(`no server bundle at ${entry}: build the web app first`);
    render = loaded;
    const list = await t.app.inject({ url: '/api/brand-items?websiteTopic=batteries&pageSize=100' });
    const all = (list.json() as { data: BrandItemList }).data.items.filter((i) => !i.isCategory);
    // One item of each of four brands, so no page's reads are another's.
    items = [...new Map(all.map((i) => [i.brandSlug, i])).values()].slice(0, 4);
    expect(items).toHaveLength(4);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders an item page in one pass from the third on, the same page as pass by pass', async () => {
    const pages = [];
    for (const item of items.slice(0, 3)) {
      const page = await renderPage(`/batteries/${item.brandSlug}/${item.itemSlug}`);
      pages.push(page);
      expect(page.failedReads).toBe(0);
      expect(page.appHtml).toContain('data-testid="item-price"');
      expect(page.stateTag).toContain(`"itemSlug":"${item.itemSlug}"`);
    }
    // Found pass by pass: the skeleton, the item, then "more from the brand" under it.
    expect(pages[0]!.passes).toBeGreaterThanOrEqual(3);
    expect(pages[2]!.passes).toBe(1);

    const first = items[0]!;
    const again = await renderPage(`/batteries/${first.brandSlug}/${first.itemSlug}`);
    expect(again.passes).toBe(1);
    expect(again.appHtml).toBe(pages[0]!.appHtml);
    expect(again.headTags).toBe(pages[0]!.headTags);
    expect(replies(again.stateTag)).toEqual(replies(pages[0]!.stateTag));
  });

  it('renders a page whose guessed reads miss (another page of a list) with its own data, and unlearns them', async () => {
    const listReads = (stateTag: string) =>
      Object.keys(replies(stateTag)).filter((key) => key.startsWith('getBrandItems('));
    // Learned from two renders of the first page: page 1 of the list is read ahead from the third.
    await renderPage('/batteries/brand-items');
    await renderPage('/batteries/brand-items');
    expect((await renderPage('/batteries/brand-items')).passes).toBe(1);
    const page = await renderPage('/batteries/brand-items?page=2');
    expect(page.passes).toBe(2);
    const api = async (page: number) => {
      const url = `/api/brand-items?websiteTopic=batteries&isCategory=false&page=${page}&pageSize=12`;
      return ((await t.app.inject({ url })).json() as { data: BrandItemList }).data.items;
    };
    const [one, two] = [await api(1), await api(2)];
    const shows = (item: BrandItem) => page.appHtml.includes(`/${item.itemSlug}"`);
    expect(two.filter(shows)).toHaveLength(two.length);
    expect(one.filter(shows)).toHaveLength(0);
    // The page-1 reply it read in vain is not handed over...
    expect(listReads(page.stateTag)).toEqual([expect.stringContaining('"page":2')]);
    // ...nor read ahead again; the page number now comes from the address, once seen twice.
    expect((await renderPage('/batteries/brand-items?page=3')).passes).toBe(2);
    const four = await renderPage('/batteries/brand-items?page=4');
    expect(four.passes).toBe(1);
    expect(listReads(four.stateTag)).toEqual([expect.stringContaining('"page":4')]);
  });

  it('does not guess reads a screen makes into a slice of its own (featured brands, page by page)', async () => {
    // Two pages of featured brands, as the home page's "more" link asks, before the route learns.
    const first = await renderPage('/batteries?brandsPage=2');
    for (let i = 0; i < 2; i++) await renderPage('/batteries');
    const again = await renderPage('/batteries?brandsPage=2');
    expect(again.appHtml).toBe(first.appHtml);
    expect(replies(again.stateTag)).toEqual(replies(first.stateTag));
  });
});
