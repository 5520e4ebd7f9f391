import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_ERRORS } from '@app/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, snap, useProduct } from './harness';

describe('media library: upload, choose for a brand, small files on phones', () => {
  const running = useProduct();
  let page: Page;
  const files = mkdtempSync(path.join(tmpdir(), 'media-e2e-'));
  const photoPath = path.join(files, 'torch-shelf.jpg');
  const fakePath = path.join(files, 'notes.png');

  beforeAll(async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1600, channels: 3, background: { r: 230, g: 120, b: 30 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600"><rect x="600" y="300" width="400" height="1000" rx="60" fill="#1a2b5f"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    writeFileSync(photoPath, photo);
    writeFileSync(fakePath, 'this is text, not a picture');
    page = await signedInPage(running.browser, running.product.url);
  });

  const tiles = () => page.getByRole('list', { name: 'Pictures' }).getByRole('listitem');
  const tilesNamed = (name: string) => tiles().filter({ hasText: name });

  it('uploads several files at once: the picture joins the library, the text file is refused', async () => {
    await page.goto(`${running.product.url}/batteries/admin/media`);
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    // The demo's drawn pictures are in the library already.
    await expect.poll(() => tilesNamed('600×600').count()).toBeGreaterThan(0);
    await page.getByTestId('media-file-input').setInputFiles([photoPath, fakePath]);
    await page.getByText('2 of 2 done').waitFor();
    await page.getByText('not a picture we can use').waitFor();
    // Newest first: the upload leads the library; the text file is not in it.
    await expect.poll(async () => (await tiles().first().textContent()) ?? '').toContain('torch-shelf.jpg');
    expect(await tiles().first().textContent()).toContain('1600×1600');
    // Its smaller copies are made in the background; the screen looks again until they exist.
    await tiles().first().getByTestId('media-pending').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await tilesNamed('notes.png').count()).toBe(0);

    await tiles().first().getByLabel('Alt text').fill('A torch on an orange shelf');
    await page.getByRole('button', { name: 'Save alt text' }).click();
    await page.getByRole('button', { name: 'Save alt text' }).waitFor({ state: 'detached' });
    await page.getByLabel('Search by file name or alt text').fill('orange shelf');
    await expect.poll(() => tiles().count()).toBe(1);
    await page.getByLabel('Search by file name or alt text').fill('nothing like this');
    await page.getByText('No picture matches this search.').waitFor();
    await page.getByLabel('Search by file name or alt text').fill('');
    await expect.poll(() => tiles().count()).toBeGreaterThan(1);
    await snap(page, 'media-library');
  });

  it('takes a picture dropped on the zone and one pasted on the page', async () => {
    const png = (colour: string) =>
      sharp({ create: { width: 200, height: 120, channels: 3, background: colour } })
        .png()
        .toBuffer()
        .then((b) => b.toString('base64'));
    const [dropped, pasted] = await Promise.all([png('#2a9d8f'), png('#e76f51')]);
    await page.evaluate(
      ({ dropped, pasted }) => {
        const file = (b64: string, name: string) =>
          new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
        const drop = new DataTransfer();
        drop.items.add(file(dropped, 'dropped.png'));
        const zone = document.querySelector('[aria-label="Upload pictures"]');
        zone?.dispatchEvent(new DragEvent('drop', { dataTransfer: drop, bubbles: true, cancelable: true }));
        const clip = new DataTransfer();
        clip.items.add(file(pasted, 'pasted.png'));
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: clip, bubbles: true, cancelable: true }),
        );
      },
      { dropped, pasted },
    );
    await page.getByText('2 of 2 done').waitFor();
    await expect.poll(() => tilesNamed('dropped.png').count()).toBe(1);
    await expect.poll(() => tilesNamed('pasted.png').count()).toBe(1);
    // Both are removed again, being unused, so the next tests see the one upload.
    for (const name of ['dropped.png', 'pasted.png']) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this picture?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await expect.poll(() => tilesNamed('dropped.png').count()).toBe(0);
    await expect.poll(() => tilesNamed('pasted.png').count()).toBe(0);
    expect(await tilesNamed('torch-shelf.jpg').count()).toBe(1);
  });

  it('shows on its tile why a picture could not be processed', async () => {
    // A JPEG cut short: its header reads, so the upload is taken; its pixels do not.
    const cutPath = path.join(files, 'cut-short.jpg');
    const whole = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    writeFileSync(cutPath, whole.subarray(0, 300));
    await page.getByTestId('media-file-input').setInputFiles([cutPath]);
    await page.getByText('1 of 1 done').waitFor();
    const tile = tilesNamed('cut-short.jpg');
    await expect.poll(() => tile.count()).toBe(1);
    const error = tile.getByTestId('media-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.textContent()).toBe(MEDIA_ERRORS.unreadable);
    expect(await tile.getByRole('img', { name: 'cut-short.jpg: could not be processed' }).count()).toBe(1);
    await snap(page, 'media-library-failed');
    // Removed again, so the next tests see the one upload.
    await page.getByRole('button', { name: 'Delete cut-short.jpg' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this picture?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => tilesNamed('cut-short.jpg').count()).toBe(0);
  });

  it('chooses the picture for a new brand, which the storefront shows; a phone loads the 320 px file', async () => {
    await page.goto(`${running.product.url}/batteries/brands/new`);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Media Torch Co');
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a picture' });
    await snap(page, 'media-picker');
    await picker.getByRole('button', { name: 'Choose torch-shelf.jpg' }).click();
    await picker.waitFor({ state: 'detached' });
    const url = await page.getByRole('textbox', { name: 'Image address' }).inputValue();
    expect(url).toMatch(/^\/api\/media\/files\/\d+-[0-9a-f]{12}\/1280\.jpeg$/);
    await page.getByRole('button', { name: 'Create brand' }).click();
    await page.waitForURL(/\/batteries\/media-torch-co\/edit$/);

    // A visitor on a phone, on the server-rendered brand page.
    const phone = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const visitor = await phone.newPage();
      const requested: string[] = [];
      visitor.on('request', (r) => {
        if (r.url().includes('/api/media/files/')) requested.push(new URL(r.url()).pathname);
      });
      await visitor.goto(`${running.product.url}/batteries/media-torch-co`);
      const logo = visitor.getByRole('img', { name: 'Media Torch Co logo' });
      await logo.waitFor();
      // The browser chose among the widths by the 96 px the header draws the picture at.
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
        .toMatch(/\/api\/media\/files\/\d+-[0-9a-f]{12}\/320\.avif$/);
      expect(requested.length).toBeGreaterThan(0);
      expect(requested.every((p) => p.endsWith('/320.avif'))).toBe(true);
      const reply = await visitor.request.get(`${running.product.url}${url}`);
      expect(reply.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers()['content-type']).toBe('image/jpeg');
    } finally {
      await phone.close();
    }
  });

  it('says where a picture is used before deleting it', async () => {
    await page.goto(`${running.product.url}/batteries/admin/media`);
    await expect.poll(() => tilesNamed('torch-shelf.jpg').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete torch-shelf.jpg' }).click();
    const dialog = page.getByRole('dialog', { name: 'This picture is in use' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('media-usages').textContent()).toContain('Media Torch Co');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => tilesNamed('torch-shelf.jpg').count()).toBe(1);

    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect.poll(() => tilesNamed('torch-shelf.jpg').count()).toBe(1);
      await snap(page, 'media-library-phone');
      await page.goto(`${running.product.url}/batteries/media-torch-co/edit`);
      await page.getByRole('button', { name: 'Choose from library' }).click();
      await page.getByRole('button', { name: 'Choose torch-shelf.jpg' }).waitFor();
      await snap(page, 'media-picker-phone');
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });
});
