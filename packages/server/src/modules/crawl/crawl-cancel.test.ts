import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crawlRuns } from '../../db/schema';
import { type CrawlBench, crawlBench } from './crawl.fixture';

/** A start every two seconds: a crawl that went on after a cancel would be heard within the quiet window. */
const PACE = { ratePerSecond: 0.5, concurrency: 2, retries: 0, timeoutMs: 10_000 };
/** Pages slower than a second, so requests are in flight when the cancel comes. */
const LATENCY_MS = 1_500;
/** Longer than the pause between two starts (2 s), so a crawl still running cannot stay silent. */
const QUIET_MS = 3_000;

/**
 * A cancel stops a crawl within a second, even at a polite pace with slow pages: the requests in
 * flight are dropped (not waited for) and no new one starts, whether the crawl was fetching or
 * waiting for its next slot.
 */
describe('crawl cancel', () => {
  let bench: CrawlBench;

  beforeAll(async () => {
    bench = await crawlBench(PACE);
  });
  afterAll(() => bench?.close());

  it('drops the requests in flight and starts none after a second, over a window longer than the pace', async () => {
    const { sim, post, ownBrand, sid, t } = bench;
    for (const b of sim.catalogue.brands.slice(0, 4)) await ownBrand(b.name);
    sim.controls.setLatency(LATENCY_MS);
    const id = sid();
    expect((await post('/api/amazon-search/crawl-all', undefined, id)).statusCode).toBe(202);
    // The first search page is on its way (robots.txt came two seconds before it).
    await vi.waitFor(() => expect(sim.controls.requests().some((r) => r.startsWith('/s?'))).toBe(true), {
      timeout: 10_000,
      interval: 20,
    });
    expect(sim.controls.dropped()).toBe(0);

    const cancelledAt = Date.now();
    expect((await post('/api/amazon-search/cancel')).json().data).toEqual({
      sessionId: id,
      status: 'cancelled',
    });
    await sleep(Math.max(0, cancelledAt + 1_000 - Date.now()));
    const droppedWithinASecond = sim.controls.dropped();
    const heard = sim.controls.requests().length;
    await sleep(QUIET_MS);
    // Nothing started after the first second...
    expect(sim.controls.requests().slice(heard)).toEqual([]);
    // ...and the page in flight was hung up on, well before the marketplace would have answered it.
    expect(droppedWithinASecond).toBeGreaterThan(0);
    const [run] = await t.database.db.select().from(crawlRuns).where(eq(crawlRuns.sessionId, id));
    expect(run!.status).toBe('cancelled');
  });
});
