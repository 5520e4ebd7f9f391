/**
 * API figures on this machine: embedded start-up, login cost, and throughput of the hot
 * read paths every page makes. Prints figures; asserts nothing.
 */
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app';
import { openPglite } from '../packages/server/src/db/client';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from '../packages/server/src/db/seed';
import { buildConfig } from '../packages/server/src/test/test-app';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runApiBench() {
  let t0 = performance.now();
  const database = await openPglite(undefined);
  await database.migrate();
  const migrated = performance.now() - t0;
  t0 = performance.now();
  await seedDemo(database.db);
  const seeded = performance.now() - t0;

  const config = buildConfig({
    rateLimitMax: 10_000_000,
    loginMaxPerIp: 1_000_000,
    loginMaxPerAccount: 1_000_000,
  });
  const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const logins: number[] = [];
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    await fetch(`${address}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: demoAdminEmail('batteries'),
        password: DEMO_ADMIN_PASSWORD,
        websiteTopic: 'batteries',
      }),
    });
    logins.push(performance.now() - start);
  }

  console.log('\n## API (embedded PGlite, in-process server)');
  console.log(`start-up: open PGlite + migrate ${ms(migrated)}, demo seed ${ms(seeded)}`);
  console.log(`login (argon2id 19 MiB, t=2): median ${ms(median(logins))}`);

  const paths = [
    '/healthz',
    '/api/site-config/all',
    '/api/site-config?websiteTopic=beautyluxdeluxe',
    `/api/site-config/resolve?url=${encodeURIComponent('http://localhost:5000/batteries/brands')}`,
  ];
  console.log('| path | req/s | p50 | p99 |');
  console.log('|---|---|---|---|');
  for (const path of paths) {
    const r = await autocannon({ url: `${address}${path}`, connections: 10, duration: 4 });
    console.log(
      `| ${path.slice(0, 60)} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms |`,
    );
  }
  await app.close();
  await database.close();
}
