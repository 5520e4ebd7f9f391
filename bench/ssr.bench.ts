/**
 * Server-rendered storefront pages at the catalogue bench's size (5,000 brands, 100,000 items):
 * an item page, a brand page and the home page, cached and cache-miss, each beside the JSON read
 * of the same thing in the same run. On PGlite always; also on PostgreSQL (a fresh database,
 * dropped after) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Prints figures; asserts
 * nothing. Needs the web app built: `WEB_DIST` and `WEB_SSR_ENTRY` as the server reads them,
 * default packages/web/dist and dist-server/entry-server.js beside it.
 *
 * Alone: `npx tsx bench/ssr.bench.ts`; BENCH_SSR_DB=pglite|postgres runs one database only.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../packages/server/src/app';
import type { Database } from '../packages/server/src/db/client';
import { siteConfig } from '../packages/server/src/db/schema';
import { buildConfig } from '../packages/server/src/test/test-app';
import { BENCH_BRANDS, BENCH_ITEMS, fillBenchCatalogue, onEachDatabase } from './catalogue-data';

const TOPIC = 'bench';
const CONNECTIONS = 10;
const DURATION_MS = 4_000;
/** Requests timed one at a time for the TTFB percentiles: what one visitor sees on an idle server. */
const SEQUENTIAL = 200;
/** What Chromium sends: pages are compressed as a browser gets them. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const ONLY_DB = process.env.BENCH_SSR_DB;

const root = path.resolve(import.meta.dirname, '..');
const webDist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');

type Timing = { ttfb: number; total: number; bytes: number; status: number };

/** One GET on a keep-alive agent: time to the response head (TTFB) and to the last byte. */
function get(agent: http.Agent, port: number, path: string, accept: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.get(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        headers: { accept, 'accept-encoding': ACCEPT_ENCODING },
      },
      (res) => {
        const ttfb = performance.now() - start;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({ ttfb, total: performance.now() - start, bytes, status: res.statusCode ?? 0 }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Figures = {
  rps: number;
  p50: number;
  p95: number;
  p95Total: number;
  cpu: number;
  bytes: number;
  bad: number;
};

/**
 * `next()` gives each request's path (and may retire caches first): req/s from CONNECTIONS
 * connections for DURATION_MS, then TTFB percentiles from SEQUENTIAL requests one at a time.
 */
async function measure(port: number, accept: string, next: () => Promise<string> | string): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let done = 0;
  let bad = 0;
  const until = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t = await get(agent, port, await next(), accept);
        if (t.status !== 200) bad++;
        done++;
      }
    }),
  );
  const rps = done / ((performance.now() - started) / 1000);
  const ttfb: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t = await get(agent, port, await next(), accept);
    if (t.status !== 200) bad++;
    ttfb.push(t.ttfb);
    total.push(t.total);
    bytes = t.bytes;
  }
  const used = process.cpuUsage(cpu);
  agent.destroy();
  ttfb.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  return {
    rps,
    p50: pct(ttfb, 50),
    p95: pct(ttfb, 95),
    p95Total: pct(total, 95),
    cpu: (used.user + used.system) / 1000 / SEQUENTIAL,
    bytes,
    bad,
  };
}

/** Item addresses ordered so that neighbours belong to different brands (so no shared read warms the next). */
async function itemsAcrossBrands(database: Database) {
  const result = await database.db.execute<{ brand_slug: string; item_slug: string }>(sql`
    select brand_slug, item_slug from (
      select brand_slug, item_slug, row_number() over (partition by brand_id order by id) as n
      from brand_items where website_topic = ${TOPIC} and not is_category) x
    order by n, brand_slug`);
  return result.rows;
}

async function brandSlugs(database: Database) {
  const result = await database.db.execute<{ slug: string }>(
    sql`select slug from brands where website_topic = ${TOPIC} and not is_category order by ordering`,
  );
  return result.rows.map((r) => r.slug);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function runOn(label: string, database: Database) {
  await database.migrate();
  await database.db.insert(siteConfig).values({ websiteTopic: TOPIC, title: 'Bench Batteries' });
  const t0 = performance.now();
  await fillBenchCatalogue(database.db, TOPIC);
  const filled = performance.now() - t0;
  const items = await itemsAcrossBrands(database);
  const brands = await brandSlugs(database);

  const config = buildConfig({
    rateLimitMax: 100_000_000,
    seedDemo: false,
    webDist,
    webSsrEntry: process.env.WEB_SSR_ENTRY,
  });
  const app: App = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const port = Number(new URL(address).port);

  // Every cache-miss request takes an address no request of this run took before.
  let nextItem = 0;
  const freshItem = () => items[nextItem++ % items.length]!;
  let nextBrand = 0;
  const freshBrand = () => brands[nextBrand++ % brands.length]!;
  // A JSON miss also carries an unused parameter: JSON reads outrun the addresses there are.
  let nextBust = 0;
  const bust = (path: string) => `${path}&_=${nextBust++}`;
  const retire = async <T>(value: T) => {
    await app.invalidateTopic(TOPIC);
    return value;
  };

  const fixedItem = items[0]!;
  const itemPage = (i: { brand_slug: string; item_slug: string }) =>
    `/${TOPIC}/${i.brand_slug}/${i.item_slug}`;
  const itemJson = (i: { brand_slug: string; item_slug: string }) =>
    `/api/brand-items/${i.brand_slug}/${i.item_slug}?isCategory=false&websiteTopic=${TOPIC}`;
  const brandPage = (slug: string) => `/${TOPIC}/${slug}`;
  const brandJson = (slug: string) => `/api/brands/slug/${slug}?isCategory=false&websiteTopic=${TOPIC}`;
  const homeJson = `/api/brands/featured?isCategory=false&websiteTopic=${TOPIC}`;

  type Case = {
    what: string;
    cache: string;
    page: () => Promise<string> | string;
    json: () => Promise<string> | string;
  };
  const cases: Case[] = [
    { what: 'item', cache: 'cached', page: () => itemPage(fixedItem), json: () => itemJson(fixedItem) },
    {
      what: 'item',
      cache: 'miss: another item, of another brand',
      page: () => itemPage(freshItem()),
      json: () => bust(itemJson(freshItem())),
    },
    {
      what: 'item',
      cache: 'miss: topic retired',
      page: () => retire(itemPage(fixedItem)),
      json: () => retire(itemJson(fixedItem)),
    },
    { what: 'brand', cache: 'cached', page: () => brandPage(brands[0]!), json: () => brandJson(brands[0]!) },
    {
      what: 'brand',
      cache: 'miss: another brand',
      page: () => brandPage(freshBrand()),
      json: () => bust(brandJson(freshBrand())),
    },
    { what: 'home', cache: 'cached', page: () => `/${TOPIC}`, json: () => homeJson },
    {
      what: 'home',
      cache: 'miss: topic retired',
      page: () => retire(`/${TOPIC}`),
      json: () => retire(homeJson),
    },
  ];

  const probe = await fetch(`${address}${itemPage(fixedItem)}`);
  if (!(await probe.text()).includes('id="server-state"')) {
    // The shell came back: no server bundle, or it failed to load (its imports resolve from where
    // it lies, so a bundle built outside the repository needs node_modules beside it).
    console.log(`\n(${label}: pages are not server-rendered; is the web app built? WEB_DIST=${webDist})`);
    await app.close();
    return;
  }
  // Loads the server bundle and warms both paths before anything is timed.
  for (let i = 0; i < 20; i++) {
    await get(new http.Agent(), port, itemPage(freshItem()), 'text/html');
    await get(new http.Agent(), port, brandPage(freshBrand()), 'text/html');
  }

  console.log(`\n## Server-rendered pages (${label})`);
  console.log(
    `generate ${BENCH_BRANDS.toLocaleString('en')} brands + ${BENCH_ITEMS.toLocaleString('en')} items: ${ms(filled)}`,
  );
  console.log(
    `req/s: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s; TTFB (response head), whole-reply p95 and CPU per request (server and client, one process): ${SEQUENTIAL} requests one at a time; compressed as Chromium asks (${ACCEPT_ENCODING}).`,
  );
  console.log(
    'Cache misses: every request names an address no earlier request of the run named (its page and its own JSON replies, such as the item and the brand\'s "more from" list, are cold; the site-wide reads every page shares, site config and header brands, stay in the reply cache as in production), or the topic is retired before each request (every page and JSON reply of the topic cold).',
  );
  console.log(
    '| page | cache | page req/s | JSON req/s | page p50 TTFB | JSON p50 | page p95 TTFB | JSON p95 | page p95 whole | page CPU | JSON CPU | page bytes | page/JSON req/s | page/JSON p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const c of cases) {
    const page = await measure(port, 'text/html', c.page);
    const json = await measure(port, 'application/json', c.json);
    const bad = page.bad + json.bad > 0 ? ` (${page.bad} + ${json.bad} not 200)` : '';
    console.log(
      `| ${c.what}${bad} | ${c.cache} | ${Math.round(page.rps)} | ${Math.round(json.rps)} | ${ms(page.p50)} | ${ms(json.p50)} | ${ms(page.p95)} | ${ms(json.p95)} | ${ms(page.p95Total)} | ${ms(page.cpu)} | ${ms(json.cpu)} | ${kb(page.bytes)} | ${(page.rps / json.rps).toFixed(2)} | ${(page.p95 / json.p95).toFixed(1)} |`,
    );
  }
  await app.close();
}

export async function runSsrBench() {
  await onEachDatabase(ONLY_DB, CONNECTIONS, runOn);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runSsrBench();
