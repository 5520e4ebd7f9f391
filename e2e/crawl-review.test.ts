import { buildCatalogue, searchCatalogue } from '@app/marketplace-sim';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, signedInContext, snap, useProduct } from './harness';

const TOPIC = 'test';

/** The names of the home page's featured brands and of the header's top brands, as a visitor sees them. */
async function homeBrands(page: Page, url: string) {
  await page.goto(`${url}/${TOPIC}`);
  const featured = page.getByRole('list', { name: 'Featured brands' }).getByTestId('brand-card');
  await featured.first().waitFor();
  return {
    featured: await featured.getByRole('heading').allTextContents(),
    header: await page
      .getByRole('navigation', { name: 'Popular brands' })
      .getByRole('link')
      .allTextContents(),
  };
}

describe('brands to review in the browser (npm start, offline simulator)', () => {
  // The embedded mode starts the marketplace simulator in-process: no network needed.
  const running = useProduct({ env: { MARKETPLACE_SIM: 'true' } });

  it('an admin crawls a term, adds its brand from the review, and the storefront shows its items; the home page is unchanged', async () => {
    const { product, browser } = running;
    const token = await apiToken(product.url, TOPIC);
    // The simulator's catalogue is seeded: the test knows what the term finds. Its brand is not the site's.
    const catalogue = buildCatalogue();
    const brand = catalogue.brands[0]!;
    const expected = searchCatalogue(catalogue, brand.name);

    const context = await signedInContext(browser, token, TOPIC);
    const page = await context.newPage();
    const before = await homeBrands(page, product.url);
    expect(before.featured.length).toBeGreaterThan(0);

    await page.goto(`${product.url}/${TOPIC}/admin/crawl`);
    await page.getByRole('heading', { name: 'Marketplace crawl' }).waitFor();
    await page.getByRole('textbox', { name: 'Search term', exact: true }).fill(brand.name);
    await page.getByRole('button', { name: 'Crawl term', exact: true }).click();
    const result = page.getByTestId('crawl-term-result');
    await result.waitFor({ timeout: 30_000 });
    // Nothing reached the storefront: the brand is not one of the site's, so its items wait.
    await expect(result.textContent()).resolves.toContain(
      `${expected.length} items wait in Brands to review`,
    );

    const review = page.locator('#brands-to-review');
    const group = review
      .getByTestId('review-group')
      .filter({ has: page.getByRole('heading', { name: brand.name }) });
    await group.waitFor();
    await snap(page, 'crawl-review-before');
    await group.getByRole('button', { name: 'Add as brand' }).click();
    const done = review.getByTestId('review-done');
    await done.waitFor({ timeout: 15_000 });
    // The group's items and those that carried no brand line but start with its name all go.
    await expect(done.textContent()).resolves.toContain(
      `Added the brand ${brand.name}: ${expected.length} items imported.`,
    );
    // The list is read again after the change.
    await expect.poll(() => group.count()).toBe(0);
    // The run's report lists what waited for review.
    await expect
      .poll(() => page.getByTestId('run-reports').textContent())
      .toContain(`${expected.length} left out`);

    await done.getByRole('link', { name: 'View it on the site' }).click();
    await page.waitForURL(`**/${TOPIC}/${brand.slug}`);
    await page.getByRole('heading', { level: 1, name: brand.name }).waitFor();
    const anyTitle = new RegExp(
      expected.map((p) => p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    );
    await page.getByTestId('item-card').filter({ hasText: anyTitle }).first().waitFor({ timeout: 15_000 });
    const items = await fetch(
      `${product.url}/api/brand-items?websiteTopic=${TOPIC}&brandSlug=${brand.slug}&pageSize=100`,
    );
    expect(((await items.json()) as { data: { total: number } }).data.total).toBe(expected.length);
    await snap(page, 'crawl-review-brand-page');

    // The new brand is not featured: the home page and the header show the owner's brands as before.
    expect(await homeBrands(page, product.url)).toEqual(before);
    await snap(page, 'crawl-review-home');
    await context.close();
  });
});
