import { buildCatalogue, searchCatalogue } from '@app/marketplace-sim';
import { describe, expect, it } from 'vitest';
import { apiToken, signedInContext, snap, useProduct } from './harness';

const TOPIC = 'test';

describe('marketplace crawl in the browser (npm start, offline simulator)', () => {
  // The embedded mode starts the marketplace simulator in-process: no network needed.
  const running = useProduct({ env: { MARKETPLACE_SIM: 'true' } });

  it('an admin crawls a list of terms, watches progress, and the items appear on the storefront', async () => {
    const { product, browser } = running;
    const token = await apiToken(product.url, TOPIC);

    // The simulator's catalogue is seeded, so the test knows what the terms will find.
    const catalogue = buildCatalogue();
    const [first, second] = catalogue.brands;
    const expected = searchCatalogue(catalogue, first!.name);
    // The owner's brands: a crawl files items only under brands the site has (others wait for review).
    for (const b of [first!, second!]) {
      const made = await fetch(`${product.url}/api/brands`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: b.name, searchTerm: b.name }),
      });
      expect(made.status).toBe(201);
    }

    const context = await signedInContext(browser, token, TOPIC);
    const page = await context.newPage();
    await page.goto(`${product.url}/${TOPIC}/admin/crawl`);
    await page.getByRole('heading', { name: 'Marketplace crawl' }).waitFor();

    await page.getByTestId('crawl-terms').fill(`${first!.name}\n\n   \n${second!.name}`);
    await page.getByTestId('crawl-terms-start').click();
    // Progress moves: the term counter and the item counter of the live stream.
    await page.getByText(/Terms: [12] \/ 2/).waitFor();
    await page.getByTestId('crawl-list-finished').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('crawl-list-finished').textContent()).resolves.toContain(
      'Finished: 2 of 2 terms',
    );
    await expect(page.getByTestId('crawl-terms-count').textContent()).resolves.toBe('Terms: 2 / 2');
    await snap(page, 'crawl-finished');

    const items = await fetch(
      `${product.url}/api/brand-items?websiteTopic=${TOPIC}&brandSlug=${first!.slug}&pageSize=100`,
    );
    const list = (await items.json()) as { data: { total: number; items: Array<{ name: string }> } };
    expect(list.data.total).toBe(expected.length);

    // The link in the result leads to the brand page of the storefront, which lists the items.
    await page.getByRole('link', { name: first!.name }).first().click();
    await page.waitForURL(`**/${TOPIC}/${first!.slug}`);
    // The brand page shows its first page of items, whichever order the admin gave them.
    const anyTitle = new RegExp(
      expected.map((p) => p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    );
    await page.getByText(anyTitle).first().waitFor({ timeout: 15_000 });
    await snap(page, 'crawl-brand-page');
    await context.close();
  });
});
