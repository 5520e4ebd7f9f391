import { CRAWL_SESSION_HEADER, PRICE_REFRESH_JOB, UNKNOWN_BRAND } from '@app/contract';
import { type MarketplaceSim, startMarketplaceSim } from '@app/marketplace-sim';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLog, crawlRuns, scheduledJobs } from '../../db/schema';
import { DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD } from '../../db/seed';
import { openChat } from '../../test/chat-session';
import { multipart } from '../../test/multipart';
import { buildTestApp, login, signInCast, type TestApp } from '../../test/test-app';
import { fast } from '../crawl/crawl.fixture';

const TOPIC = 'test';

type Request = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer | string;
  /** The caller (the topic's admin unless given) and the body's own headers. */
  headers?: Record<string, string>;
};
/** A cached public read (no token) and what the write must change in it. */
type Read = { url: string; changed: (before: string, after: string) => boolean; says: string };
type Sweep = {
  request: Request;
  /** The entry the write leaves in the activity log, or why it leaves none. */
  entry: { entityType: string; action: string } | { none: string };
  /**
   * The cached public read that shows the change right after the write; `none`: no public read
   * shows what it changes (it may retire the topic's caches all the same); `untouched`: it changes
   * nothing public, and must not retire the topic's caches either.
   */
  read: Read | { none: string } | { untouched: string };
  /** Background work the request started, waited for before the checks. */
  settle?: () => Promise<void>;
};

/**
 * Every write route of the OpenAPI document, and every background job, leaves its activity entry
 * and retires the cached public replies it changes: a cached read right after shows the change.
 * Each write route has a builder below, keyed by method and path; a route without one fails.
 */
describe('what every write leaves behind: its entry and fresh public reads', () => {
  let t: TestApp;
  let sim: MarketplaceSim;
  let admin: string;
  let n = 0;
  const tag = () => `Sweep${++n}x`;

  const withTopic = (url: string) => `${url}${url.includes('?') ? '&' : '?'}websiteTopic=${TOPIC}`;
  const send = (r: Request) =>
    t.app.inject({
      method: r.method,
      url: withTopic(r.url),
      headers: { authorization: admin, ...r.headers },
      ...(r.payload === undefined ? {} : { payload: r.payload }),
    });
  const api = async (method: Request['method'] | 'GET', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: withTopic(url),
      headers: { authorization: admin },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json().data;
  };
  /** The public read as a visitor makes it, cached as the storefront's reads are. */
  const publicRead = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: withTopic(url) });
    expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
    return res.body;
  };
  const appears = (url: string, text: string): Read => ({
    url,
    says: `shows "${text}"`,
    changed: (before, after) => !before.includes(text) && after.includes(text),
  });
  const disappears = (url: string, text: string): Read => ({
    url,
    says: `no longer shows "${text}"`,
    changed: (before, after) => before.includes(text) && !after.includes(text),
  });
  const differs = (url: string): Read => ({
    url,
    says: 'changed',
    changed: (before, after) => before !== after,
  });

  const lastEntryId = async () =>
    (
      await t.database.db
        .select({ id: activityLog.id })
        .from(activityLog)
        .orderBy(desc(activityLog.id))
        .limit(1)
    )[0]?.id ?? 0;
  const entriesSince = (id: number) =>
    t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.websiteTopic, TOPIC), gt(activityLog.id, id)));

  // What the builders share, made as the admin would.
  let itemsBrand: { id: number; slug: string };
  const itemsOf = (brand: { slug: string }) => `/api/brand-items?brandSlug=${brand.slug}`;
  const brand = (name = tag(), extra: object = {}) => api('POST', '/api/brands', { name, ...extra });
  const item = (name = tag()) => api('POST', '/api/brand-items', { brandId: itemsBrand.id, name });
  const tip = (title = tag()) => api('POST', '/api/tips', { title });
  const podcast = (title = tag()) =>
    api('POST', '/api/podcasts', { title, audioUrl: 'https://example.com/a.mp3' });
  const picture = async () =>
    multipart([
      {
        name: 'shelf.png',
        type: 'image/png',
        bytes: await sharp({
          create: { width: 16, height: 12, channels: 3, background: { r: ++n % 256, g: 40, b: 200 } },
        })
          .png()
          .toBuffer(),
      },
    ]);
  const banking = (note = tag()) => ({
    date: '2026-01-02',
    amount: '10.00',
    currencyType: 'USD',
    direction: 'income',
    note,
  });
  const MEMBER_PASSWORD = 'Sweep-password-2468';
  const member = async (password?: string): Promise<{ member: { id: number; email: string } }> =>
    api('POST', '/api/team', {
      email: `${tag().toLowerCase()}@test.test`,
      role: 'editor',
      ...(password ? { password } : {}),
    });

  /** The simulator's brand `i` and its products (each crawl below takes a brand of its own). */
  const simBrand = (i: number) => {
    const name = sim.catalogue.brands[i]!.name;
    return { name, products: sim.catalogue.products.filter((p) => p.brand === name) };
  };
  let session = 0;
  const crawlHeaders = () => ({ [CRAWL_SESSION_HEADER]: `sweep-${Date.now()}-${++session}` });
  const runEnded = (sessionId: string) =>
    vi.waitFor(
      async () => {
        const [run] = await t.database.db.select().from(crawlRuns).where(eq(crawlRuns.sessionId, sessionId));
        expect(run?.status).toBeDefined();
        expect(run!.status).not.toBe('running');
      },
      { timeout: 30_000, interval: 50 },
    );
  /** The topic's newest run of `modes` has ended. */
  const newestRunEnded = async (since: Date, modes: string[]) =>
    vi.waitFor(
      async () => {
        const runs = await t.database.db
          .select()
          .from(crawlRuns)
          .where(and(eq(crawlRuns.websiteTopic, TOPIC), gt(crawlRuns.startedAt, since)));
        const ofMode = runs.filter((r) => modes.includes(r.mode));
        expect(ofMode.length).toBeGreaterThan(0);
        expect(ofMode.every((r) => r.status !== 'running')).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
  /** A brand of the site named as simulator brand `i`, crawled by its term (once). */
  const crawled = new Map<number, Promise<{ id: number; slug: string; name: string }>>();
  const crawledBrand = (i: number) => {
    if (!crawled.has(i))
      crawled.set(
        i,
        (async () => {
          const { name } = simBrand(i);
          const own = await brand(name, { searchTerm: name });
          const res = await send({
            method: 'POST',
            url: '/api/amazon-search/crawl-term',
            payload: { term: name },
            headers: crawlHeaders(),
          });
          expect(res.statusCode, res.body).toBe(200);
          return own;
        })(),
      );
    return crawled.get(i)!;
  };
  /** Simulator brand `i` crawled with no brand of the site's: its items wait in review. */
  const reviewGroup = async (i: number) => {
    const { name, products } = simBrand(i);
    const res = await send({
      method: 'POST',
      url: '/api/amazon-search/crawl-term',
      payload: { term: name },
      headers: crawlHeaders(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { groups } = (await api('GET', '/api/amazon-search/review')) as {
      groups: Array<{ brandName: string }>;
    };
    const group =
      groups.find((g) => g.brandName === name) ?? groups.find((g) => g.brandName !== UNKNOWN_BRAND);
    expect(group, JSON.stringify(groups)).toBeDefined();
    return { brandName: group!.brandName, products };
  };
  const priceRefreshEnded = (since: number) =>
    vi.waitFor(
      async () => {
        const s = await api('GET', '/api/amazon-search/price-refresh');
        expect(Date.parse(s.lastStartedAt ?? '0')).toBeGreaterThanOrEqual(since - 1000);
        expect(s.lastStatus).not.toBe('running');
      },
      { timeout: 30_000, interval: 50 },
    );

  /** What a write route does with no record of the site's: no entry, nothing public changed. */
  const quiet = (request: Request, why: string): Sweep => ({
    request,
    entry: { none: why },
    read: { untouched: why },
  });

  const builders: Record<string, () => Promise<Sweep>> = {
    // The caller's own account: sessions and passwords are not the site's records (the sign-ins
    // screen shows them), and no visitor sees them.
    'POST /auth/login': async () =>
      quiet(
        {
          method: 'POST',
          url: '/auth/login',
          payload: { email: DEMO_SHOPPER_EMAIL, password: DEMO_USER_PASSWORD, websiteTopic: 'batteries' },
          headers: { authorization: '' },
        },
        'a sign-in is an account session, listed on the sign-ins screen',
      ),
    'POST /auth/password': async () => {
      const { email } = (await member(MEMBER_PASSWORD)).member;
      const { authorization } = await login(t.app, email, MEMBER_PASSWORD, TOPIC);
      return quiet(
        {
          method: 'POST',
          url: '/auth/password',
          payload: { currentPassword: MEMBER_PASSWORD, newPassword: `${MEMBER_PASSWORD}-new` },
          headers: { authorization },
        },
        "a person's own password is not a record of the site",
      );
    },
    'DELETE /api/account/sessions/{id}': async () => {
      const { authorization } = await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
      await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/account/sessions',
        headers: { authorization },
      });
      const other = (res.json().data as Array<{ id: string; current: boolean }>).find((s) => !s.current);
      expect(other, res.body).toBeDefined();
      return quiet(
        { method: 'DELETE', url: `/api/account/sessions/${other!.id}`, headers: { authorization } },
        "the caller's own sign-ins",
      );
    },
    'POST /api/account/sessions/sign-out-others': async () => {
      const { authorization } = await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
      return quiet(
        { method: 'POST', url: '/api/account/sessions/sign-out-others', headers: { authorization } },
        "the caller's own sign-ins",
      );
    },
    'POST /api/account/sessions/sign-out-everywhere': async () => {
      const { authorization } = await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
      return quiet(
        { method: 'POST', url: '/api/account/sessions/sign-out-everywhere', headers: { authorization } },
        "the caller's own sign-ins",
      );
    },

    'PUT /api/site-config': async () => {
      const { primaryColor, secondaryColor } = await api('GET', '/api/site-config');
      const title = tag();
      return {
        request: { method: 'PUT', url: '/api/site-config', payload: { title, primaryColor, secondaryColor } },
        entry: { entityType: 'siteConfig', action: 'update' },
        read: appears('/api/site-config', title),
      };
    },
    'PUT /api/site-config/marketplace': async () => ({
      request: {
        method: 'PUT',
        url: '/api/site-config/marketplace',
        payload: {
          adapter: 'pages',
          apiClientId: null,
          priceRefreshHours: 24,
          priceMaxAgeHours: 24 + (++n % 100),
          productPageMaxAgeDays: 30,
        },
      },
      entry: { entityType: 'siteConfig', action: 'update' },
      read: { none: 'marketplace settings are read by admins only' },
    }),

    'POST /api/brands': async () => {
      const name = tag();
      return {
        request: { method: 'POST', url: '/api/brands', payload: { name } },
        entry: { entityType: 'brand', action: 'create' },
        read: appears('/api/brands?pageSize=100', name),
      };
    },
    'PUT /api/brands/{id}': async () => {
      const b = await brand();
      const name = tag();
      return {
        request: { method: 'PUT', url: `/api/brands/${b.id}`, payload: { name } },
        entry: { entityType: 'brand', action: 'update' },
        read: appears('/api/brands?pageSize=100', name),
      };
    },
    'DELETE /api/brands/{id}': async () => {
      const b = await brand();
      return {
        request: { method: 'DELETE', url: `/api/brands/${b.id}` },
        entry: { entityType: 'brand', action: 'delete' },
        read: disappears('/api/brands?pageSize=100', b.name),
      };
    },
    'POST /api/brands/change-order': async () => {
      const [a, b] = [await brand(), await brand()];
      return {
        request: { method: 'POST', url: '/api/brands/change-order', payload: { brandIds: [b.id, a.id] } },
        entry: { entityType: 'brand', action: 'reorder' },
        read: differs('/api/brands?pageSize=100'),
      };
    },

    'POST /api/brand-items': async () => {
      const name = tag();
      return {
        request: { method: 'POST', url: '/api/brand-items', payload: { brandId: itemsBrand.id, name } },
        entry: { entityType: 'brandItem', action: 'create' },
        read: appears(itemsOf(itemsBrand), name),
      };
    },
    'PUT /api/brand-items/{id}': async () => {
      const i = await item();
      const name = tag();
      return {
        request: { method: 'PUT', url: `/api/brand-items/${i.id}`, payload: { name } },
        entry: { entityType: 'brandItem', action: 'update' },
        read: appears(itemsOf(itemsBrand), name),
      };
    },
    'DELETE /api/brand-items/{id}': async () => {
      const i = await item();
      return {
        request: { method: 'DELETE', url: `/api/brand-items/${i.id}` },
        entry: { entityType: 'brandItem', action: 'delete' },
        read: disappears(itemsOf(itemsBrand), i.name),
      };
    },
    'POST /api/brand-items/bulk': async () => {
      const name = tag();
      return {
        request: {
          method: 'POST',
          url: '/api/brand-items/bulk',
          payload: { brandItems: [{ name, brandSlug: itemsBrand.slug }] },
        },
        entry: { entityType: 'brandItem', action: 'import' },
        read: appears(itemsOf(itemsBrand), name),
      };
    },
    'PATCH /api/brand-items/order': async () => {
      const [a, b] = [await item(), await item()];
      return {
        request: { method: 'PATCH', url: '/api/brand-items/order', payload: { brandItemIds: [b.id, a.id] } },
        entry: { entityType: 'brandItem', action: 'reorder' },
        read: differs(itemsOf(itemsBrand)),
      };
    },
    'POST /api/brand-items/import': async () => {
      const i = await item();
      const { content } = (await api('GET', '/api/brand-items/export?format=csv')) as { content: string };
      const name = tag();
      expect(content).toContain(i.name);
      return {
        request: {
          method: 'POST',
          url: '/api/brand-items/import',
          payload: { format: 'csv', content: content.replace(i.name, name), dryRun: false },
        },
        entry: { entityType: 'brandItem', action: 'update' },
        read: appears(itemsOf(itemsBrand), name),
      };
    },

    'POST /api/tips': async () => {
      const title = tag();
      return {
        request: { method: 'POST', url: '/api/tips', payload: { title } },
        entry: { entityType: 'tip', action: 'create' },
        read: appears('/api/tips', title),
      };
    },
    'PUT /api/tips/{id}': async () => {
      const tp = await tip();
      const title = tag();
      return {
        request: { method: 'PUT', url: `/api/tips/${tp.id}`, payload: { title } },
        entry: { entityType: 'tip', action: 'update' },
        read: appears('/api/tips', title),
      };
    },
    'DELETE /api/tips/{id}': async () => {
      const tp = await tip();
      return {
        request: { method: 'DELETE', url: `/api/tips/${tp.id}` },
        entry: { entityType: 'tip', action: 'delete' },
        read: disappears('/api/tips', tp.title),
      };
    },
    'POST /api/tips/change-order': async () => {
      const [a, b] = [await tip(), await tip()];
      return {
        request: { method: 'POST', url: '/api/tips/change-order', payload: { tipIds: [b.id, a.id] } },
        entry: { entityType: 'tip', action: 'reorder' },
        read: differs('/api/tips'),
      };
    },

    'POST /api/podcasts': async () => {
      const title = tag();
      return {
        request: {
          method: 'POST',
          url: '/api/podcasts',
          payload: { title, audioUrl: 'https://example.com/a.mp3' },
        },
        entry: { entityType: 'podcast', action: 'create' },
        read: appears('/api/podcasts', title),
      };
    },
    'PUT /api/podcasts/{id}': async () => {
      const p = await podcast();
      const title = tag();
      return {
        request: { method: 'PUT', url: `/api/podcasts/${p.id}`, payload: { title } },
        entry: { entityType: 'podcast', action: 'update' },
        read: appears('/api/podcasts', title),
      };
    },
    'DELETE /api/podcasts/{id}': async () => {
      const p = await podcast();
      return {
        request: { method: 'DELETE', url: `/api/podcasts/${p.id}` },
        entry: { entityType: 'podcast', action: 'delete' },
        read: disappears('/api/podcasts', p.title),
      };
    },
    'POST /api/podcasts/change-order': async () => {
      const [a, b] = [await podcast(), await podcast()];
      return {
        request: { method: 'POST', url: '/api/podcasts/change-order', payload: { podcastIds: [b.id, a.id] } },
        entry: { entityType: 'podcast', action: 'reorder' },
        read: differs('/api/podcasts'),
      };
    },

    // Search reads the site's synonyms: a word of a group finds what the other words name.
    'POST /api/search/synonyms': async () => {
      const i = await item(`Zorblat${++n} torch`);
      const word = `quuxal${n}`;
      return {
        request: {
          method: 'POST',
          url: '/api/search/synonyms',
          payload: { terms: [i.name.split(' ')[0].toLowerCase(), word] },
        },
        entry: { entityType: 'searchSynonym', action: 'create' },
        read: appears(`/api/search?q=${word}`, i.name),
      };
    },
    'PUT /api/search/synonyms/{id}': async () => {
      const i = await item(`Zorblat${++n} torch`);
      const first = i.name.split(' ')[0].toLowerCase();
      const group = await api('POST', '/api/search/synonyms', { terms: [first, `frobnic${n}`] });
      const word = `quuxal${n}`;
      return {
        request: {
          method: 'PUT',
          url: `/api/search/synonyms/${group.id}`,
          payload: { terms: [first, word] },
        },
        entry: { entityType: 'searchSynonym', action: 'update' },
        read: appears(`/api/search?q=${word}`, i.name),
      };
    },
    'DELETE /api/search/synonyms/{id}': async () => {
      const i = await item(`Zorblat${++n} torch`);
      const word = `quuxal${n}`;
      const group = await api('POST', '/api/search/synonyms', {
        terms: [i.name.split(' ')[0].toLowerCase(), word],
      });
      return {
        request: { method: 'DELETE', url: `/api/search/synonyms/${group.id}` },
        entry: { entityType: 'searchSynonym', action: 'delete' },
        read: disappears(`/api/search?q=${word}`, i.name),
      };
    },

    // Background work started by a route: the checks wait for the run to end.
    'POST /api/amazon-search/price-refresh': async () => {
      const own = await crawledBrand(0);
      sim.controls.setPriceEpoch(-10 - (++n % 20));
      const since = Date.now();
      return {
        request: { method: 'POST', url: '/api/amazon-search/price-refresh' },
        entry: { entityType: 'crawlRun', action: 'update' },
        read: differs(itemsOf(own)),
        settle: () => priceRefreshEnded(since),
      };
    },
    'POST /api/amazon-search/crawl-all': async () => {
      const { name, products } = simBrand(2);
      const own = await brand(name, { searchTerm: name });
      const headers = crawlHeaders();
      return {
        request: { method: 'POST', url: '/api/amazon-search/crawl-all', headers },
        entry: { entityType: 'crawlRun', action: 'import' },
        read: appears(itemsOf(own), products[0]!.title),
        settle: () => runEnded(headers[CRAWL_SESSION_HEADER]),
      };
    },
    'POST /api/amazon-search/crawl-empty': async () => {
      const { name, products } = simBrand(3);
      const own = await brand(name, { searchTerm: name });
      const headers = crawlHeaders();
      return {
        request: { method: 'POST', url: '/api/amazon-search/crawl-empty', headers },
        entry: { entityType: 'crawlRun', action: 'import' },
        read: appears(itemsOf(own), products[0]!.title),
        settle: () => runEnded(headers[CRAWL_SESSION_HEADER]),
      };
    },
    'POST /api/amazon-search/crawl-term': async () => {
      const { name, products } = simBrand(1);
      const own = await brand(name, { searchTerm: name });
      return {
        request: {
          method: 'POST',
          url: '/api/amazon-search/crawl-term',
          payload: { term: name },
          headers: crawlHeaders(),
        },
        entry: { entityType: 'crawlRun', action: 'import' },
        read: appears(itemsOf(own), products[0]!.title),
      };
    },
    'POST /api/amazon-search/cancel': async () =>
      quiet(
        { method: 'POST', url: '/api/amazon-search/cancel' },
        'stops a run; what the run imported was published page by page',
      ),
    'POST /api/amazon-search/destroy': async () =>
      quiet(
        { method: 'POST', url: '/api/amazon-search/destroy' },
        "forgets the topic's run reports, which only admins read",
      ),
    'POST /api/amazon-search/review/accept': async () => {
      const group = await reviewGroup(4);
      return {
        request: {
          method: 'POST',
          url: '/api/amazon-search/review/accept',
          payload:
            group.brandName === UNKNOWN_BRAND
              ? { brandName: group.brandName, brandId: itemsBrand.id }
              : { brandName: group.brandName },
        },
        entry: { entityType: 'brand', action: 'import' },
        read: appears(
          `/api/search?q=${encodeURIComponent(group.products[0]!.title)}`,
          group.products[0]!.title,
        ),
      };
    },
    'POST /api/amazon-search/review/dismiss': async () => {
      const group = await reviewGroup(5);
      return {
        request: {
          method: 'POST',
          url: '/api/amazon-search/review/dismiss',
          payload: { brandName: group.brandName },
        },
        entry: { entityType: 'crawlRun', action: 'update' },
        read: { none: 'the review list is read by admins only' },
      };
    },

    'POST /api/activity/{id}/restore': async () => {
      const b = await brand();
      const [created] = await t.database.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityType, 'brand'), eq(activityLog.entityId, b.id)));
      await api('PUT', `/api/brands/${b.id}`, { name: tag() });
      return {
        request: { method: 'POST', url: `/api/activity/${created!.id}/restore` },
        entry: { entityType: 'brand', action: 'restore' },
        read: appears('/api/brands?pageSize=100', b.name),
      };
    },

    'POST /api/seo/populate-empty': async () => {
      const b = await brand();
      const since = new Date(Date.now() - 1000);
      return {
        request: { method: 'POST', url: '/api/seo/populate-empty' },
        entry: { entityType: 'brand', action: 'update' },
        read: differs(`/api/brands/slug/${b.slug}`),
        settle: () => newestRunEnded(since, ['seo-empty']),
      };
    },
    'POST /api/seo/populate-all': async () => {
      const b = await brand();
      await api('PUT', `/api/brands/${b.id}`, { seoTitle: 'Written by hand' });
      const since = new Date(Date.now() - 1000);
      return {
        request: { method: 'POST', url: '/api/seo/populate-all' },
        entry: { entityType: 'brand', action: 'update' },
        read: disappears(`/api/brands/slug/${b.slug}`, 'Written by hand'),
        settle: () => newestRunEnded(since, ['seo-all']),
      };
    },

    // Visitors' own traffic: not the site's records, and retiring the cache on each would empty
    // it exactly when traffic is highest.
    'POST /api/chat/session': async () =>
      quiet(
        { method: 'POST', url: '/api/chat/session', headers: { authorization: '' } },
        'a visitor starts a chat',
      ),
    'POST /api/chat/message': async () => {
      const chat = await openChat(t.app, TOPIC);
      return quiet(
        {
          method: 'POST',
          url: '/api/chat/message',
          payload: { sessionId: chat.sessionId, message: 'hello' },
          headers: { authorization: '', 'x-chat-key': chat.key },
        },
        "a visitor's chat message",
      );
    },
    'POST /api/chat/message/stream': async () => {
      const chat = await openChat(t.app, TOPIC);
      return quiet(
        {
          method: 'POST',
          url: '/api/chat/message/stream',
          payload: { sessionId: chat.sessionId, message: 'hello' },
          headers: { authorization: '', 'x-chat-key': chat.key },
        },
        "a visitor's chat message",
      );
    },
    'POST /api/analytics/event': async () =>
      quiet(
        {
          method: 'POST',
          url: '/api/analytics/event',
          payload: { path: '/test' },
          headers: { authorization: '', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' },
        },
        'a visit beacon',
      ),

    'POST /api/banking': async () => ({
      request: { method: 'POST', url: '/api/banking', payload: banking() },
      entry: { entityType: 'bankingRecord', action: 'create' },
      read: { none: 'bookkeeping is read by admins only' },
    }),
    'POST /api/banking/import': async () => ({
      request: {
        method: 'POST',
        url: '/api/banking/import',
        payload: {
          csv: `date,amount,currencyType,direction,category,counterparty,note,reference\n2026-01-03,1.00,USD,income,Sales,Shop,${tag()},`,
          dryRun: false,
        },
      },
      entry: { entityType: 'bankingRecord', action: 'import' },
      read: { none: 'bookkeeping is read by admins only' },
    }),
    'PUT /api/banking/{id}': async () => {
      const r = await api('POST', '/api/banking', banking());
      return {
        request: { method: 'PUT', url: `/api/banking/${r.id}`, payload: banking() },
        entry: { entityType: 'bankingRecord', action: 'update' },
        read: { none: 'bookkeeping is read by admins only' },
      };
    },
    'DELETE /api/banking/{id}': async () => {
      const r = await api('POST', '/api/banking', banking());
      return {
        request: { method: 'DELETE', url: `/api/banking/${r.id}` },
        entry: { entityType: 'bankingRecord', action: 'delete' },
        read: { none: 'bookkeeping is read by admins only' },
      };
    },

    'POST /api/team': async () => ({
      request: {
        method: 'POST',
        url: '/api/team',
        payload: { email: `${tag().toLowerCase()}@test.test`, role: 'editor' },
      },
      entry: { entityType: 'user', action: 'create' },
      read: { none: 'the team is read by admins only' },
    }),
    'PUT /api/team/{id}/role': async () => {
      const m = await member();
      return {
        request: { method: 'PUT', url: `/api/team/${m.member.id}/role`, payload: { role: 'admin' } },
        entry: { entityType: 'user', action: 'update' },
        read: { none: 'the team is read by admins only' },
      };
    },
    'PUT /api/team/{id}/disabled': async () => {
      const m = await member();
      return {
        request: {
          method: 'PUT',
          url: `/api/team/${m.member.id}/disabled`,
          payload: { disabled: true },
        },
        entry: { entityType: 'user', action: 'update' },
        read: { none: 'the team is read by admins only' },
      };
    },
    'POST /api/team/{id}/password': async () => {
      const m = await member();
      return {
        request: { method: 'POST', url: `/api/team/${m.member.id}/password`, payload: {} },
        entry: { entityType: 'user', action: 'update' },
        read: { none: 'the team is read by admins only' },
      };
    },
    'DELETE /api/team/{id}/sessions': async () => {
      const m = await member();
      return {
        request: { method: 'DELETE', url: `/api/team/${m.member.id}/sessions` },
        entry: { entityType: 'user', action: 'update' },
        read: { none: 'the team is read by admins only' },
      };
    },
    'DELETE /api/team/{id}': async () => {
      const m = await member();
      return {
        request: { method: 'DELETE', url: `/api/team/${m.member.id}` },
        entry: { entityType: 'user', action: 'delete' },
        read: { none: 'the team is read by admins only' },
      };
    },

    // Pictures are served by key with immutable caching: no cached public reply lists the library.
    'POST /api/media': async () => {
      const upload = await picture();
      return {
        request: { method: 'POST', url: '/api/media', ...upload },
        entry: { entityType: 'media', action: 'create' },
        read: { none: 'the library is read by admins and editors only' },
      };
    },
    'PUT /api/media/{id}': async () => {
      const upload = await picture();
      const res = await send({ method: 'POST', url: '/api/media', ...upload });
      expect(res.statusCode, res.body).toBe(201);
      return {
        request: {
          method: 'PUT',
          url: `/api/media/${res.json().data.assets[0].id}`,
          payload: { alt: tag() },
        },
        entry: { entityType: 'media', action: 'update' },
        read: { none: 'the library is read by admins and editors only' },
      };
    },
    'DELETE /api/media/{id}': async () => {
      const upload = await picture();
      const res = await send({ method: 'POST', url: '/api/media', ...upload });
      expect(res.statusCode, res.body).toBe(201);
      return {
        request: { method: 'DELETE', url: `/api/media/${res.json().data.assets[0].id}` },
        entry: { entityType: 'media', action: 'delete' },
        read: { none: 'the library is read by admins and editors only' },
      };
    },
  };

  /** Runs one sweep: primes the read, writes, waits for its work, then checks both reactions. */
  async function check(sweep: Sweep) {
    const read = 'url' in sweep.read ? sweep.read : null;
    const before = read ? await publicRead(read.url) : '';
    // Read twice: the second is the cached reply, the one a stale cache would keep serving.
    if (read) expect(await publicRead(read.url)).toBe(before);
    const version = t.app.topicCache.version(TOPIC);
    const since = await lastEntryId();

    const res = await send(sweep.request);
    expect(res.statusCode, res.body).toBeLessThan(300);
    await sweep.settle?.();

    const entries = await entriesSince(since);
    if ('none' in sweep.entry) {
      expect(entries, 'no entry expected').toEqual([]);
    } else {
      const { entityType, action } = sweep.entry;
      expect(
        entries.map((e) => `${e.entityType} ${e.action}`),
        'the write has its entry',
      ).toContain(`${entityType} ${action}`);
    }
    if (read) {
      const after = await publicRead(read.url);
      expect(read.changed(before, after), `GET ${read.url} ${read.says} right after the write`).toBe(true);
    }
    if ('untouched' in sweep.read) expect(t.app.topicCache.version(TOPIC), 'caches kept').toBe(version);
  }

  beforeAll(async () => {
    sim = await startMarketplaceSim({ brands: 8, itemsPerBrand: 6 });
    t = await buildTestApp({ crawl: { ...fast, maxPages: 1, baseUrl: sim.url }, schedulerPollMs: 40 });
    admin = (await signInCast(t.app)).testAdmin.authorization;
    itemsBrand = await brand('Sweep items');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  const writeRoutes = async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => !['get', 'head', 'options'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
  };

  it('every write route of the OpenAPI document has a builder here, and every builder a route', async () => {
    const routes = await writeRoutes();
    expect(
      routes.filter((r) => !(r in builders)),
      'write routes without a builder',
    ).toEqual([]);
    expect(
      Object.keys(builders).filter((b) => !routes.includes(b)),
      'builders of no route',
    ).toEqual([]);
  });

  it('every write route leaves its entry, and a cached public read shows its change right after', async () => {
    const failures: string[] = [];
    for (const route of await writeRoutes()) {
      const build = builders[route];
      if (!build) continue;
      try {
        await check(await build());
      } catch (err) {
        failures.push(`${route}: ${(err as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  // Background jobs that no route starts directly. (Crawls of one brand, of all and of the empty
  // ones, "refresh now", the text fills, the brand review, restore and the catalogue file are swept
  // above through the routes that start them. Retention deletes old log entries and old visit
  // salts: it changes no record and nothing public, and records nothing.)
  it('a scheduled price refresh writes as the system, leaves its entry and a fresh public read', async () => {
    const own = await crawledBrand(0);
    sim.controls.setPriceEpoch(-33);
    const before = await publicRead(itemsOf(own));
    const since = await lastEntryId();
    const started = Date.now();
    await t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(and(eq(scheduledJobs.websiteTopic, TOPIC), eq(scheduledJobs.job, PRICE_REFRESH_JOB)));
    await priceRefreshEnded(started);
    const entries = await entriesSince(since);
    expect(entries.map((e) => `${e.entityType} ${e.action} ${e.userEmail}`)).toContain(
      'crawlRun update system',
    );
    expect(await publicRead(itemsOf(own))).not.toBe(before);
  }, 60_000);
});
