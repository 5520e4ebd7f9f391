import { ERRORS, emptyCrawlReport } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, crawlRuns } from './db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from './db/seed';
import { recountItems } from './modules/brands/brands.repository';
import { readReport } from './modules/crawl/crawl-report';
import { crawlReportsRepository } from './modules/crawl/crawl-reports.repository';
import { crawlRunsRepository } from './modules/runs/crawl-runs.repository';
import { buildBrand, call } from './test/catalogue';
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

  it("a crawl run of one topic is neither counted, reported nor ended through another topic's call", async () => {
    const runs = crawlRunsRepository(t.database.db);
    const reports = crawlReportsRepository(t.database.db);
    const at = new Date();
    const run = await runs.begin('batteries', 'isolated-run', 'term', ['volt'], 1, null, at);
    expect(run?.status).toBe('running');

    expect(await runs.bump('test', 'isolated-run', { crawledItems: 5 }, at, 'from test')).toBeNull();
    expect(await runs.finish('test', 'isolated-run', 'failed', at, 'from test')).toBeNull();
    await reports.merge('test', 'isolated-run', { ...emptyCrawlReport(), itemsCreated: 7 });
    const [row] = await t.database.db.select().from(crawlRuns).where(eq(crawlRuns.sessionId, 'isolated-run'));
    expect(row).toMatchObject({ status: 'running', crawledItems: 0, errors: [] });
    expect(readReport(row?.report).itemsCreated).toBe(0);

    // Through its own topic, the same calls reach it.
    expect((await runs.bump('batteries', 'isolated-run', { crawledItems: 5 }, at))?.crawledItems).toBe(5);
    expect((await runs.finish('batteries', 'isolated-run', 'succeeded', at))?.status).toBe('succeeded');
  });

  it("recounting another topic's brand leaves it as it is", async () => {
    const created = await call(t.app, 'POST', '/api/brands', buildBrand(), batteriesAdmin);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    await t.database.db.update(brands).set({ itemCount: 42 }).where(eq(brands.id, id));
    await recountItems(t.database.db, 'test', [id]);
    const count = async () =>
      (await t.database.db.select({ n: brands.itemCount }).from(brands).where(eq(brands.id, id)))[0]?.n;
    expect(await count()).toBe(42);
    await recountItems(t.database.db, 'batteries', [id]);
    expect(await count()).toBe(0);
  });
});
