/**
 * `npx tsx bench/search-compare.ts <other checkout>`: cache-missing catalogue search of this
 * checkout beside another build of the server (an earlier commit, unpacked with its
 * node_modules linked), both on one PostgreSQL database of 5,000 brands and 100,000 items, in
 * turns: a load run of each in alternating order per round, then single requests one at a time,
 * alternating between the two, so that the machine's other work weighs on both alike. Prints
 * figures; asserts nothing.
 *
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names the server (a fresh database, dropped after);
 * BENCH_SEARCH_DB_URL instead names a database filled before (`bench` topic), kept.
 * BENCH_ROUNDS (default 3) load runs of each; BENCH_VACUUM=1 vacuums the tables after filling,
 * as autovacuum would (a fresh fill leaves the text indexes' pending lists for every search to read).
 */
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { buildApp as BuildApp } from '../packages/server/src/app';
import { type Database, openPostgres } from '../packages/server/src/db/client';
import { siteConfig } from '../packages/server/src/db/schema';
import { createPostgresTestDatabase } from '../packages/server/src/test/postgres-database';
import { buildConfig } from '../packages/server/src/test/test-app';
import { fillBenchCatalogue, SEARCH_QUERIES } from './catalogue-data';

const TOPIC = 'bench';
const CONNECTIONS = 10;
const DURATION_S = 4;
const SEQUENTIAL = 300;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Build = { name: string; address: string; close: () => Promise<void> };

async function start(name: string, root: string, url: string): Promise<Build> {
  const { buildApp } = (await import(resolve(root, 'packages/server/src/app.ts'))) as {
    buildApp: typeof BuildApp;
  };
  const database = await openPostgres(url, { poolSize: CONNECTIONS });
  const config = buildConfig({ rateLimitMax: 100_000_000 });
  const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    name,
    address,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let served = 0;
/** A search URL no reply cache has seen. */
const nextPath = () => {
  const n = served++;
  const q = SEARCH_QUERIES[n % SEARCH_QUERIES.length]!;
  return `/api/search/aggregated?q=${encodeURIComponent(q)}&websiteTopic=${TOPIC}&_=${n}`;
};

async function load(b: Build) {
  const r = await autocannon({
    url: b.address,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  if (r.non2xx > 0 || r.errors > 0) console.log(`  (${b.name}: ${r.non2xx} non-2xx, ${r.errors} errors)`);
  return r.requests.average;
}

async function main() {
  const other = process.argv[2];
  if (!other) throw new Error('usage: tsx bench/search-compare.ts <other checkout>');
  let url = process.env.BENCH_SEARCH_DB_URL;
  let drop = async () => {};
  if (!url) {
    const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!server) throw new Error('set BENCH_DATABASE_URL, TEST_DATABASE_URL or BENCH_SEARCH_DB_URL');
    const created = await createPostgresTestDatabase(server);
    url = created.url;
    drop = created.dropDatabase;
    const setup: Database = await openPostgres(url, { poolSize: 2 });
    await setup.migrate();
    await setup.db.insert(siteConfig).values({ websiteTopic: TOPIC, title: 'Bench Batteries' });
    const t0 = performance.now();
    await fillBenchCatalogue(setup.db, TOPIC);
    console.log(`filled 100,000 items in ${ms(performance.now() - t0)}`);
    if (process.env.BENCH_VACUUM === '1') {
      for (const table of ['brands', 'brand_items', 'search_words'])
        await setup.db.execute(sql.raw(`vacuum analyze ${table}`));
      console.log('vacuumed');
    }
    await setup.close();
  }
  const builds = [await start(`other (${other})`, other, url), await start('this checkout', '.', url)];
  try {
    // Warm both: the first searches of a topic read what later ones keep.
    for (const b of builds)
      for (let i = 0; i < 24; i++) await (await fetch(`${b.address}${nextPath()}`)).text();
    const rps = new Map<Build, number[]>(builds.map((b) => [b, []]));
    const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const b of order) rps.get(b)!.push(await load(b));
    }
    const times = new Map<Build, number[]>(builds.map((b) => [b, []]));
    for (let i = 0; i < SEQUENTIAL * builds.length; i++) {
      const b = builds[i % builds.length]!;
      const started = performance.now();
      await (await fetch(`${b.address}${nextPath()}`)).arrayBuffer();
      times.get(b)!.push(performance.now() - started);
    }
    console.log(
      `\n## Cache-missing search, ${CONNECTIONS} connections ${DURATION_S} s per run, ${rounds} runs each in turns; then ${SEQUENTIAL} single requests each, alternating\n`,
    );
    console.log('| build | req/s per run | req/s mean | sequential p50 | p95 | p99 |');
    console.log('|---|---|---|---|---|---|');
    for (const b of builds) {
      const runs = rps.get(b)!;
      const sorted = times.get(b)!.sort((x, y) => x - y);
      const mean = runs.reduce((s, x) => s + x, 0) / runs.length;
      console.log(
        `| ${b.name} | ${runs.map((x) => x.toFixed(0)).join(', ')} | ${mean.toFixed(1)} | ${ms(pct(sorted, 50))} | ${ms(pct(sorted, 95))} | ${ms(pct(sorted, 99))} |`,
      );
    }
    const [a, b] = builds.map((x) => rps.get(x)!.reduce((s, v) => s + v, 0));
    console.log(`\nthis checkout / other: ${(b! / a!).toFixed(2)}× the requests per second`);
  } finally {
    for (const b of builds) await b.close();
    await drop();
  }
}

await main();
process.exit(0);
