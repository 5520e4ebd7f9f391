import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeModel } from '../packages/server/src/test/fake-model';
import { launchBrowser, newContext, type RunningProduct, snap, startProduct } from './harness';

/**
 * The storefront's assistant with a model behind it: an OpenAI-compatible test server that calls
 * the catalogue as a tool and streams its answer, holding the last piece until the test lets it go.
 */
describe('chat assistant with a model', () => {
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    model = await fakeModel();
    [product, browser] = await Promise.all([
      startProduct({
        env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '20000' },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await model?.close();
  });

  const open = async (p: Page) => {
    await p.goto(`${product.url}/batteries`);
    await p.getByTestId('app-ready').waitFor();
    await p.getByRole('button', { name: 'Chat with us' }).click();
    await p.getByRole('dialog', { name: /Ask Battery Finder/ }).waitFor();
  };

  it('shows the answer as the model writes it, then the checked whole, with made-up products left out', async () => {
    model.state.hold = true;
    model.state.cite = 2;
    model.state.extra = ['- [Duracell Mega Cell 9000](/batteries/duracell/mega-cell-9000) — $3.33'];
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page);
    await page.getByRole('textbox', { name: 'Your question' }).fill('duracell optimum');
    await page.keyboard.press('Enter');

    // Written so far: the lines the model has sent, while its last piece is still held back.
    const writing = page.getByTestId('chat-message-writing');
    await expect
      .poll(() => writing.textContent(), { timeout: 15_000 })
      .toContain('Duracell Optimum AA Batteries, 12 Pack');
    expect(await page.getByTestId('chat-message-assistant').count()).toBe(0);
    expect(await writing.getAttribute('aria-busy')).toBe('true');
    await snap(page, 'chat-model-writing');

    model.release();
    const answer = page.getByTestId('chat-message-assistant');
    await expect.poll(() => answer.count(), { timeout: 15_000 }).toBe(1);
    expect(await writing.count()).toBe(0);
    const text = (await answer.textContent()) ?? '';
    expect(text).toContain('Anything else?');
    expect(text).not.toContain('Mega Cell');
    // The product it named is a link to its page, and the page opens.
    await answer.getByRole('link', { name: 'Duracell Optimum AA Batteries, 12 Pack' }).click();
    await page.waitForURL(/\/batteries\/duracell\/duracell-optimum-aa-batteries-12-pack$/);
    await context.close();
  });
});
