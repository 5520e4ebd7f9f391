/**
 * Catalogue figures at scale: 5,000 brands and 100,000 items in a `bench` topic, the hot
 * storefront reads and search under load, against a bare Fastify route as the ceiling, and
 * a bulk create. On PGlite always; also on PostgreSQL (a fresh database, dropped after) when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Prints figures; asserts nothing.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../packages/server/src/app';
import type { Database } from '../packages/server/src/db/client';
import { siteConfig, users } from '../packages/server/src/db/schema';
import { hashPassword } from '../packages/server/src/modules/auth/password';
import {
  type CatalogueRepository,
  ITEM_READ_SETTINGS,
  type ItemQuery,
  itemsQuery,
} from '../packages/server/src/modules/search/catalogue.repository';
import { searchRepository } from '../packages/server/src/modules/search/search.repository';
import { searchService } from '../packages/server/src/modules/search/search.service';
import { buildConfig } from '../packages/server/src/test/test-app';
import {
  BENCH_BRANDS,
  BENCH_ITEMS,
  type BenchCatalogue,
  fillBenchCatalogue,
  onEachDatabase,
  SEARCH_QUERIES,
  SEARCH_QUERY,
} from './catalogue-data';

const TOPIC = 'bench';
const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };
const DURATION_S = 4;
const CONNECTIONS = 10;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Load = { rps: number; p50: number; p99: number };
/**
 * `paths` is called per request: a different URL each time gets past the reply cache, so
 * the figure is the real work of the route; one fixed URL measures the cache.
 */
async function load(url: string, paths?: (n: number) => string): Promise<Load> {
  let n = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(paths ? { requests: [{ setupRequest: (req) => ({ ...req, path: paths(n++) }) }] } : {}),
  });
  if (r.non2xx > 0 || r.errors > 0) console.log(`  (${url}: ${r.non2xx} non-2xx, ${r.errors} errors)`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/** A bare Fastify answering a constant JSON body of `bytes` bytes: what the machine can do at best. */
async function ceiling(bytes: number) {
  const app = Fastify({ logger: false });
  const pad = Math.max(0, bytes - '{"success":true,"data":"","error":null}'.length);
  const body = JSON.stringify({ success: true, data: 'x'.repeat(pad), error: null });
  app.get('/', async (_req, reply) => reply.type('application/json').send(body));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const result = await load(`${address}/`);
  await app.close();
  return { bytes: body.length, ...result };
}

/**
 * Which indexes each item read of a live search used, and whether a sequential scan of the
 * table actually ran (a tier planned as one but never read does not count): the search service
 * runs over a repository that notes each `items` call, and each noted call's statement
 * (`itemsQuery`) is explained in a transaction with the same planner settings the read uses.
 */
async function searchPlan(database: Database, query: string): Promise<string[]> {
  const repo = searchRepository(database.db);
  const calls: Array<[string, ItemQuery]> = [];
  const items: CatalogueRepository['items'] = (topic, texts, toQuery) =>
    repo.items(topic, texts, (normalised) => {
      const q = toQuery(normalised);
      if (q) calls.push([topic, q]);
      return q;
    });
  await searchService({ ...repo, items }).search(TOPIC, query);
  if (calls.length === 0) return ['no item read (the search found nothing to read)'];
  const lines: string[] = [];
  for (const [topic, q] of calls) {
    const plan = await database.db.transaction(async (tx) => {
      const statement = itemsQuery(tx, topic, q)?.toSQL();
      if (!statement) return null;
      await tx.execute(ITEM_READ_SETTINGS);
      const { rows } = await tx.execute(
        sql.join([sql.raw('explain (analyze, costs off) '), sqlOf(statement)]),
      );
      return rows.map((r) => Object.values(r as Record<string, string>)[0]).join('\n');
    });
    if (plan === null) continue;
    const ran = plan.split('\n').filter((line) => !line.includes('never executed'));
    const indexes = [...new Set(ran.join('\n').match(/brand_items_\w+_idx/g) ?? [])];
    const seq = ran.some((line) => /Seq Scan on brand_items/.test(line));
    const time = plan.match(/Execution Time: ([\d.]+)/)?.[1];
    lines.push(`${indexes.join(' + ') || 'no index'}${seq ? ', SEQ SCAN' : ', no seq scan'}, ${time} ms`);
  }
  return lines;
}

/** A built statement as SQL again: its text with the parameters bound in place of $1, $2, … */
function sqlOf(statement: { sql: string; params: unknown[] }) {
  const parts = statement.sql.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, n) => (n % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1]}`)),
  );
}

/**
 * Switches for iterating: BENCH_CATALOGUE_ONLY=search runs only the search rows (and skips
 * the bulk create); BENCH_CATALOGUE_DB=pglite or postgres runs only that database.
 */
const ONLY_SEARCH = process.env.BENCH_CATALOGUE_ONLY === 'search';
const ONLY_DB = process.env.BENCH_CATALOGUE_DB;

async function runOn(label: string, database: Database) {
  await database.migrate();
  await database.db
    .insert(siteConfig)
    .values({ websiteTopic: TOPIC, title: 'Bench Batteries', marketplaceAffiliateTag: 'bench-20' });
  await database.db.insert(users).values({
    websiteTopic: TOPIC,
    email: ADMIN.email,
    passwordHash: await hashPassword(ADMIN.password),
    role: 'admin',
  });

  let t0 = performance.now();
  const sample: BenchCatalogue = await fillBenchCatalogue(database.db, TOPIC);
  const filled = performance.now() - t0;

  const config = buildConfig({
    rateLimitMax: 100_000_000,
    loginMaxPerIp: 1_000_000,
    loginMaxPerAccount: 1_000_000,
  });
  const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  console.log(`\n## Catalogue at scale (${label})`);
  console.log(
    `generate ${BENCH_BRANDS.toLocaleString('en')} brands + ${BENCH_ITEMS.toLocaleString('en')} items: ${ms(filled)}`,
  );
  for (const query of [SEARCH_QUERY, 'duracel', 'ener', 'aa', 'power bank 20000']) {
    const plans = await searchPlan(database, query);
    // A search may read items twice (a finished last word read again when the typed one found nothing).
    for (const [i, plan] of plans.entries())
      console.log(`search plan (\`${query}\`${plans.length > 1 ? `, read ${i + 1}` : ''}): ${plan}`);
  }

  const q = (path: string) => `${path}${path.includes('?') ? '&' : '?'}websiteTopic=${TOPIC}`;
  const search = (query: string) => q(`/api/search/aggregated?q=${encodeURIComponent(query)}`);
  // The cache key is the URL: an unused parameter makes each request a miss.
  const bust = (path: string, n: number) => `${path}&_=${n}`;
  const endpoints = [
    { name: 'brand list page 3', path: q('/api/brands?page=3') },
    { name: 'featured brands', path: q('/api/brands/featured') },
    { name: 'item by slug', path: q(`/api/brand-items/${sample.sampleBrandSlug}/${sample.sampleItemSlug}`) },
    {
      name: 'aggregated search',
      path: search(SEARCH_QUERY),
      uncached: (n: number) => bust(search(SEARCH_QUERIES[n % SEARCH_QUERIES.length]!), n),
    },
  ];

  const probes = await Promise.all(endpoints.map((e) => fetch(`${address}${e.path}`)));
  const bodies = await Promise.all(probes.map((p) => p.text()));
  const listBytes = probes[0]!.ok ? bodies[0]!.length : 4096;
  const top = await ceiling(listBytes);

  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s each; "cache miss" rows vary the URL past the reply cache.`,
  );
  console.log('| endpoint | reply bytes | req/s | p50 | p99 | vs bare Fastify |');
  console.log('|---|---|---|---|---|---|');
  const row = (name: string, bytes: number | string, r: Load) =>
    console.log(
      `| ${name} | ${bytes} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${(r.rps / top.rps).toFixed(2)} |`,
    );
  row('bare Fastify, constant JSON', top.bytes, top);
  for (const [i, e] of endpoints.entries()) {
    if (ONLY_SEARCH && e.name !== 'aggregated search') continue;
    const probe = probes[i]!;
    if (probe.status === 404) {
      console.log(`| ${e.name} | — | not available (404) | | | |`);
      continue;
    }
    const note = probe.ok ? '' : ` (status ${probe.status})`;
    row(`${e.name}${note}, cached`, bodies[i]!.length, await load(`${address}${e.path}`));
    const uncached = e.uncached ?? ((n: number) => bust(e.path, n));
    row(`${e.name}${note}, cache miss`, '', await load(address, uncached));
  }

  // autocannon reports p97.5 and p99; p95 comes from timing requests one at a time.
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const start = performance.now();
    await (
      await fetch(`${address}${bust(search(SEARCH_QUERIES[i % SEARCH_QUERIES.length]!), 1e6 + i)}`)
    ).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `search, 500 sequential cache-missing requests over ${SEARCH_QUERIES.length} queries: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, p99 ${ms(pct(times, 99))}`,
  );

  if (ONLY_SEARCH) {
    await app.close();
    return;
  }
  const login = await fetch(`${address}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, websiteTopic: TOPIC }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  const brandItems = Array.from({ length: 1_000 }, (_, i) => ({
    brandSlug: sample.bulkBrandSlug,
    name: `Bulk Bench Cell ${i + 1}, ${(i % 6) * 4 + 4} Pack`,
    description: 'An item created by the bulk benchmark.',
    features: ['Alkaline', '1.5 V'],
    priceMinor: 999 + i,
    rating: 4.2,
    reviewCount: i,
    imageUrls: [`https://images.example.com/bulk/${i + 1}.jpg`],
    marketplaceUrl: `https://www.amazon.com/dp/BULK${String(i).padStart(6, '0')}`,
    externalId: `BULK${String(i).padStart(6, '0')}`,
  }));
  t0 = performance.now();
  const bulk = await fetch(`${address}/api/brand-items/bulk?websiteTopic=${TOPIC}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ brandItems }),
  });
  const bulkMs = performance.now() - t0;
  const bulkText = await bulk.text();
  if (bulk.status === 404) console.log('bulk create of 1,000 items: not available (404)');
  else if (!bulk.ok)
    console.log(`bulk create of 1,000 items: status ${bulk.status} ${bulkText.slice(0, 200)}`);
  else console.log(`bulk create of 1,000 items (one POST): ${ms(bulkMs)}`);

  await app.close();
}

export async function runCatalogueBench() {
  await onEachDatabase(ONLY_DB, CONNECTIONS, runOn);
}
