import { ERRORS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from './db/seed';
import { buildTestApp, login, type TestApp } from './test/test-app';

/** One topic's admin can never read or change another topic's admin data. */
describe('isolation between topics', () => {
  let t: TestApp;
  let batteriesAdmin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    batteriesAdmin = (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries'))
      .authorization;
  });
  afterAll(() => t.close());

  const body = { title: 'Hijacked', primaryColor: '#000000', secondaryColor: '#000000' };

  it("an admin's token names its topic, and validating it never switches topic", async () => {
    const res = await t.app.inject({
      url: '/auth/validate?websiteTopic=beautyluxdeluxe',
      headers: { authorization: batteriesAdmin },
    });
    expect(res.json().data.user.websiteTopic).toBe('batteries');
  });

  it.each(['beautyluxdeluxe', 'test'])(
    'an admin of batteries cannot write the config of %s',
    async (topic) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/site-config?websiteTopic=${topic}`,
        payload: body,
        headers: { authorization: batteriesAdmin },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(ERRORS.forbiddenTopic);
      const after = await t.app.inject(`/api/site-config?websiteTopic=${topic}`);
      expect(after.json().data.title).not.toBe('Hijacked');
    },
  );

  it("writes through another topic's custom domain are refused too", async () => {
    const testAdmin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    const setDomain = await t.app.inject({
      method: 'PUT',
      url: '/api/site-config',
      payload: { ...body, title: 'Test Shop', domain: 'test-shop.example' },
      headers: { authorization: testAdmin },
    });
    expect(setDomain.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/site-config',
      payload: body,
      headers: { authorization: batteriesAdmin, host: 'test-shop.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('a write without a named topic lands in the token topic, never the default one', async () => {
    const beautyAdmin = (
      await login(t.app, demoAdminEmail('beautyluxdeluxe'), DEMO_ADMIN_PASSWORD, 'beautyluxdeluxe')
    ).authorization;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/site-config',
      payload: { ...body, title: 'Beauty Lux Deluxe Renamed' },
      headers: { authorization: beautyAdmin },
    });
    expect(res.json().data.websiteTopic).toBe('beautyluxdeluxe');
    expect((await t.app.inject('/api/site-config')).json().data.title).toBe('Battery Finder');
  });
});
