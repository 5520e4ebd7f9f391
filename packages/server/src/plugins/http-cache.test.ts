import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../db/seed';
import { buildBrand } from '../test/catalogue';
import { buildConfig, buildTestApp, login, type TestApp } from '../test/test-app';

describe('public read caching', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      payload: buildBrand({ name: 'Cached' }),
      headers: { authorization: admin },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/brands?websiteTopic=test');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/api/brands?websiteTopic=test', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/brands?websiteTopic=test', { 'if-none-match': 'W/"other"' })).statusCode).toBe(
      200,
    );
  });

  it('keeps topics apart: the same URL on another topic is another reply', async () => {
    const test = await get('/api/brands/light?websiteTopic=test');
    const batteries = await get('/api/brands/light?websiteTopic=batteries');
    expect(test.headers.etag).not.toBe(batteries.headers.etag);
  });

  it('serves fresh data right after a write', async () => {
    const before = await get('/api/brands?websiteTopic=test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      payload: buildBrand({ name: 'Fresh' }),
      headers: { authorization: admin },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/api/brands?websiteTopic=test', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.items.map((b: { name: string }) => b.name)).toContain('Fresh');
  });

  it('does not cache private replies', async () => {
    const res = await get('/auth/validate', { authorization: admin });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('tells a second process sharing the database to drop its cached replies', async () => {
    const config = buildConfig();
    const second = await buildApp(config, {
      database: t.database,
      jwtSecret: config.jwtSecret!,
      logger: false,
    });
    await second.ready();
    try {
      const warm = await second.inject('/api/brands?websiteTopic=test&pageSize=50');
      const names = (r: typeof warm) => r.json().data.items.map((b: { name: string }) => b.name);
      expect(names(warm)).not.toContain('Made elsewhere');
      await t.app.inject({
        method: 'POST',
        url: '/api/brands',
        payload: buildBrand({ name: 'Made elsewhere' }),
        headers: { authorization: admin },
      });
      // LISTEN/NOTIFY is asynchronous on PostgreSQL: give the notification a moment.
      await expect
        .poll(async () => names(await second.inject('/api/brands?websiteTopic=test&pageSize=50')))
        .toContain('Made elsewhere');
    } finally {
      await second.close();
    }
  });
});
