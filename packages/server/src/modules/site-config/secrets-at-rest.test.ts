import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type Database, openDatabase, openPostgres } from '../../db/client';
import { marketplaceCredentials } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from '../../db/seed';
import { SECRETS_KEY_FILE } from '../../secret';
import { createPostgresTestDatabase } from '../../test/postgres-database';
import { appOn, login, TEST_JWT_SECRET } from '../../test/test-app';
import {
  keyOf,
  keyringFor,
  newSecretsKeyText,
  open,
  parseSecretsKey,
  SecretsKeyError,
  seal,
} from './secret-box';
import { siteConfigRepository } from './site-config.repository';

const root = path.resolve(import.meta.dirname, '../../../../..');
const cli = path.join(root, 'packages/server/src/cli/secrets-rotate.ts');

const OLD_KEY = newSecretsKeyText();
const NEW_KEY = newSecretsKeyText();
const idOf = (text: string) => parseSecretsKey(text).id;
const SECRET = 'batteries-api-secret-7d1e9a';
const CLEAR = 'saved-before-sealing-5b2c';

/*
 * The marketplace secrets in the database are sealed under SECRETS_KEY; `npm run secrets:rotate`
 * seals them again under a new key, as an operator runs it: its own process against the
 * deployment's database (embedded in DATA_DIR, or PostgreSQL by DATABASE_URL in that run).
 */
describe('marketplace secrets sealed at rest, and rotated', () => {
  const onPostgres = process.env.TEST_DB === 'postgres';
  let dataDir: string;
  let databaseEnv: Record<string, string>;
  let openDb: () => Promise<Database>;
  let dropDatabase = async () => {};
  const stored = async (database: Database) =>
    Object.fromEntries(
      (
        await database.db
          .select({ topic: marketplaceCredentials.websiteTopic, secret: marketplaceCredentials.clientSecret })
          .from(marketplaceCredentials)
      ).map((r) => [r.topic, r.secret]),
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-secrets-'));
    if (onPostgres) {
      const created = await createPostgresTestDatabase();
      dropDatabase = created.dropDatabase;
      databaseEnv = { DATABASE_URL: created.url, JWT_SECRET: TEST_JWT_SECRET };
      openDb = () => openPostgres(created.url, { poolSize: 2 });
    } else {
      databaseEnv = { DATA_DIR: dataDir };
      openDb = () => openDatabase({ dataDir });
    }
    const database = await openDb();
    await database.migrate();
    await seedDemo(database.db, { catalogue: false });
    await database.close();
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rotate = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', cli],
        {
          cwd: root,
          env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...databaseEnv, ...env },
          timeout: 60_000,
        },
        (error, stdout, stderr) => {
          if (error && typeof error.code !== 'number') reject(error);
          else resolve({ code: child.exitCode, stdout, stderr });
        },
      );
    });

  it('seals a saved secret, reads one saved in clear before, and seals that at its next write', async () => {
    const database = await openDb();
    try {
      // A row from before sealing existed.
      await database.db
        .insert(marketplaceCredentials)
        .values({ websiteTopic: 'test', clientId: 'amzn1.creators.client.test', clientSecret: CLEAR });
      const app = await appOn(database, { secretsKey: OLD_KEY });
      const admin = (await login(app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries'))
        .authorization;
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/site-config/marketplace',
        headers: { authorization: admin },
        payload: {
          adapter: 'creators-api',
          apiClientId: 'amzn1.creators.client.batteries',
          apiClientSecret: SECRET,
          priceRefreshHours: 24,
          priceMaxAgeHours: 24,
          productPageMaxAgeDays: 30,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const rows = await stored(database);
      expect(rows.batteries).toMatch(new RegExp(`^enc:v1:${idOf(OLD_KEY)}:`));
      expect(rows.batteries).not.toContain(SECRET);
      expect(rows.test).toBe(CLEAR);
      const reveal = async (topic: string) =>
        (await app.siteConfigs.marketplace.access(topic)).credentials?.clientSecret.reveal();
      expect(await reveal('batteries')).toBe(SECRET);
      expect(await reveal('test')).toBe(CLEAR);

      // Its next write keeps the secret (none sent) and seals it.
      const testAdmin = (await login(app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
      const kept = await app.inject({
        method: 'PUT',
        url: '/api/site-config/marketplace',
        headers: { authorization: testAdmin },
        payload: {
          adapter: 'pages',
          apiClientId: 'amzn1.creators.client.test',
          priceRefreshHours: 24,
          priceMaxAgeHours: 24,
          productPageMaxAgeDays: 30,
        },
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await stored(database)).test).toMatch(new RegExp(`^enc:v1:${idOf(OLD_KEY)}:`));
      expect(await reveal('test')).toBe(CLEAR);
      await app.close();
    } finally {
      await database.close();
    }
  });

  it('rotation seals every secret under the new key; the old key is then not needed, and a wrong one stops start-up', async () => {
    // One more saved in clear before sealing existed, never written since: the rotation seals it.
    const before = await openDb();
    await before.db.insert(marketplaceCredentials).values({
      websiteTopic: 'beautyluxdeluxe',
      clientId: 'amzn1.creators.client.beauty',
      clientSecret: `${CLEAR}-2`,
    });
    await before.close();

    const run = await rotate({ SECRETS_KEY: NEW_KEY, SECRETS_KEY_PREVIOUS: OLD_KEY });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`3 of 3 saved secrets sealed again under key ${idOf(NEW_KEY)}`);

    const database = await openDb();
    try {
      const rows = await stored(database);
      for (const [topic, value] of Object.entries(rows)) {
        expect(value, topic).toMatch(new RegExp(`^enc:v1:${idOf(NEW_KEY)}:`));
        expect(value).not.toContain(SECRET);
        expect(value).not.toContain(CLEAR);
      }
      // The new key alone opens both, clear-text one included.
      const app = await appOn(database, { secretsKey: NEW_KEY });
      expect((await app.siteConfigs.marketplace.access('batteries')).credentials?.clientSecret.reveal()).toBe(
        SECRET,
      );
      expect((await app.siteConfigs.marketplace.access('test')).credentials?.clientSecret.reveal()).toBe(
        CLEAR,
      );
      expect(
        (await app.siteConfigs.marketplace.access('beautyluxdeluxe')).credentials?.clientSecret.reveal(),
      ).toBe(`${CLEAR}-2`);
      await app.close();

      // The retired key no longer opens them: start-up says so and names the key each needs.
      const refused = appOn(database, { secretsKey: OLD_KEY });
      await expect(refused).rejects.toThrow(SecretsKeyError);
      await expect(refused).rejects.toThrow(
        new RegExp(`sealed with key ${idOf(NEW_KEY)}, which is neither SECRETS_KEY \\(${idOf(OLD_KEY)}\\)`),
      );
    } finally {
      await database.close();
    }

    // Run again: nothing left to seal, and a wrong previous key is no error when it is not needed.
    const again = await rotate({ SECRETS_KEY: NEW_KEY, SECRETS_KEY_PREVIOUS: newSecretsKeyText() });
    expect(again.stdout).toContain('0 of 3 saved secrets sealed again');
    // A key that is not 32 bytes of base64 is refused before anything is touched.
    const bad = await rotate({ SECRETS_KEY: 'too-short' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('SECRETS_KEY: must be 32 random bytes in base64');
  });

  it.skipIf(onPostgres)(
    'embedded, without SECRETS_KEY: the key kept in DATA_DIR is replaced by a new one',
    async () => {
      const own = mkdtempSync(path.join(tmpdir(), 'catalogue-secrets-embedded-'));
      try {
        const first = await openDatabase({ dataDir: own });
        await first.migrate();
        await seedDemo(first.db, { catalogue: false });
        const before = keyringFor({ dataDir: own }, TEST_JWT_SECRET);
        await siteConfigRepository(first.db, before).marketplace.save('batteries', {
          adapter: 'creators-api',
          priceRefreshHours: 24,
          priceMaxAgeHours: 24,
          productPageMaxAgeDays: 30,
          credentials: {
            clientId: 'id',
            clientSecret: SECRET,
            credentialVersion: '2.1',
            marketplace: 'www.amazon.com',
          },
        });
        await first.close();
        const oldFile = readFileSync(path.join(own, SECRETS_KEY_FILE), 'utf8');

        const run = await rotate({ DATA_DIR: own });
        expect(run.stderr).toBe('');
        const after = keyringFor({ dataDir: own }, TEST_JWT_SECRET);
        expect(after.current.id).not.toBe(before.current.id);
        expect(readFileSync(path.join(own, SECRETS_KEY_FILE), 'utf8')).not.toBe(oldFile);
        expect(run.stdout).toContain(`1 of 1 saved secrets sealed again under key ${after.current.id}`);
        const second = await openDatabase({ dataDir: own });
        try {
          const s = await siteConfigRepository(second.db, after).marketplace.get('batteries');
          expect(s?.credentials?.clientSecret.reveal()).toBe(SECRET);
          const old = await siteConfigRepository(second.db, before).marketplace.get('batteries');
          expect(() => old?.credentials?.clientSecret.reveal()).toThrow(SecretsKeyError);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(own, { recursive: true, force: true });
      }
    },
  );

  it('refuses a key of the wrong form with the rest of the configuration', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/SECRETS_KEY: must be 32 random bytes/);
    expect(() => loadConfig({ SECRETS_KEY_PREVIOUS: `${OLD_KEY}!` })).toThrow(
      /SECRETS_KEY_PREVIOUS: must be/,
    );
    expect(loadConfig({ SECRETS_KEY: NEW_KEY }).secretsKey).toBe(NEW_KEY);
  });

  it('binds a sealed secret to its topic and notices any change to it', () => {
    const ring = { current: keyOf(Buffer.alloc(32, 7)), older: [] };
    const sealed = seal(ring, SECRET, 'the marketplace credentials of batteries');
    expect(open(ring, sealed, 'the marketplace credentials of batteries')).toBe(SECRET);
    expect(() => open(ring, sealed, 'the marketplace credentials of test')).toThrow(/does not open/);
    const at = sealed.length - 2;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(() => open(ring, flipped, 'the marketplace credentials of batteries')).toThrow(SecretsKeyError);
    expect(() => open(ring, 'enc:v1:abc:x:y:z', 'x')).toThrow(/sealed with key abc/);
  });
});
