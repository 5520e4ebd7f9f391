import { CRAWL_ERRORS } from '@app/contract';
import { type MarketplaceSim, startMarketplaceSim } from '@app/marketplace-sim';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';
import { fast } from './crawl.fixture';

describe('what the crawler may fetch', () => {
  let sim: MarketplaceSim;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 5, itemsPerBrand: 5, disallow: ['/s'] });
    t = await buildTestApp({ crawl: { ...fast, baseUrl: sim.url } });
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });
  // Each test counts the pages the simulator served for it alone.
  beforeEach(() => sim.controls.clearRequests());

  it('does not fetch a path robots.txt disallows', async () => {
    const res = await call(t.app, 'POST', '/api/amazon-search/crawl-term', { term: 'anything' }, admin);
    expect(res.status).toBe(502);
    expect(res.body.error).toContain(CRAWL_ERRORS.robots);
    expect(sim.controls.requests()).toEqual(['/robots.txt']);
  });

  it('refuses a private address typed into site settings, though the operator may use one', async () => {
    const put = await call(
      t.app,
      'PUT',
      '/api/site-config',
      {
        title: 'Test Shop',
        primaryColor: '#1a2b5f',
        secondaryColor: '#b0103a',
        marketplaceBaseUrl: 'http://10.0.0.7:8080',
      },
      admin,
    );
    expect(put.status).toBe(200);
    const res = await call(t.app, 'POST', '/api/amazon-search/crawl-term', { term: 'x' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CRAWL_ERRORS.refusedPrivate);
    // The operator's simulator on 127.0.0.1, named again in site settings, stays allowed.
    await call(
      t.app,
      'PUT',
      '/api/site-config',
      { title: 'Test Shop', primaryColor: '#1a2b5f', secondaryColor: '#b0103a', marketplaceBaseUrl: sim.url },
      admin,
    );
    const ok = await call(t.app, 'POST', '/api/amazon-search/crawl-term', { term: 'x' }, admin);
    expect(ok.body.error).toContain(CRAWL_ERRORS.robots);
  });

  it('without any marketplace configured, says so', async () => {
    const bare = await buildTestApp();
    const auth = (await login(bare.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    const res = await call(bare.app, 'POST', '/api/amazon-search/crawl-term', { term: 'x' }, auth);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CRAWL_ERRORS.noMarketplace);
    await bare.close();
  });
});
