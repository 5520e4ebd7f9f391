/**
 * `npm run bench:crawl`: crawl-all of 500 brands (10,000 items) from the marketplace simulator
 * at 50 ms page latency with concurrency 8, on the embedded database, then the same crawl again.
 * Prints items per second, wall time, peak RSS and duplicates; asserts nothing.
 * Targets: ≥ 150 items/s, peak RSS ≤ 300 MB, zero duplicates after the second crawl.
 */
import { startMarketplaceSim } from '@app/marketplace-sim';
import { count, countDistinct, eq } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { openPglite } from '../packages/server/src/db/client';
import { brandItems, brands } from '../packages/server/src/db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from '../packages/server/src/db/seed';
import { buildConfig } from '../packages/server/src/test/test-app';

const BRANDS = 500;
const ITEMS_PER_BRAND = 20;
const LATENCY_MS = 50;
const CONCURRENCY = 8;
const TOPIC = 'test';

export async function runCrawlBench() {
  const sim = await startMarketplaceSim({
    brands: BRANDS,
    itemsPerBrand: ITEMS_PER_BRAND,
    latencyMs: LATENCY_MS,
  });
  const database = await openPglite(undefined);
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
    `\n## Crawl (simulator ${BRANDS} brands × ${ITEMS_PER_BRAND} items, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY}, embedded PGlite)`,
  );
  console.log('| run | status | brands | items | wall time | items/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of [first, second]) {
    console.log(
      `| ${r.label} | ${r.status} | ${r.brands} | ${r.items} | ${r.seconds.toFixed(1)} s | ${(r.items / r.seconds).toFixed(0)} |`,
    );
  }
  console.log(
    `peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB (embedded database alone ${(baseRss / 1024 / 1024).toFixed(0)} MB, crawl +${((peakRss - baseRss) / 1024 / 1024).toFixed(0)} MB); items stored ${totals!.rows}, duplicates ${totals!.rows - totals!.distinct}; run errors ${first.errors + second.errors}`,
  );

  await app.close();
  await database.close();
  await sim.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await runCrawlBench();
