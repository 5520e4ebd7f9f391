import { CRAWL_SESSION_HEADER } from '@app/contract';
import { startMarketplaceSim } from '@app/marketplace-sim';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { call } from '../../test/catalogue';
import { buildTestApp, login } from '../../test/test-app';

/** Crawl settings that make a test crawl quick: no politeness delays to wait through. */
export const fast = {
  ratePerSecond: 1000,
  backoffMs: 10,
  retries: 3,
  timeoutMs: 5_000,
  concurrency: 4,
  maxPages: 3,
};

/**
 * The crawl's test bench: the marketplace simulator (40 brands of 20 items) and the app crawling
 * it, with the test site's admin signed in. `post` sends a new crawl session id unless given one.
 * `settings` change the crawl's pace (the default is `fast`).
 */
export async function crawlBench(settings: Partial<typeof fast> = {}) {
  const sim = await startMarketplaceSim({ brands: 40, itemsPerBrand: 20 });
  const t = await buildTestApp({ crawl: { ...fast, ...settings, baseUrl: sim.url } });
  const { authorization: admin, token } = await login(
    t.app,
    demoAdminEmail('test'),
    DEMO_ADMIN_PASSWORD,
    'test',
  );
  let session = 0;
  const sid = () => `test-${Date.now()}-${++session}`;
  const post = (url: string, body?: unknown, sessionId = sid()) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: admin,
        [CRAWL_SESSION_HEADER]: sessionId,
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  /** The owner's brand of a simulator brand, made by hand as the admin would. */
  const ownBrand = async (name: string) =>
    (await call(t.app, 'POST', '/api/brands', { name, searchTerm: name }, admin)).body.data;
  return {
    sim,
    t,
    admin,
    token,
    sid,
    post,
    ownBrand,
    close: async () => {
      await t.close();
      await sim.close();
    },
  };
}
export type CrawlBench = Awaited<ReturnType<typeof crawlBench>>;
