import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERRORS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div></body></html>';
const HOST = 'catalogue.example';

/**
 * A stand-in for the web app's server entry (dist-server/entry-server.js): it counts its renders,
 * reads the topic's brands through the fetch it is given (the app's own routes) and fails on
 * the about page, so the module's part (which pages, caching, invalidation, fallback) is tested
 * without building the web app.
 */
const FAKE_ENTRY = `
let renders = 0;
export async function render(url, { fetch }) {
  renders++;
  const topic = new URL(url).pathname.split('/')[1];
  if (url.endsWith('/about')) throw new Error('render failed on purpose');
  const reply = await (await fetch('http://any.invalid/api/brands?websiteTopic=' + topic + '&pageSize=100')).json();
  const names = reply.data.items.map((b) => b.name).join(', ');
  return {
    // A page of a real page's size (tens of kilobytes), for the compression test.
    appHtml: '<main>render ' + renders + ': ' + names + '</main>' + '<p>A paragraph of a page.</p>'.repeat(200),
    headTags: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    stateTag: '<script type="application/json" id="server-state">{}</script>',
    topic,
    failedReads: url.includes('flaky') ? 1 : 0,
  };
}
`;

describe('server-rendered pages', () => {
  let t: TestApp;
  let admin: string;
  let dir: string;
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
    return { status: res.statusCode, html: res.body, headers: res.headers };
  };
  const renderCount = (html: string) => Number(/render (\d+):/.exec(html)?.[1] ?? Number.NaN);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'spa-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'dist-server'));
    writeFileSync(path.join(dir, 'dist/index.html'), SHELL);
    mkdirSync(path.join(dir, 'dist/demo-images'));
    writeFileSync(path.join(dir, 'dist/demo-images/cell.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(dir, 'dist/assets'));
    writeFileSync(path.join(dir, 'dist/assets/index-abc123.js'), 'console.log(1);\n');
    writeFileSync(
      path.join(dir, 'dist/assets/index-abc123.js.map'),
      '{"version":3,"sources":["src/main.tsx"]}',
    );
    writeFileSync(
      path.join(dir, 'dist/assets/index-abc123.css.map'),
      '{"version":3,"sources":["src/a.css"]}',
    );
    writeFileSync(path.join(dir, 'dist-server/entry-server.js'), FAKE_ENTRY);
    t = await buildTestApp({ webDist: path.join(dir, 'dist') });
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    expect((await call(t.app, 'POST', '/api/brands', buildBrand({ name: 'Acme' }), admin)).status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the rendered markup, its styles, its store and the page head into the shell', async () => {
    const res = await page('/test/brands');
    expect(res.status).toBe(200);
    expect(res.html).toMatch(
      /<div id="root"><main>render \d+: [^<]*Acme[^<]*<\/main>(<p>[^<]*<\/p>)*<\/div><script type="application\/json" id="server-state">/,
    );
    const head = res.html.slice(0, res.html.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css abc">');
    expect(head).toMatch(/<title>Brands – Test Shop<\/title>/);
    expect(head).toContain('<link rel="canonical" href="http://catalogue.example/test/brands" />');
  });

  it('sends a page compressed to a browser that accepts it', async () => {
    const res = await page('/test/brands', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeLessThan(2000);
    const head = await t.app.inject({ method: 'HEAD', url: '/test/brands', headers: { host: HOST } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('serves the build’s files to any origin: a site on its own domain shows pictures named by the shared host', async () => {
    const res = await page('/demo-images/cell.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The API keeps helmet's same-origin rule.
    expect((await page('/api/brands?websiteTopic=test')).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });

  it('serves the scripts but not their source maps, which stay on disk for error reports', async () => {
    const script = await page('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.css.map']) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.html), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.html, url).not.toContain('sources');
    }
  });

  it('answers an unknown API path and a missing file with the JSON 404, not a page', async () => {
    for (const url of ['/api/no-such-thing', '/test/missing.png']) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.html).success, url).toBe(false);
    }
  });

  it('answers a host no page address can be made of, and an unknown path, with the error envelope', async () => {
    const bad = await page('/test/brands', { host: 'bad host' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.html)).toEqual({
      success: false,
      data: null,
      error: ERRORS.badPageAddress,
      code: 'BAD_URL',
    });
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing?x=1', headers: { host: HOST } });
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toEqual({
        success: false,
        data: null,
        error: `${ERRORS.routeNotFound}: ${method} /api/no-such-thing`,
        code: 'NOT_FOUND',
      });
    }
  });

  it('keeps the status the page head decided: an unknown brand is a rendered 404', async () => {
    const res = await page('/test/no-such-brand');
    expect(res.status).toBe(404);
    expect(res.html).toContain('<main>render');
  });

  it('serves a page from its cache with an ETag until the topic is written to', async () => {
    const first = await page('/test/podcasts');
    const again = await page('/test/podcasts');
    expect(renderCount(again.html)).toBe(renderCount(first.html));
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect((await page('/test/podcasts', { 'if-none-match': String(first.headers.etag) })).status).toBe(304);

    expect((await call(t.app, 'POST', '/api/brands', buildBrand({ name: 'Zenith' }), admin)).status).toBe(
      201,
    );
    const after = await page('/test/podcasts');
    expect(renderCount(after.html)).toBeGreaterThan(renderCount(first.html));
    expect(after.html).toContain('Zenith');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers a kept page without working out its head again', async () => {
    const pageMeta = t.app.pageHeads.pageMeta;
    let heads = 0;
    t.app.pageHeads.pageMeta = (...args) => {
      heads++;
      return pageMeta(...args);
    };
    try {
      const first = await page('/test/brand-items');
      const again = await page('/test/brand-items');
      expect(renderCount(again.html)).toBe(renderCount(first.html));
      expect(heads).toBe(1);
      await t.app.invalidateTopic('test');
      await page('/test/brand-items');
      expect(heads).toBe(2);
    } finally {
      t.app.pageHeads.pageMeta = pageMeta;
    }
  });

  it('does not keep a page some of whose reads failed', async () => {
    const first = await page('/test/brands?flaky=1');
    expect(first.status).toBe(200);
    expect(renderCount((await page('/test/brands?flaky=1')).html)).toBeGreaterThan(renderCount(first.html));
  });

  it("another topic's write leaves the page cached", async () => {
    const first = await page('/test/tips');
    await t.app.invalidateTopic('batteries');
    expect(renderCount((await page('/test/tips')).html)).toBe(renderCount(first.html));
  });

  it('sends sign-in, admin and edit screens as the shell, for the browser to render', async () => {
    for (const url of [
      '/test/login',
      '/test/admin',
      '/test/admin/brands',
      '/test/acme/edit',
      '/test/brands/new',
    ]) {
      const res = await page(url);
      expect(res.html, url).toContain('<div id="root"></div>');
      expect(res.html, url).not.toContain('server-state');
    }
  });

  it('falls back to the shell when rendering fails: never a 500 for a page', async () => {
    const res = await page('/test/about');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<div id="root"></div>');
    expect(res.html).toMatch(/<title>About – Test Shop<\/title>/);
  });
});
