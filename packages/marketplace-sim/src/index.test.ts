import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketplaceSim, startMarketplaceSim } from './index';

describe('marketplace simulator', () => {
  let sim: MarketplaceSim;
  beforeAll(async () => {
    sim = await startMarketplaceSim();
  });
  afterAll(() => sim.close());

  it('serves a robots.txt that keeps crawlers out of the cart', async () => {
    const res = await fetch(`${sim.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Disallow: /gp/cart');
  });

  it('answers unknown pages with 404', async () => {
    expect((await fetch(`${sim.url}/nope`)).status).toBe(404);
  });
});
