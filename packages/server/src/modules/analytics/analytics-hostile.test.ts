import { ANALYTICS_ERRORS, type AnalyticsDaily, utcDay } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';
import type { VisitEvent } from './visit-rollup';

/** Issue 11, items 6 and 9: a range that froze the process, and a beacon that wiped others' visits. */
describe('analytics against hostile input', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ analytics: { flushIntervalMs: 60_000, batchSize: 10_000 } });
    ({ admin } = await signInCast(t.app));
  });
  afterAll(() => t.close());

  const daily = (query: string) =>
    t.app.inject({ url: `/api/analytics/daily?websiteTopic=batteries&${query}`, headers: admin });

  // Before the fix this request never returned (and no timeout can interrupt a synchronous loop,
  // so the contract's test checks the loop itself in a child process).
  it('refuses days near year 10000 at once, and answers the last allowed day', async () => {
    const far = await daily('from=9999-12-31&to=9999-12-31');
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ success: false, data: null });
    expect(far.json().error).toContain(ANALYTICS_ERRORS.dayOutOfRange);

    const last = await daily('from=2999-12-30&to=2999-12-31');
    expect(last.statusCode, last.body).toBe(200);
    expect((last.json().data as AnalyticsDaily).daily.map((d) => d.day)).toEqual([
      '2999-12-30',
      '2999-12-31',
    ]);
  }, 5_000);

  it.each([
    ['from=2025-02-30&to=2025-03-01', 'This day does not exist'],
    ['from=2025-03-02&to=2025-03-01', ANALYTICS_ERRORS.rangeOrder],
    ['from=2020-01-01&to=2025-01-01', ANALYTICS_ERRORS.rangeTooLong],
    ['from=1000-01-01&to=1000-01-02', ANALYTICS_ERRORS.dayOutOfRange],
  ])('refuses %s with 400', async (query, message) => {
    const res = await daily(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  const beacon = (path: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/event?websiteTopic=batteries',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
      payload: JSON.stringify({ path }),
    });

  it.each([
    ['a NUL byte', '/a\u0000b'],
    ['a control character', '/a\u0007b'],
    ['a lone surrogate', '/a\ud800b'],
  ])('refuses a beacon with %s (400), before it reaches the buffer', async (_what, path) => {
    const before = t.app.visitBuffer.size;
    const res = await beacon(path);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(t.app.visitBuffer.size).toBe(before);
  });

  const event = (topic: string, path: string): VisitEvent => ({
    topic,
    at: new Date(),
    day: utcDay(),
    kind: 'pageview',
    path,
    targetUrl: null,
    referrer: '',
    device: 'desktop',
    browser: 'Firefox',
    country: '',
    region: '',
    visitorHash: `${topic}${path}`,
  });

  it('writes the good visits of a batch and drops only the row the database refuses', async () => {
    // A row the edge would refuse, pushed past it, stands for any row the database cannot take.
    const good = ['/one', '/two', '/three', '/four', '/five'];
    for (const [i, path] of good.entries()) {
      t.app.visitBuffer.push(event(i % 2 ? 'test' : 'batteries', path));
      if (i === 2) t.app.visitBuffer.push(event('batteries', '/bad\u0000row'));
    }
    await t.app.visitBuffer.flush();
    expect(t.app.visitBuffer.size).toBe(0);
    const rows = await t.database.db.execute<{ path: string }>(sql`select path from visits order by id`);
    expect(rows.rows.map((r) => r.path)).toEqual(good);
    const res = await daily(`from=${utcDay()}&to=${utcDay()}`);
    expect(res.json().data.totals.pageviews).toBe(3);
  });
});
