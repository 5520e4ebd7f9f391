import { ERRORS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

const SHARED = 'catalogue.example.com';
const body = (domain: string | null) => ({
  title: 'A site',
  primaryColor: '#102040',
  secondaryColor: '#aa1133',
  domain,
});

describe('site config domains', () => {
  let t: TestApp;
  let admin: string;
  let testAdmin: string;
  beforeAll(async () => {
    t = await buildTestApp({ publicHosts: ['localhost', SHARED] });
    admin = (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries')).authorization;
    testAdmin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
  });
  afterAll(() => t.close());

  const put = (domain: string | null, authorization: string, host = 'localhost') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/site-config',
      payload: body(domain),
      headers: { authorization, host },
    });
  const siteOn = async (host: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/site-config', headers: { host } })).json().data;

  it.each([SHARED, 'WWW.Catalogue.Example.COM'])('refuses the shared host %s as a domain', async (domain) => {
    const res = await put(domain, testAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: ERRORS.domainShared });
    expect((await siteOn(SHARED)).websiteTopic).toBe('batteries');
  });

  it("refuses another topic's domain in any spelling, and a trailing dot as invalid", async () => {
    expect((await put('shop.example.com', testAdmin)).statusCode).toBe(200);
    // A fully qualified host (trailing dot) is the same host.
    expect((await siteOn('Shop.Example.com.')).websiteTopic).toBe('test');
    const www = await put('www.Shop.Example.com', admin);
    expect(www.statusCode).toBe(409);
    expect(www.json().error).toBe(ERRORS.domainTaken);
    expect((await put('shop.example.com.', admin)).statusCode).toBe(400);
    // Its own domain, re-saved, is no clash.
    expect((await put('www.shop.example.com', testAdmin)).statusCode).toBe(200);
    expect((await put(null, testAdmin)).statusCode).toBe(200);
  });

  it('never lets a stored shared host capture requests or lock other admins out', async () => {
    // A row written before the rule existed.
    await t.database.db.update(siteConfig).set({ domain: SHARED }).where(eq(siteConfig.websiteTopic, 'test'));
    t.app.siteConfigs.invalidate();

    expect((await siteOn(SHARED)).websiteTopic).toBe('batteries');
    expect((await siteOn(`${SHARED}.:5000`)).websiteTopic).toBe('batteries');
    const resolved = await t.app.inject({
      method: 'GET',
      url: `/api/site-config/resolve?url=${encodeURIComponent(`https://${SHARED}/beautyluxdeluxe`)}`,
    });
    expect(resolved.json()).toMatchObject({ viaDomain: false, topic: 'beautyluxdeluxe' });
    // The batteries admin still writes through the shared host.
    expect((await put(null, admin, SHARED)).statusCode).toBe(200);
  });
});
