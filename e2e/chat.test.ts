import { CHAT_ERRORS } from '@app/contract';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newContext, snap, useProduct } from './harness';

const ITEM = {
  name: 'Duracell Optimum AA Batteries, 12 Pack',
  path: '/batteries/duracell/duracell-optimum-aa-batteries-12-pack',
};

describe('chat assistant in the storefront', () => {
  const running = useProduct();
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await newContext(running.browser);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const panel = (p: Page) => p.getByRole('dialog', { name: /Ask Battery Finder/ });
  const ask = async (p: Page, text: string) => {
    await p.getByRole('textbox', { name: 'Your question' }).fill(text);
    await p.keyboard.press('Enter');
  };
  const storedSession = (p: Page) =>
    p.evaluate(() => JSON.parse(localStorage.getItem('chatSession:batteries') ?? 'null'));

  it('a visitor asks by a misspelled name, follows the link to the item, and finds the history on reopening', async () => {
    const chatCalls: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/chat/')) chatCalls.push(r);
    });
    await page.goto(`${running.product.url}/batteries`);
    await page.getByTestId('app-ready').waitFor();
    const open = page.getByRole('button', { name: 'Chat with us' });
    await open.click();
    await panel(page).waitFor();
    // The question box has the focus, so the visitor can type at once.
    await page.keyboard.type('Do you have the duracel optimum?');
    await page.keyboard.press('Enter');
    const answer = page.getByTestId('chat-message-assistant').last();
    await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toContain(ITEM.name);
    await expect.poll(() => page.getByTestId('chat-typing').count()).toBe(0);
    await snap(page, 'chat-panel-1280');
    // The server issued the session; the browser keeps its id and key, and sends the key in a
    // header only, never in an address.
    const kept = await storedSession(page);
    expect(kept.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(kept.key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const link = answer.getByRole('link', { name: ITEM.name });
    expect(await link.getAttribute('href')).toBe(ITEM.path);
    await link.click();
    await page.waitForURL((u) => u.pathname === ITEM.path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(ITEM.name);

    // Close, then reopen: the conversation is still there, reloaded from the server.
    await page.getByRole('button', { name: 'Close chat' }).first().click();
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await panel(page).waitFor();
    await expect
      .poll(() => page.getByTestId('chat-message-user').first().textContent())
      .toContain('duracel optimum');
    await expect.poll(() => page.getByTestId('chat-message-assistant').count()).toBe(1);

    // After a reload too (the session id is kept per site).
    await page.reload();
    await page.getByTestId('app-ready').waitFor();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect.poll(() => page.getByTestId('chat-message-assistant').count()).toBe(1);

    const paths = chatCalls.map((r) => new URL(r.url()).pathname);
    expect(paths).toContain(`/api/chat/history/${kept.sessionId}`);
    expect(chatCalls.every((r) => !r.url().includes(kept.key))).toBe(true);
    const keyed = chatCalls.filter((r) => !r.url().includes('/api/chat/session'));
    expect(keyed.length).toBeGreaterThan(2);
    expect(keyed.every((r) => r.headers()['x-chat-key'] === kept.key)).toBe(true);
  });

  it('starts a new session without a word when the server no longer opens the kept one', async () => {
    // A session kept from before keys, then one the server does not know.
    for (const kept of [
      'chat-lq2x-abcdefgh',
      JSON.stringify({ sessionId: 'A'.repeat(32), key: 'B'.repeat(43) }),
    ]) {
      const p = await context.newPage();
      await p.goto(`${running.product.url}/batteries/brands`);
      await p.evaluate((v) => localStorage.setItem('chatSession:batteries', v), kept);
      await p.reload();
      await p.getByTestId('app-ready').waitFor();
      await p.getByRole('button', { name: 'Chat with us' }).click();
      await panel(p).waitFor();
      await p.getByRole('button', { name: 'What is the cheapest?' }).waitFor();
      expect(await panel(p).getByRole('alert').count()).toBe(0);
      await snap(p, 'chat-panel-renewed');
      await ask(p, 'duracell optimum');
      await expect.poll(() => p.getByTestId('chat-message-assistant').count(), { timeout: 10_000 }).toBe(1);
      const renewed = (await storedSession(p)).sessionId;
      expect(renewed).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(renewed).not.toBe('A'.repeat(32));
      await p.close();
    }

    // A session that goes away while the panel is open: the question goes to a new one. A
    // browser of its own, since this one keeps the sessions renewed above (and their history).
    await context.close();
    context = await newContext(running.browser);
    page = await context.newPage();
    await page.goto(`${running.product.url}/batteries`);
    await page.getByTestId('app-ready').waitFor();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await ask(page, 'duracell optimum');
    await expect.poll(() => page.getByTestId('chat-message-assistant').count(), { timeout: 10_000 }).toBe(1);
    const first = await storedSession(page);
    let refused = 0;
    await page.route('**/api/chat/message**', async (route) => {
      if (refused++ > 0) return route.continue();
      await route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, error: CHAT_ERRORS.sessionNotFound }),
      });
    });
    await ask(page, 'How does shipping work?');
    // The new session holds the question and its answer; the old conversation went with the old one.
    const answer = page.getByTestId('chat-message-assistant');
    await expect.poll(() => answer.last().textContent(), { timeout: 20_000 }).toContain('Shipping policy');
    expect(await answer.count()).toBe(1);
    expect(await page.getByTestId('chat-message-user').allTextContents()).toEqual([
      expect.stringContaining('How does shipping work?'),
    ]);
    expect(await panel(page).getByRole('alert').count()).toBe(0);
    expect(refused).toBe(2);
    expect((await storedSession(page)).sessionId).not.toBe(first.sessionId);
  });

  it('shows hostile input as text, closes with Escape, and works on a phone', async () => {
    const phone = await newContext(running.browser, 390);
    const p = await phone.newPage();
    let alerted = false;
    p.on('dialog', async (d) => {
      alerted = true;
      await d.dismiss();
    });
    await p.goto(`${running.product.url}/batteries/brands`);
    await p.getByTestId('app-ready').waitFor();
    await p.getByRole('button', { name: 'Chat with us' }).click();
    await panel(p).waitFor();
    const hostile = '<img src=x onerror=alert(1)> what is the cheapest?';
    await ask(p, hostile);
    await expect.poll(() => p.getByTestId('chat-message-assistant').count(), { timeout: 10_000 }).toBe(1);
    expect(await p.getByTestId('chat-message-user').first().textContent()).toContain(hostile);
    expect(await panel(p).locator('img').count()).toBe(0);
    expect(alerted).toBe(false);
    expect(await p.getByTestId('chat-message-assistant').getByRole('link').count()).toBeGreaterThan(0);
    // The panel fills the phone's screen.
    const box = (await panel(p).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    await ask(p, 'How does shipping work?');
    await expect.poll(() => p.getByTestId('chat-message-assistant').count(), { timeout: 10_000 }).toBe(2);
    await snap(p, 'chat-panel-390');
    await p.keyboard.press('Escape');
    await expect.poll(() => panel(p).isVisible()).toBe(false);
    await phone.close();
  });

  it('has no chat button on admin and sign-in screens', async () => {
    await page.goto(`${running.product.url}/batteries/login`);
    await page.getByTestId('app-ready').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0);
  });
});
