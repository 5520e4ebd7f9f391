import { type ActivityEntry, ROUTES } from '@app/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { buildItem, call } from '../../test/catalogue';
import {
  type PriceRefreshBench,
  priceRefreshBench,
  TOPIC,
  UNKNOWN_BY_HAND,
  UNKNOWN_CONFIRMED,
} from './price-refresh.fixture';

/** The price refresh against the marketplace simulator: what it writes, and the price history. */
describe('price refresh', () => {
  let t: PriceRefreshBench;
  let a: App;
  let admin: string;
  const products = () => t.products;
  const finished = () => t.finished();
  const items = () => t.items();
  const historyOf = (id: number) => t.historyOf(id);
  const dpRequests = () => t.dpRequests();
  /** A refresh started now by the admin, to its end: at `epoch` percent off or on the base prices. */
  const refreshAt = async (epoch: number) => {
    t.sim.controls.setPriceEpoch(epoch);
    const started = await call(a, 'POST', ROUTES.crawl.priceRefresh, undefined, admin);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    return finished();
  };

  beforeAll(async () => {
    t = await priceRefreshBench();
    ({ a, admin } = t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.sim.controls.reset();
    t.sim.controls.clearRequests();
  });

  it('a refresh writes the marketplace’s new prices, keeps the old ones as history, and shows as a crawl run', async () => {
    // Only this test asks for these prices: each item's price changes, whatever ran before.
    const before = await items();
    t.sim.controls.setPriceEpoch(-10);
    const started = await call(a, 'POST', ROUTES.crawl.priceRefresh, undefined, admin);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.data).toMatchObject({ totalItems: 8, sessionId: expect.any(String) });
    const done = await finished();
    expect(done).toMatchObject({ lastStatus: 'succeeded', lastError: null, itemsToRefresh: 8 });
    expect(Date.parse(done.nextRunAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const after = await items();
    for (const p of products()) {
      const item = after.find((i) => i.externalId === p.asin)!;
      const was = before.find((i) => i.id === item.id)!.priceMinor;
      expect(item.priceMinor).toBe(Math.round(p.basePriceCents * 0.9));
      expect(item.previousPriceMinor).toBe(was);
      expect(Date.now() - item.priceCheckedAt!.getTime()).toBeLessThan(60_000);
      expect(item.priceChangedAt).not.toBeNull();
      expect((await historyOf(item.id)).map((h) => h.priceMinor).slice(-2)).toEqual([
        was,
        Math.round(p.basePriceCents * 0.9),
      ]);
    }
    // Unknown to the marketplace: confirmed before → out of stock, its price left to age out.
    const gone = after.find((i) => i.externalId === UNKNOWN_CONFIRMED)!;
    expect(gone.availability).toBe('out_of_stock');
    expect(Date.now() - gone.priceCheckedAt!.getTime()).toBeGreaterThan(3_600_000);
    // Never confirmed (typed by hand): left as it was.
    const typed = after.find((i) => i.externalId === UNKNOWN_BY_HAND)!;
    expect(typed).toMatchObject({ availability: 'unknown', priceCheckedAt: null, priceMinor: 999 });

    const run = await call(a, 'GET', ROUTES.crawl.status, undefined, admin);
    expect(run.body.data).toMatchObject({
      sessionId: started.body.data.sessionId,
      mode: 'refresh',
      status: 'succeeded',
      totalItems: 8,
      crawledItems: 8,
    });
    // The replies carry the new fields, and a cached read was retired by the refresh.
    const reply = await call(
      a,
      'GET',
      `/api/brand-items/${t.ids[products()[0]!.asin]}?websiteTopic=${TOPIC}`,
    );
    expect(reply.body.data).toMatchObject({
      priceMinor: Math.round(products()[0]!.basePriceCents * 0.9),
      previousPriceMinor: before.find((i) => i.externalId === products()[0]!.asin)!.priceMinor,
      priceCheckedAt: expect.any(String),
      priceChangedAt: expect.any(String),
      availability: after.find((i) => i.externalId === products()[0]!.asin)!.availability,
    });
  });

  it('the same price again is checked anew without a new history row', async () => {
    const [first] = products();
    await refreshAt(0);
    const back = (await items()).find((i) => i.externalId === first!.asin)!;
    expect(back.priceMinor).toBe(first!.basePriceCents);
    const history = await historyOf(back.id);
    expect(history.at(-1)!.priceMinor).toBe(first!.basePriceCents);
    // The next check must come at a later millisecond than this one to be told apart.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(back.priceCheckedAt!.getTime()), {
      timeout: 1_000,
      interval: 5,
    });
    await call(a, 'POST', ROUTES.crawl.priceRefresh, undefined, admin);
    await finished();
    const again = (await items()).find((i) => i.id === back.id)!;
    expect(again.priceCheckedAt!.getTime()).toBeGreaterThan(back.priceCheckedAt!.getTime());
    expect(again.priceChangedAt).toEqual(back.priceChangedAt);
    expect(again.updatedAt).toEqual(back.updatedAt);
    expect(await historyOf(back.id)).toEqual(history);
    expect(dpRequests()).toBe(16);
  });

  it("the price history is public, oldest first, and another site's item is not found", async () => {
    // Prices no other test asks for: every item has a change in its history.
    await refreshAt(-5);
    const id = t.ids[products()[1]!.asin]!;
    const item = (await call(a, 'GET', `/api/brand-items/${id}?websiteTopic=${TOPIC}`)).body.data;
    const address = `/api/brand-items/${item.brandSlug}/${item.itemSlug}/prices`;
    const res = await call(a, 'GET', `${address}?websiteTopic=${TOPIC}`);
    expect(res.status).toBe(200);
    const points = res.body.data.points as Array<{ priceMinor: number; checkedAt: string }>;
    expect(res.body.data.itemId).toBe(id);
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.map((p) => p.checkedAt)).toEqual([...points.map((p) => p.checkedAt)].sort());
    expect((await call(a, 'GET', `${address}?websiteTopic=batteries`)).status).toBe(404);
    expect((await call(a, 'GET', `${address}?websiteTopic=${TOPIC}&isCategory=true`)).status).toBe(404);
    expect(
      (await call(a, 'GET', `/api/brand-items/${item.brandSlug}/nothing/prices?websiteTopic=${TOPIC}`))
        .status,
    ).toBe(404);
    // An item whose slug is "prices" stays reachable at its address.
    await call(
      a,
      'POST',
      ROUTES.brandItems.list,
      buildItem({ name: 'Prices', brandSlug: 'sim-brand' }),
      admin,
    );
    const named = await call(a, 'GET', `/api/brand-items/sim-brand/prices?websiteTopic=${TOPIC}`);
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ name: 'Prices', itemSlug: 'prices' });
  });

  it('a price typed by hand is no longer a marketplace-confirmed one', async () => {
    await refreshAt(0);
    const id = t.ids[products()[2]!.asin]!;
    const same = await call(a, 'PUT', `/api/brand-items/${id}`, { description: 'New words' }, admin);
    expect(same.body.data.priceCheckedAt).not.toBeNull();
    const typed = await call(a, 'PUT', `/api/brand-items/${id}`, { priceMinor: 12_345 }, admin);
    expect(typed.body.data).toMatchObject({ priceMinor: 12_345, priceCheckedAt: null });
  });

  it('a scheduled refresh is one log entry by the system, counting and naming the changed prices', async () => {
    await refreshAt(-15);
    const before = await items();
    t.sim.controls.setPriceEpoch(-20);
    const since = Date.now();
    await t.makeDue();
    await t.scheduledRunAfter(since);
    const after = await items();
    const changed = after.filter((i) => before.find((b) => b.id === i.id)!.priceMinor !== i.priceMinor);
    expect(changed.length).toBeGreaterThan(1);

    const run = (await call(a, 'GET', ROUTES.crawl.status, undefined, admin)).body.data;
    const log = await call(a, 'GET', '/api/activity?entityType=crawlRun&pageSize=100', undefined, admin);
    const entries = log.body.data.items as ActivityEntry[];
    const ofRun = entries.filter((e) => e.changes.session?.[1] === run.sessionId);
    expect(ofRun).toHaveLength(1);
    expect(ofRun[0]).toMatchObject({ action: 'update', userId: null, userEmail: 'system' });
    expect(ofRun[0]!.changes.pricesChanged).toEqual([null, changed.length]);
    expect((ofRun[0]!.changes.items![1] as string[]).sort()).toEqual(
      changed.map((i) => `${i.name} (#${i.id})`).sort(),
    );
    // "Refresh now" runs are the admin's.
    expect(entries.some((e) => e.userEmail.includes('@') && e.changes.pricesChanged)).toBe(true);
  });
});
