/**
 * `npm run bench:analytics`: visit analytics on the embedded PGlite and, when TEST_DATABASE_URL
 * is set, on PostgreSQL (a fresh database, dropped afterwards). Prints figures; asserts nothing.
 *
 * 1. Ingestion: beacons over HTTP from varied addresses and agents for a fixed time: beacons per
 *    second answered, p50/p99 latency, and whether every answered beacon reached the database.
 *    Target on PostgreSQL: ≥ 3,000/s with p99 ≤ 20 ms.
 * 2. Queries: 1,000,000 visits over 90 days (rollups built from them), then the 30-day daily
 *    query unfiltered and filtered by country and region, the day's visitors, places and top lists,
 *    through the API as the admin. Target: ≤ 50 ms each for the daily queries.
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { addDays, utcDay } from '@app/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { type Database, openPglite, openPostgres } from '../packages/server/src/db/client';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from '../packages/server/src/db/seed';
import { buildConfig } from '../packages/server/src/test/test-app';

const TOPIC = 'batteries';
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const DAYS = 90;
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
const PATHS = [
  '/batteries',
  '/batteries/brands',
  '/batteries/duracell',
  '/batteries/energizer/max-aa-8',
  '/batteries/tips',
];

type Target = { label: string; database: Database; drop(): Promise<void> };

async function pgliteTarget(): Promise<Target> {
  const database = await openPglite(undefined);
  await database.migrate();
  return { label: 'PGlite (embedded)', database, drop: () => database.close() };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `bench_analytics_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { poolSize: 10 });
  await database.migrate();
  return {
    label: 'PostgreSQL',
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

const randomPublicIp = () => {
  // 1..223 first octet, skipping private and loopback ranges.
  for (;;) {
    const a = 1 + Math.floor(Math.random() * 222);
    if (a === 10 || a === 127 || a === 172 || a === 192) continue;
    return `${a}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  }
};

async function count(database: Database, table: string): Promise<number> {
  const r = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((r.rows[0] as { n: number }).n);
}

async function ingestion(target: Target) {
  const { database } = target;
  const config = buildConfig({
    trustProxy: true,
    rateLimitMax: 100_000_000,
    analytics: { beaconsPerMinute: 100_000_000, flushIntervalMs: 250, batchSize: 1000 },
  });
  const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const ips = Array.from({ length: 20_000 }, randomPublicIp);
  // A warm-up, so the first day's salt and the JIT are not part of the figures.
  await autocannon({
    url: `${address}/api/analytics/event?websiteTopic=${TOPIC}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': AGENTS[0]!, 'x-forwarded-for': '8.8.8.8' },
    body: JSON.stringify({ path: '/batteries' }),
    connections: 8,
    amount: 2000,
  });
  await app.visitBuffer.flush();
  const before = await count(database, 'visits');

  // Static requests (no functions), so the load runs in a worker thread and leaves this
  // process's event loop to the server alone.
  const requests = ips.slice(0, 5000).map((ip, i) => ({
    method: 'POST' as const,
    path: `/api/analytics/event?websiteTopic=${TOPIC}`,
    headers: {
      'content-type': 'application/json',
      'user-agent': AGENTS[i % AGENTS.length]!,
      'x-forwarded-for': ip,
    },
    body: JSON.stringify({
      path: PATHS[i % PATHS.length],
      referrer: i % 7 === 0 ? 'https://www.google.com/' : null,
    }),
  }));
  const load = (opts: { connections: number; overallRate?: number }) =>
    autocannon({ url: address, duration: INGEST_SECONDS, workers: 1, requests, ...opts });

  const rows: string[] = [];
  let answered = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  for (const [label, opts] of [
    ['as fast as it goes', { connections: CONNECTIONS }],
    ['10 connections', { connections: 10 }],
  ] as const) {
    const result = await load(opts);
    answered += result['2xx'];
    rows.push(
      `| ${target.label} | ${label} | ${Math.round(result['2xx'] / INGEST_SECONDS)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx + result.errors + result.timeouts} |`,
    );
  }
  loopDelay.disable();
  const flushStart = performance.now();
  await app.visitBuffer.flush();
  const flushMs = performance.now() - flushStart;
  const stored = (await count(database, 'visits')) - before;
  await app.close();

  for (const row of rows) console.log(row);
  // Requests still in flight when a run's time is up are stored but not counted as answered.
  console.log(
    `${target.label}: ${stored} beacons stored for ${answered} answered 204 (${stored >= answered ? 'none lost' : `${answered - stored} missing`}); the last flush took ${flushMs.toFixed(0)} ms; server event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
}

/** 1,000,000 visits over 90 days, then the rollups built from them the way ingestion keeps them. */
async function generate(database: Database) {
  const today = utcDay();
  const first = addDays(today, -(DAYS - 1));
  const t0 = performance.now();
  await database.db.execute(sql`select setseed(0.42)`);
  // 60 places; the visitor pool per day is a fifth of the day's visits, so visitors return.
  await database.db.execute(
    sql.raw(`
    insert into visits (website_topic, occurred_at, day, kind, path, target_url, referrer, device, browser, country, region, visitor_hash)
    select '${TOPIC}', ts, ts::date, kind, path, case when kind = 'outbound' then 'https://market.example.com/dp/' || (g % 300) end,
           case when g % 9 = 0 then (array['google.com','bing.com','news.example.org','reddit.com'])[1 + g % 4] end,
           (array['desktop','mobile','tablet'])[1 + g % 3], (array['Chrome','Safari','Firefox','Edge'])[1 + g % 4],
           (array['US','GB','DE','FR','JP','CA','AU','IN','BR','','NL','SE'])[1 + (g / 7) % 12],
           (array['','ENG','CA','BY','IDF','13','ON','NSW','MH','SP'])[1 + (g / 7 / 12) % 5],
           md5((g % ${Math.ceil(VISITS / DAYS / 5)})::text || ts::date::text)
    from (
      select g, timestamptz '${first}T00:00:00Z' + (random() * ${DAYS} * 86400) * interval '1 second' as ts,
             case when g % 25 = 0 then 'outbound' else 'pageview' end as kind,
             '/batteries/' || (g % 400) as path
      from generate_series(1, ${VISITS}) g
    ) s`),
  );
  const rawMs = performance.now() - t0;
  const t1 = performance.now();
  await database.db.execute(
    sql.raw(`
    insert into visitors_daily (website_topic, day, visitor_hash, first_seen_at, last_seen_at, entry_path, referrer, device, browser, country, region, pageviews)
    select distinct on (website_topic, day, visitor_hash) website_topic, day, visitor_hash,
           min(occurred_at) over w, max(occurred_at) over w, path, coalesce(referrer, ''), device, browser, country, region,
           count(*) over w
    from visits where kind = 'pageview'
    window w as (partition by website_topic, day, visitor_hash)
    order by website_topic, day, visitor_hash, occurred_at`),
  );
  await database.db.execute(
    sql.raw(`
    insert into visits_daily (website_topic, day, country, region, pageviews, visitors, outbound_clicks)
    select v.website_topic, v.day, v.country, v.region,
           count(*) filter (where kind = 'pageview'), 0, count(*) filter (where kind = 'outbound')
    from visits v group by 1, 2, 3, 4`),
  );
  await database.db.execute(
    sql.raw(`
    update visits_daily d set visitors = n.visitors
    from (select website_topic, day, country, region, count(*)::int as visitors from visitors_daily group by 1, 2, 3, 4) n
    where (d.website_topic, d.day, d.country, d.region) = (n.website_topic, n.day, n.country, n.region)`),
  );
  await database.db.execute(
    sql.raw(`
    insert into visits_daily_top (website_topic, day, dimension, value, hits)
    select website_topic, day, 'page', path, count(*) from visits where kind = 'pageview' group by 1, 2, 4
    union all
    select website_topic, day, 'referrer', referrer, count(*) from visits where kind = 'pageview' and referrer is not null group by 1, 2, 4
    union all
    select website_topic, day, 'outbound', target_url, count(*) from visits where kind = 'outbound' group by 1, 2, 4`),
  );
  await database.db.execute(sql`analyze`);
  return { rawMs, rollupMs: performance.now() - t1 };
}

async function queries(target: Target) {
  const { database } = target;
  const { rawMs, rollupMs } = await generate(database);
  const [visits, places, visitors] = [
    await count(database, 'visits'),
    await count(database, 'visits_daily'),
    await count(database, 'visitors_daily'),
  ];
  console.log(
    `\n${target.label}: ${visits.toLocaleString('en')} visits over ${DAYS} days generated in ${(rawMs / 1000).toFixed(1)} s, rollups in ${(rollupMs / 1000).toFixed(1)} s (${places.toLocaleString('en')} day×place rows, ${visitors.toLocaleString('en')} day×visitor rows)`,
  );

  const config = buildConfig({ rateLimitMax: 100_000_000 });
  const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: demoAdminEmail(TOPIC), password: DEMO_ADMIN_PASSWORD, websiteTopic: TOPIC },
  });
  const headers = { authorization: `Bearer ${login.json().data.token}` };
  const today = utcDay();
  const cases: Array<[string, string]> = [
    ['daily, 30 days', '/api/analytics/daily'],
    ['daily, 30 days, country=GB', '/api/analytics/daily?country=GB'],
    ['daily, 30 days, GB/ENG', '/api/analytics/daily?country=GB&region=ENG'],
    ['daily, 90 days', `/api/analytics/daily?from=${addDays(today, -(DAYS - 1))}&to=${today}`],
    ['day: visitors of yesterday, page 1', `/api/analytics/day?day=${addDays(today, -1)}`],
    ['day: yesterday, country=GB', `/api/analytics/day?day=${addDays(today, -1)}&country=GB`],
    ['locations, 30 days', '/api/analytics/locations'],
    ['top lists, 30 days (rollup)', '/api/analytics/top'],
    ['top lists, 30 days, country=GB (visits)', '/api/analytics/top?country=GB'],
  ];
  console.log('| query | median | p95 | rows |');
  console.log('|---|---|---|---|');
  for (const [label, url] of cases) {
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 25; i++) {
      const start = performance.now();
      const res = await app.inject({
        url: `${url}${url.includes('?') ? '&' : '?'}websiteTopic=${TOPIC}`,
        headers,
      });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      size = Array.isArray(data)
        ? data.length
        : (data.daily?.length ?? data.items?.length ?? data.pages?.length ?? 0);
    }
    const sorted = times.slice(5).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.log(`| ${label} | ${at(0.5).toFixed(1)} ms | ${at(0.95).toFixed(1)} ms | ${size} |`);
  }
  await app.close();
}

export async function runAnalyticsBench() {
  const targets: Array<() => Promise<Target>> = [pgliteTarget];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push(() => postgresTarget(url));
  else console.log('(TEST_DATABASE_URL is not set: PostgreSQL is skipped)');

  console.log(
    `\n## Analytics ingestion (${INGEST_SECONDS} s, ${CONNECTIONS} connections, server in this process, load from a worker thread)`,
  );
  console.log('| database | load | beacons/s answered | p50 | p99 | refused or failed |');
  console.log('|---|---|---|---|---|---|');
  for (const open of targets) {
    const target = await open();
    try {
      await seedDemo(target.database.db, { catalogue: false });
      await ingestion(target);
    } finally {
      await target.drop();
    }
  }

  console.log(
    `\n## Analytics queries (${VISITS.toLocaleString('en')} visits over ${DAYS} days, through the API)`,
  );
  for (const open of targets) {
    const target = await open();
    try {
      await seedDemo(target.database.db, { catalogue: false });
      await queries(target);
    } finally {
      await target.drop();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAnalyticsBench();
