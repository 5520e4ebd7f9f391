import { ERRORS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

const validBody = {
  title: 'Battery Finder Pro',
  tagline: 'Power, compared',
  description: 'All the batteries.',
  primaryColor: '#102040',
  secondaryColor: '#aa1133',
  contactEmail: 'owner@batteries.test',
  marketplaceBaseUrl: 'https://market.example.com',
  marketplaceAffiliateTag: 'bat-21',
};

describe('site config', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries')).authorization;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const put = (body: unknown, headers: Record<string, string> = {}, url = '/api/site-config') =>
    t.app.inject({ method: 'PUT', url, payload: body as object, headers });

  it('lists the three demo topics', async () => {
    const res = await get('/api/site-config/all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: expect.any(Array), error: null });
    expect(res.json().data.map((c: { websiteTopic: string }) => c.websiteTopic)).toEqual([
      'batteries',
      'beautyluxdeluxe',
      'test',
    ]);
  });

  it('reads the default topic, a named topic, and 404s an unknown one', async () => {
    expect((await get('/api/site-config')).json()).toEqual({
      success: true,
      data: expect.objectContaining({ websiteTopic: 'batteries' }),
      error: null,
    });
    expect((await get('/api/site-config?websiteTopic=beautyluxdeluxe')).json().data.title).toBe(
      'Beauty Lux Deluxe',
    );
    const missing = await get('/api/site-config?websiteTopic=nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      data: null,
      error: `${ERRORS.siteConfigNotFound} 'nope'`,
      code: 'NOT_FOUND',
    });
    expect((await get('/api/site-config?websiteTopic=Bad%20Topic!')).statusCode).toBe(400);
  });

  it('resolves the landing, a topic path and an unknown topic', async () => {
    const landing = (await get('/api/site-config/resolve?url=http://localhost:5000/')).json();
    expect(landing).toEqual({
      success: true,
      data: null,
      error: null,
      allConfigs: expect.any(Array),
      missingTopic: true,
      topic: null,
      viaDomain: false,
    });
    expect(landing.allConfigs).toHaveLength(3);

    const topic = (await get('/api/site-config/resolve?url=http://localhost:5000/test/brands?x=1')).json();
    expect(topic).toMatchObject({ topic: 'test', viaDomain: false, data: { websiteTopic: 'test' } });
    expect(topic.missingTopic).toBeUndefined();

    const unknown = (await get('/api/site-config/resolve?url=http://localhost:5000/nowhere/x')).json();
    expect(unknown).toMatchObject({ data: null, notFoundForTopic: 'nowhere' });

    const notUrl = await get('/api/site-config/resolve?url=notaurl');
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json()).toMatchObject({ success: false, data: null, code: 'VALIDATION' });
  });

  it('refuses writes without a token, from a non-admin, and across topics', async () => {
    const anonymous = await put(validBody);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      data: null,
      error: ERRORS.authRequired,
      code: 'UNAUTHORIZED',
    });
    const shopper = await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
    const asShopper = await put(validBody, { authorization: shopper.authorization });
    expect(asShopper.statusCode).toBe(403);
    const otherTopic = await put(validBody, { authorization: admin }, '/api/site-config?websiteTopic=test');
    expect(otherTopic.statusCode).toBe(403);
    expect(otherTopic.json().error).toBe(ERRORS.forbiddenTopic);
    expect((await get('/api/site-config?websiteTopic=test')).json().data.title).toBe('Test Shop');
  });

  it("lets an admin change their own topic's config, and validates it", async () => {
    const res = await put(validBody, { authorization: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.objectContaining({ websiteTopic: 'batteries', title: 'Battery Finder Pro' }),
      error: null,
    });
    expect((await get('/api/site-config')).json().data.primaryColor).toBe('#102040');

    const bad = await put(
      { ...validBody, primaryColor: 'navy', marketplaceBaseUrl: 'ftp://x' },
      { authorization: admin },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.primaryColor', 'body.marketplaceBaseUrl']),
    );
    const sneaky = await put({ ...validBody, websiteTopic: 'test' }, { authorization: admin });
    expect(sneaky.statusCode).toBe(400);
  });

  it('serves a topic on its custom domain without a path prefix, and keeps domains unique', async () => {
    expect(
      (await put({ ...validBody, domain: 'Shop.Batteries.Example' }, { authorization: admin })).statusCode,
    ).toBe(200);
    const resolved = (
      await get('/api/site-config/resolve?url=https://www.shop.batteries.example/duracell')
    ).json();
    expect(resolved).toMatchObject({
      viaDomain: true,
      topic: 'batteries',
      data: { domain: 'shop.batteries.example' },
    });

    // A request arriving on that host reads that topic.
    const viaHost = await get('/api/site-config', { host: 'shop.batteries.example' });
    expect(viaHost.json().data.websiteTopic).toBe('batteries');

    const testAdmin = await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test');
    const clash = await put(
      { ...validBody, title: 'Test', domain: 'shop.batteries.example' },
      { authorization: testAdmin.authorization },
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(ERRORS.domainTaken);
  });

  // The default topic is what an unresolved request gets anyway, so only another topic's domain
  // shows that the host, and not the fallback, chose the topic.
  it("resolves a non-default topic's domain with no path prefix, and path prefixes on any other host", async () => {
    const beautyAdmin = await login(
      t.app,
      demoAdminEmail('beautyluxdeluxe'),
      DEMO_ADMIN_PASSWORD,
      'beautyluxdeluxe',
    );
    const saved = await put(
      { ...validBody, title: 'Beauty Lux Deluxe', domain: 'beauty.example' },
      { authorization: beautyAdmin.authorization },
    );
    expect(saved.statusCode).toBe(200);
    const resolve = async (url: string) =>
      (await get(`/api/site-config/resolve?url=${encodeURIComponent(url)}`)).json();

    // On its domain the path is the page, even when its first segment names another topic.
    for (const url of [
      'https://beauty.example/',
      'https://www.Beauty.Example:8443/la-mer',
      'https://beauty.example/test/brands',
    ]) {
      expect(await resolve(url), url).toMatchObject({
        viaDomain: true,
        topic: 'beautyluxdeluxe',
        data: { websiteTopic: 'beautyluxdeluxe', domain: 'beauty.example' },
      });
    }
    // Any other host: the first segment names the topic.
    expect(await resolve('https://elsewhere.example/beautyluxdeluxe/la-mer')).toMatchObject({
      viaDomain: false,
      topic: 'beautyluxdeluxe',
      data: { websiteTopic: 'beautyluxdeluxe' },
    });
    expect(await resolve('https://elsewhere.example/test')).toMatchObject({
      viaDomain: false,
      topic: 'test',
    });
    expect(await resolve('https://elsewhere.example/')).toMatchObject({ missingTopic: true, topic: null });
    expect(await resolve('https://elsewhere.example/nowhere/la-mer')).toMatchObject({
      data: null,
      topic: 'nowhere',
      notFoundForTopic: 'nowhere',
    });

    // API requests: the host picks the topic, an unknown host gets the default, a named topic wins over both.
    const topicOf = async (host: string, query = '') =>
      (await get(`/api/site-config${query}`, { host })).json().data.websiteTopic;
    expect(await topicOf('beauty.example')).toBe('beautyluxdeluxe');
    expect(await topicOf('WWW.beauty.example:5000')).toBe('beautyluxdeluxe');
    expect(await topicOf('elsewhere.example')).toBe('batteries');
    expect(await topicOf('beauty.example', '?websiteTopic=test')).toBe('test');
  });
});
