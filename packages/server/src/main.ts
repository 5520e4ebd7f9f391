import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { loadOrCreateSecret } from './secret';

const LISTEN_BACKLOG = 4096;

async function main() {
  // React, Redux Toolkit and MUI choose their production or development code from NODE_ENV
  // (React when first loaded, with the first page; Redux Toolkit's state checks on every store a
  // render builds): the process run without it is the product, not a development run.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;

  const app = await buildApp(config, {
    database,
    jwtSecret: config.jwtSecret ?? loadOrCreateSecret(config.dataDir),
  });
  if (seeded) app.log.info('demo data created for batteries, beautyluxdeluxe and test');

  // Stop accepting, answer or refuse what was accepted (plugins/graceful-close.ts), let every
  // onClose hook write what it holds (the visits waiting in their buffer among them), and only
  // then close the database: an onClose hook of its own would run before the plugins' (Fastify
  // runs them last-registered first). Gives up with exit code 1 after the limit.
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  // Connections the kernel has taken wait in this queue until the event loop accepts them; a
  // busy loop lets Node's default of 511 fill, and a connection beyond it is neither answered
  // nor refused, only reset when the listener closes (the kernel caps it at net.core.somaxconn).
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  app.log.info({ port: config.port, database: database.kind }, `serving on http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
