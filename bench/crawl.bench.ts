/**
 * `npm run bench:crawl`: crawl-all of 500 brands (10,000 items) from the marketplace simulator
 * at 50 ms page latency with concurrency 8, then the same crawl again, on the embedded database
 * and on a fresh PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL), each in a process
 * of its own so that its peak RSS is its own (`npm run bench:crawl -- pglite` runs one).
 * Prints items per second, wall time, peak RSS and duplicates; asserts nothing.
 * Targets: ≥ 150 items/s, peak RSS ≤ 300 MB with PostgreSQL, zero duplicates after the second crawl.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { buildCatalogue } from '@app/marketplace-sim';
import { count, countDistinct, eq } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import type { Database } from '../packages/server/src/db/client';
import { brandItems, brands } from '../packages/server/src/db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from '../packages/server/src/db/seed';
import { buildConfig } from '../packages/server/src/test/test-app';
import { onEachDatabase } from './catalogue-data';
import { startScript } from './idle-rss';

const BRANDS = 500;
const ITEMS_PER_BRAND = 20;
const LATENCY_MS = 50;
const CONCURRENCY = 8;
const TOPIC = 'test';

async function crawlOn(label: string, database: Database) {
  const sim = await simulatorProcess();
  await database.migrate();
  await seedDemo(database.db, { catalogue: false });
  // The embedded database alone holds a large WASM heap; the crawler's own share is what grows past it.
  const baseRss = process.memoryUsage().rss;
  await database.db.insert(brands).values(
    sim.catalogue.brands.map((b) => ({
      websiteTopic: TOPIC,
      slug: b.slug,
      name: b.name,
      searchTerm: b.name,
    })),
  );

  const config = buildConfig({
    rateLimitMax: 1_000_000,
    crawl: {
      baseUrl: sim.url,
      concurrency: CONCURRENCY,
      ratePerSecond: 1000,
      maxPages: 5,
      timeoutMs: 10_000,
    },
  });
  const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
  const processRss = process.memoryUsage().rss;
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: demoAdminEmail(TOPIC), password: DEMO_ADMIN_PASSWORD, websiteTopic: TOPIC },
  });
  const authorization = `Bearer ${login.json().data.token}`;

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 25);

  const crawl = async (label: string) => {
    const sessionId = `bench-${label}-${Date.now()}`;
    const t0 = performance.now();
    const started = await app.inject({
      method: 'POST',
      url: '/api/amazon-search/crawl-all',
      headers: { authorization, 'x-crawl-session-id': sessionId },
    });
    if (started.statusCode !== 202) throw new Error(`crawl-all: ${started.statusCode} ${started.body}`);
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      const status = await app.inject({
        method: 'GET',
        url: `/api/amazon-search/status?sessionId=${sessionId}`,
        headers: { authorization },
      });
      const p = status.json().data;
      if (p.status !== 'running') {
        const seconds = (performance.now() - t0) / 1000;
        return {
          label,
          seconds,
          items: p.crawledItems as number,
          brands: p.crawledBrands as number,
          status: p.status,
          errors: p.errors.length,
        };
      }
    }
  };

  const first = await crawl('first');
  const second = await crawl('second');
  clearInterval(sampler);
  const [totals] = await database.db
    .select({ rows: count(), distinct: countDistinct(brandItems.externalId) })
    .from(brandItems)
    .where(eq(brandItems.websiteTopic, TOPIC));

  console.log(
    `\n## Crawl (simulator ${BRANDS} brands × ${ITEMS_PER_BRAND} items, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY}, ${label})`,
  );
  console.log('| run | status | brands | items | wall time | items/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of [first, second]) {
    console.log(
      `| ${r.label} | ${r.status} | ${r.brands} | ${r.items} | ${r.seconds.toFixed(1)} s | ${(r.items / r.seconds).toFixed(0)} |`,
    );
  }
  console.log(
    `peak RSS ${mb(peakRss)} MB (process with its database before the app ${mb(baseRss)} MB, with the app ${mb(processRss)} MB, crawl +${mb(peakRss - processRss)} MB); items stored ${totals!.rows}, duplicates ${totals!.rows - totals!.distinct}; run errors ${first.errors + second.errors}`,
  );

  await app.close();
  await sim.close();
}

/**
 * The marketplace runs in a process of its own, as a real one would be elsewhere: its pages'
 * memory is not the crawler's.
 */
async function simulatorProcess() {
  const child = spawn(process.execPath, [...process.execArgv, 'packages/marketplace-sim/src/cli.ts'], {
    env: {
      ...process.env,
      SIM_PORT: '0',
      SIM_BRANDS: String(BRANDS),
      SIM_ITEMS_PER_BRAND: String(ITEMS_PER_BRAND),
      SIM_LATENCY_MS: String(LATENCY_MS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  for await (const chunk of child.stdout) {
    out += String(chunk);
    if (/on (http:\/\/\S+?):/.test(out)) break;
  }
  const url = out.match(/on (http:\/\/\S+?):\s/)?.[1];
  if (!url) throw new Error(`the simulator did not start: ${out}`);
  return {
    url,
    catalogue: buildCatalogue({ brands: BRANDS, itemsPerBrand: ITEMS_PER_BRAND }),
    close: () => {
      child.kill();
      return once(child, 'exit');
    },
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Each database in a child process, so that one's memory does not count against the other. */
export async function runCrawlBench(only?: string) {
  if (only) return onEachDatabase(only, CONCURRENCY + 2, crawlOn);
  for (const db of ['pglite', 'postgres']) {
    // As `npm start` runs the server.
    const start = startScript();
    const child = spawnSync(
      process.execPath,
      [...start.nodeArgs, ...process.execArgv, process.argv[1]!, db],
      {
        stdio: 'inherit',
        env: { ...process.env, ...start.env },
      },
    );
    if (child.status !== 0) process.exitCode = child.status ?? 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runCrawlBench(process.argv[2]);
