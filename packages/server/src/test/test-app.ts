import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_TOPIC } from '@app/contract';
import { type App, buildApp } from '../app';
import type { Config } from '../config';
import {
  type Database,
  DEFAULT_POSTGRES_SETTINGS,
  migrationsFolder,
  openPglite,
  openPostgres,
} from '../db/client';

import {
  DEMO_ADMIN_PASSWORD,
  DEMO_SHOPPER_EMAIL,
  DEMO_USER_PASSWORD,
  demoAdminEmail,
  seedDemo,
} from '../db/seed';
import { createPostgresTestDatabase } from './postgres-database';

/** PGlite's own package file, so that a new PGlite version makes a new template. */
const PGLITE_PACKAGE_FILE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export function buildConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: '',
    databaseUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    defaultTopic: DEFAULT_TOPIC,
    logLevel: 'silent',
    seedDemo: true,
    webDist: '/nonexistent',
    corsOrigins: [],
    publicHosts: ['localhost', '127.0.0.1'],
    trustProxy: false,
    rateLimitMax: 10_000,
    mediaUploadsPerMinute: 10_000,
    loginMaxPerIp: 1_000,
    loginMaxPerAccount: 1_000,
    loginMaxPerAccountNewAddresses: 1_000,
    bodyLimit: 1_048_576,
    postgres: DEFAULT_POSTGRES_SETTINGS,
    shutdownTimeoutMs: 10_000,
    ...overrides,
  };
}

/**
 * An empty, migrated PGlite data dir, made once for all test files and workers (kept in the
 * system's temp folder under a name that changes with the migrations and PGlite's version):
 * starting from it takes well under a second, where initdb and the migrations take several.
 */
async function migratedDataDir(): Promise<Blob> {
  const folder = migrationsFolder();
  const hash = createHash('sha256').update(readFileSync(PGLITE_PACKAGE_FILE));
  for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  const file = path.join(tmpdir(), `catalogue-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const database = await openPglite(undefined);
    await database.migrate();
    const dump = Buffer.from(await (await database.dump()).arrayBuffer());
    await database.close();
    // Written whole under another name first: another worker may be reading or making it too.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A fresh, migrated database: in-memory PGlite, or (TEST_DB=postgres) a new database on the
 * TEST_DATABASE_URL server, dropped again by `drop()`.
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openPglite(undefined, { from: await migratedDataDir() });
    return { ...database, drop: () => database.close() };
  }
  const { url, dropDatabase } = await createPostgresTestDatabase();
  const database = await openPostgres(url, { poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    drop: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}

export type TestApp = { app: App; database: Database; close(): Promise<void> };

/**
 * The whole app on a fresh database with the demo topics and accounts; the demo catalogue
 * too when asked, since most tests want an empty catalogue and a fast start.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: { demoCatalogue?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemo(database.db, { catalogue: options.demoCatalogue ?? false });
  const app = await appOn(database, overrides);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** The whole app, ready, on a database the caller opened (and closes). */
export async function appOn(database: Database, overrides: Partial<Config> = {}): Promise<App> {
  const config = buildConfig(overrides);
  const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
  await app.ready();
  return app;
}

/** Signs in through the API and returns the bearer header. */
export async function login(app: App, email: string, password: string, websiteTopic: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password, websiteTopic },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.token as string;
  return { authorization: `Bearer ${token}`, token };
}

/** Bearer headers of the usual cast: the batteries admin, the test admin and the batteries shopper. */
export async function signInCast(app: App) {
  const header = async (email: string, password: string, topic: string) => ({
    authorization: (await login(app, email, password, topic)).authorization,
  });
  return {
    admin: await header(demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries'),
    testAdmin: await header(demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test'),
    shopper: await header(DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries'),
  };
}
