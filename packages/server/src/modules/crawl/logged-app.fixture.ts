import { Writable } from 'node:stream';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { seedDemo } from '../../db/seed';
import { buildConfig, openTestDatabase, type TestApp } from '../../test/test-app';

/**
 * The whole app on a fresh database with the demo accounts (no catalogue), keeping every line it
 * logs at `level` or above in `logs`: for tests about what the server says when something fails.
 */
export async function loggedApp(
  overrides: Partial<Config>,
  level: 'trace' | 'warn',
): Promise<TestApp & { logs: string[] }> {
  const database = await openTestDatabase();
  await seedDemo(database.db, { catalogue: false });
  const config = buildConfig(overrides);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: { level, stream } });
  await app.ready();
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
