import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { loadOrCreateSecret } from './secret';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;

  const app = await buildApp(config, {
    database,
    jwtSecret: config.jwtSecret ?? loadOrCreateSecret(config.dataDir),
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  if (seeded) app.log.info('demo data created for batteries, beautyluxdeluxe and test');

  // Stop accepting, let in-flight requests finish, then close the database; give up after the limit.
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ port: config.port, database: database.kind }, `serving on http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
