import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERRORS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from './db/seed';
import { MAX_HEADER_BYTES, MAX_PARAM_LENGTH } from './lib/framework-errors';
import { buildTestApp, login, signInCast, type TestApp } from './test/test-app';

type Reply = { statusCode: number; json(): { success: boolean; data: unknown; error: string } };

/** Issue 11, item 12: NUL bytes, lone surrogates, racing tips, HEAD on a stream, framework errors. */
describe('hostile input', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  let webDist: string;

  beforeAll(async () => {
    // A built web app of one page, so storefront pages (server-rendered heads) answer too.
    webDist = mkdtempSync(path.join(tmpdir(), 'hostile-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    t = await buildTestApp({ webDist });
    ({ admin } = await signInCast(t.app));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const refused = (res: Reply, status: number, error: string) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect(res.json()).toMatchObject({ success: false, data: null });
    expect(res.json().error).toContain(error);
  };

  it.each([
    '/api/brands/slug/a%00b',
    '/api/tips/a%00b',
    '/api/brand-items/energizer/a%00b',
    '/api/chat/history/a%00b',
    '/api/search?q=aa%00',
    '/api/brands?websiteTopic=batteries&search=%00',
    '/batteries/brand%00name',
  ])('refuses a NUL byte in %s with 400', async (url) => {
    refused(await t.app.inject({ url, headers: admin }), 400, ERRORS.unstorableText);
  });

  // JSON escapes reach the handler as real NULs and lone surrogates.
  it.each([
    ['a brand name', '/api/brands', '{"name":"Bad\\u0000Name"}'],
    ['a brand slug', '/api/brands', '{"name":"Ok","slug":"ok\\ud800"}'],
    ['a tip title', '/api/tips', '{"title":"Tip \\udc00"}'],
    ['a chat message', '/api/chat/message', '{"sessionId":"abcdefgh","message":"hi\\u0000"}'],
    ['a crawl term', '/api/amazon-search/crawl-term', '{"term":"aa\\u0000"}'],
    ['a nested key', '/api/site-config', '{"theme":{"a\\u0000":1}}'],
  ])('refuses %s holding a NUL or a lone surrogate with 400', async (_what, url, payload) => {
    const res = await t.app.inject({
      method: url === '/api/site-config' ? 'PUT' : 'POST',
      url: `${url}?websiteTopic=batteries`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload,
    });
    refused(res, 400, ERRORS.unstorableText);
  });

  // Found by the fuzz test on PostgreSQL: past 2^31 - 1 a number no longer fits an `integer`.
  it('refuses numbers no integer column can hold with 400', async () => {
    const big = 2 ** 31;
    expect((await t.app.inject({ url: `/api/brands/featured?minItems=${big}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/brands/featured?excludeIds=1,${big}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/brand-items?minBrandItems=${big}` })).statusCode).toBe(400);
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/brand-items',
      headers: admin,
      payload: { brandSlug: 'energizer', name: 'Big', reviewCount: big },
    });
    expect(item.statusCode, item.body).toBe(400);
  });

  it('keeps paired surrogates (emoji) and ordinary text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brands?websiteTopic=batteries',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"name":"Sun \\ud83d\\ude00 cells"}',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Sun 😀 cells');
  });

  it('answers many admins saving the same tip title at once without a 500', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app
          .inject({ method: 'POST', url: '/api/tips', headers: admin, payload: { title: 'Same title' } })
          .then((r) => r.statusCode),
      ),
    );
    expect(
      statuses.filter((s) => s !== 201 && s !== 409),
      statuses.join(),
    ).toEqual([]);
    expect(statuses).toContain(201);
  });

  it('answers HEAD on the crawl progress stream with its headers and ends', async () => {
    const { token } = await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries');
    const res = await t.app.inject({ method: 'HEAD', url: `/api/amazon-search/progress?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body).toBe('');
  }, 3_000);

  it('keeps a malformed %-escape and an over-long path parameter in the envelope', async () => {
    refused(await t.app.inject({ url: '/api/brands/slug/%E0%A4%A' }), 400, ERRORS.badUrl);
    refused(await t.app.inject({ url: '/api/tips/%ED%A0%80' }), 400, ERRORS.badUrl);
    refused(
      await t.app.inject({ url: `/api/brands/slug/${'a'.repeat(MAX_PARAM_LENGTH + 1)}` }),
      414,
      ERRORS.uriTooLong,
    );
    // A slug as long as the contract allows is still looked up (and not found).
    expect((await t.app.inject({ url: `/api/brands/slug/${'a'.repeat(120)}` })).statusCode).toBe(404);
  });

  it('answers a page address no URL can be made of with 400, and a blank slug with 404', async () => {
    refused(await t.app.inject({ url: '/batteries', headers: { host: 'a b' } }), 400, ERRORS.badPageAddress);
    // `//x/…` is a path on this site, never another host.
    expect((await t.app.inject({ url: '//%20/x' })).statusCode).toBe(404);
    const blank = await t.app.inject({ url: '/batteries/category/%20' });
    expect(blank.statusCode).toBe(404);
    expect(blank.headers['content-type']).toContain('text/html');
  });

  describe('over a socket, where Node parses the request', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });

    /** Sends raw bytes and reads the reply until the server closes the connection. */
    const raw = (request: string) =>
      new Promise<{ status: number; type: string; body: { success: boolean; error: string } }>(
        (resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          let text = '';
          socket.on('data', (d) => {
            text += d.toString('utf8');
          });
          socket.on('error', reject);
          socket.on('close', () => {
            const [head = '', body = ''] = text.split('\r\n\r\n');
            resolve({
              status: Number(head.split(' ')[1]),
              type: /content-type: ([^\r]*)/i.exec(head)?.[1] ?? '',
              body: JSON.parse(body),
            });
          });
          socket.end(request);
        },
      );

    it('answers headers too large with 431 in the envelope', async () => {
      const res = await raw(
        `GET /api/brands HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(MAX_HEADER_BYTES + 10)}\r\n\r\n`,
      );
      expect(res.status).toBe(431);
      expect(res.type).toContain('application/json');
      expect(res.body).toMatchObject({ success: false, data: null, error: ERRORS.headersTooLarge });
    });

    it('answers a malformed request with 400 in the envelope', async () => {
      const res = await raw('GET /api/brands HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: ERRORS.badHttpRequest });
    });
  });
});
