import {
  ANALYTICS_ERRORS,
  type AnalyticsDaily,
  type AnalyticsDay,
  type AnalyticsTop,
  addDays,
  ERRORS,
  type LocationVisits,
  utcDay,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import {
  DEMO_ADMIN_PASSWORD,
  DEMO_SHOPPER_EMAIL,
  DEMO_USER_PASSWORD,
  demoAdminEmail,
  seedDemo,
} from '../../db/seed';
import { buildConfig, buildTestApp, login, openTestDatabase, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Addresses whose place geoip-lite's shipped database knows. */
const LONDON = '81.2.69.160'; // GB, England (ENG)
const US = '8.8.8.8'; // US, no region

describe('visit analytics', () => {
  let t: TestApp;
  let admin: Headers;
  let otherAdmin: Headers;
  let shopper: Headers;
  let ipCounter = 0;
  /** A fresh public-looking address per test, so the per-address beacon limit stays out of the way. */
  const freshIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    // Flushing is left to the tests (a long interval and a big batch), and the limit is small to test it.
    t = await buildTestApp({
      trustProxy: true,
      analytics: { flushIntervalMs: 60_000, batchSize: 10_000, beaconsPerMinute: 40 },
    });
    const header = async (email: string, password: string, topic: string) => ({
      authorization: (await login(t.app, email, password, topic)).authorization,
    });
    admin = await header(demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries');
    otherAdmin = await header(demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test');
    shopper = await header(DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    vi.useRealTimers();
    await t.app.visitBuffer.flush();
    await t.database.db.execute(
      sql`truncate visits, visits_daily, visitors_daily, visits_daily_top, analytics_salts`,
    );
  });

  const beacon = (
    body: object | string,
    opts: { ip?: string; ua?: string; topic?: string; contentType?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/analytics/event?websiteTopic=${opts.topic ?? 'batteries'}`,
      headers: {
        'user-agent': opts.ua ?? DESKTOP,
        'x-forwarded-for': opts.ip ?? '127.0.0.1',
        'content-type': opts.contentType ?? 'application/json',
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const view = async (path: string, opts: Parameters<typeof beacon>[1] & { referrer?: string } = {}) => {
    const res = await beacon({ path, ...(opts.referrer ? { referrer: opts.referrer } : {}) }, opts);
    expect(res.statusCode, res.body).toBe(204);
  };
  const get = async <T>(url: string, headers: Headers = admin): Promise<T> => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const today = () => utcDay();
  const daily = (query = '') => get<AnalyticsDaily>(`/api/analytics/daily?websiteTopic=batteries${query}`);
  const dayList = (day: string, query = '') =>
    get<AnalyticsDay>(`/api/analytics/day?websiteTopic=batteries&day=${day}${query}`);
  const dayOf = async (day: string, query = '') => (await daily(query)).daily.find((d) => d.day === day);

  it('stores a beacon from a known public address with its country and region, and no address', async () => {
    await view('/batteries/energizer', { ip: LONDON, referrer: 'https://www.google.com/search?q=aa' });
    await t.app.visitBuffer.flush();

    const list = await dayList(today());
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      path: '/batteries/energizer',
      country: 'GB',
      region: 'ENG',
      referrer: 'google.com',
      device: 'desktop',
      browser: 'Chrome',
      pageviews: 1,
    });
    const locations = await get<LocationVisits[]>('/api/analytics/locations?websiteTopic=batteries');
    expect(locations).toEqual([{ country: 'GB', region: 'ENG', pageviews: 1, visitors: 1 }]);

    // Nothing stored can be an address or the agent string.
    const raw = await t.database.db.execute(sql`select * from visits`);
    const text = JSON.stringify(raw.rows);
    expect(text).not.toContain(LONDON);
    expect(text).not.toContain('Windows NT');
  });

  it('counts the same visitor once a day, and again on the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const day1 = today();
    const ip = freshIp();
    await view('/batteries', { ip });
    await view('/batteries/brands', { ip });
    await view('/batteries', { ip: freshIp() });
    await view('/batteries', { ip, ua: PHONE }); // another device is another visitor
    vi.setSystemTime(new Date(Date.now() + 86_400_000));
    const day2 = today();
    await view('/batteries', { ip });
    await view('/batteries/tips', { ip });
    await t.app.visitBuffer.flush();
    vi.useRealTimers();

    expect(day2).toBe(addDays(day1, 1));
    const range = `&from=${day1}&to=${day2}`;
    expect(await dayOf(day1, range)).toEqual({ day: day1, pageviews: 4, visitors: 3, outboundClicks: 0 });
    expect(await dayOf(day2, range)).toEqual({ day: day2, pageviews: 2, visitors: 1, outboundClicks: 0 });
    expect((await daily(range)).totals).toEqual({ pageviews: 6, visitors: 4, outboundClicks: 0 });

    const first = await dayList(day1);
    expect(first.total).toBe(3);
    const returning = first.items.find((v) => v.pageviews === 2);
    expect(returning).toMatchObject({ path: '/batteries', device: 'desktop' });
    expect(first.items.some((v) => v.device === 'mobile' && v.browser === 'Safari')).toBe(true);
  });

  it('answers bots alike but does not count them', async () => {
    for (const ua of [HEADLESS, GOOGLEBOT, 'curl/8.5.0', '']) {
      const res = await beacon({ path: '/batteries' }, { ua, ip: freshIp() });
      expect(res.statusCode, ua).toBe(204);
    }
    await t.app.visitBuffer.flush();
    expect((await daily()).totals).toEqual({ pageviews: 0, visitors: 0, outboundClicks: 0 });
  });

  it('daily, day, locations and top lists, with and without country and region filters', async () => {
    await view('/batteries', { ip: LONDON, referrer: 'https://news.example.org/post' });
    await view('/batteries/duracell', { ip: LONDON });
    await view('/batteries/duracell', { ip: US });
    await view('/batteries', { ip: '10.1.2.3' }); // private: no place
    await view('/batteries', { ip: '::1', referrer: 'http://localhost/batteries' }); // own site: no referrer
    const out = await beacon(
      {
        kind: 'outbound',
        path: '/batteries/duracell/aa',
        targetUrl: 'https://market.example.com/dp/B01?tag=aff-20',
      },
      { ip: US },
    );
    expect(out.statusCode).toBe(204);
    await t.app.visitBuffer.flush();

    const all = await daily();
    expect(all.daily).toHaveLength(30);
    expect(all.from).toBe(addDays(today(), -29));
    expect(all.to).toBe(today());
    expect(all.daily.at(-1)).toEqual({ day: today(), pageviews: 5, visitors: 4, outboundClicks: 1 });
    expect(all.daily.slice(0, -1).every((d) => d.pageviews === 0)).toBe(true);

    expect(await dayOf(today(), '&country=GB')).toMatchObject({ pageviews: 2, visitors: 1 });
    expect(await dayOf(today(), '&country=GB&region=ENG')).toMatchObject({ pageviews: 2, visitors: 1 });
    expect(await dayOf(today(), '&country=GB&region=SCT')).toMatchObject({ pageviews: 0, visitors: 0 });
    expect(await dayOf(today(), '&country=US')).toMatchObject({
      pageviews: 1,
      visitors: 1,
      outboundClicks: 1,
    });
    expect(await dayOf(today(), '&country=unknown')).toMatchObject({ pageviews: 2, visitors: 2 });

    expect((await dayList(today())).total).toBe(4);
    const gb = await dayList(today(), '&country=gb');
    expect(gb.items.map((v) => [v.country, v.region, v.path, v.pageviews])).toEqual([
      ['GB', 'ENG', '/batteries', 2],
    ]);
    expect((await dayList(today(), '&country=unknown')).items.every((v) => v.country === '')).toBe(true);
    const paged = await dayList(today(), '&pageSize=3&page=2');
    expect([paged.items.length, paged.pageCount, paged.total]).toEqual([1, 2, 4]);

    const locations = await get<LocationVisits[]>('/api/analytics/locations?websiteTopic=batteries');
    expect(locations).toEqual([
      { country: '', region: '', pageviews: 2, visitors: 2 },
      { country: 'GB', region: 'ENG', pageviews: 2, visitors: 1 },
      { country: 'US', region: '', pageviews: 1, visitors: 1 },
    ]);

    const top = await get<AnalyticsTop>('/api/analytics/top?websiteTopic=batteries');
    expect(top).toEqual({
      pages: [
        { value: '/batteries', count: 3 },
        { value: '/batteries/duracell', count: 2 },
      ],
      referrers: [{ value: 'news.example.org', count: 1 }],
      // The query (an affiliate tag) is not kept.
      outbound: [{ value: 'https://market.example.com/dp/B01', count: 1 }],
    });
    const topUs = await get<AnalyticsTop>('/api/analytics/top?websiteTopic=batteries&country=US');
    expect(topUs).toEqual({
      pages: [{ value: '/batteries/duracell', count: 1 }],
      referrers: [],
      outbound: [{ value: 'https://market.example.com/dp/B01', count: 1 }],
    });

    // Another topic's visits stay its own.
    await view('/test', { ip: LONDON, topic: 'test' });
    await t.app.visitBuffer.flush();
    expect((await daily()).totals.pageviews).toBe(5);
    const testDaily = await get<AnalyticsDaily>('/api/analytics/daily?websiteTopic=test', otherAdmin);
    expect(testDaily.totals).toEqual({ pageviews: 1, visitors: 1, outboundClicks: 0 });
  });

  it('reads are for the admins of the topic only', async () => {
    const urls = [
      '/api/analytics/daily',
      `/api/analytics/day?day=${today()}`,
      '/api/analytics/locations',
      '/api/analytics/top',
    ];
    for (const url of urls) {
      const sep = url.includes('?') ? '&' : '?';
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: shopper })).statusCode, url).toBe(403);
      const cross = await t.app.inject({ url: `${url}${sep}websiteTopic=test`, headers: admin });
      expect(cross.statusCode, url).toBe(403);
      expect(cross.json().error).toBe(ERRORS.forbiddenTopic);
      expect(cross.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('refuses bad input with 400 and honest messages', async () => {
    const bad = async (url: string, message?: string) => {
      const res = await t.app.inject({ url: `${url}&websiteTopic=batteries`, headers: admin });
      expect(res.statusCode, url).toBe(400);
      if (message) expect(res.json().error, url).toContain(message);
    };
    await bad('/api/analytics/daily?from=2025-03-10&to=2025-03-01', ANALYTICS_ERRORS.rangeOrder);
    await bad('/api/analytics/daily?from=2023-01-01&to=2025-01-01', ANALYTICS_ERRORS.rangeTooLong);
    await bad('/api/analytics/daily?from=2025-02-30');
    await bad('/api/analytics/daily?region=ENG', ANALYTICS_ERRORS.regionNeedsCountry);
    await bad('/api/analytics/day?day=yesterday');
    await bad('/api/analytics/day?country=GBR&day=2025-01-01');

    expect((await beacon({ path: 'no-slash' })).statusCode).toBe(400);
    expect((await beacon({ path: '/x', extra: 1 })).statusCode).toBe(400);
    expect((await beacon({ kind: 'outbound', path: '/x' })).statusCode).toBe(400);
    expect((await beacon('{not json')).statusCode).toBe(400);
    const big = await beacon({ path: `/${'a'.repeat(5000)}` });
    expect(big.statusCode).toBe(413);
    expect((await beacon({ path: '/x' }, { topic: 'no-such-site' })).statusCode).toBe(404);
  });

  it('accepts a text/plain beacon, as sendBeacon sends a string', async () => {
    const res = await beacon(
      { path: '/batteries/tips' },
      { contentType: 'text/plain;charset=UTF-8', ip: freshIp() },
    );
    expect(res.statusCode).toBe(204);
    await t.app.visitBuffer.flush();
    expect((await daily()).totals.pageviews).toBe(1);
  });

  it('limits beacons per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await beacon({ path: '/batteries' }, { ip })).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(40);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held up.
    expect((await beacon({ path: '/batteries' }, { ip: freshIp() })).statusCode).toBe(204);
  });

  it('a beacon does not retire the topic’s cached catalogue replies', async () => {
    const spy = vi.spyOn(t.app, 'invalidateTopic');
    await view('/batteries', { ip: freshIp() });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('writes in batches on its own, and what is waiting when the app closes', async () => {
    const database = await openTestDatabase();
    await seedDemo(database.db, { catalogue: false });
    const config = buildConfig({ analytics: { flushIntervalMs: 20, batchSize: 3 } });
    const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
    const send = (path: string) =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/event?websiteTopic=batteries',
        headers: { 'user-agent': DESKTOP },
        payload: { path },
      });
    const count = async () =>
      Number((await database.db.execute(sql`select count(*)::int as n from visits`)).rows[0]?.n);
    try {
      for (const p of ['/a', '/b', '/c']) await send(p);
      await expect.poll(count).toBe(3); // a full batch
      await send('/d');
      await expect.poll(count).toBe(4); // the interval
      await send('/e');
      await app.close();
      expect(await count()).toBe(5);
    } finally {
      await database.drop();
    }
  });
});
