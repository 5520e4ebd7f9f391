import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, openPostgres } from '../db/client';
import { seedDemo } from '../db/seed';
import { createPostgresTestDatabase } from '../test/postgres-database';
import { appOn, TEST_JWT_SECRET } from '../test/test-app';

const root = path.resolve(import.meta.dirname, '../../../..');
const cli = path.join(root, 'packages/server/src/cli/user-create.ts');

/*
 * `npm run user:create` as an operator runs it: its own process against the deployment's database,
 * the embedded one in DATA_DIR or (in the PostgreSQL run) a PostgreSQL database by DATABASE_URL.
 */
describe('npm run user:create', () => {
  const onPostgres = process.env.TEST_DB === 'postgres';
  let dataDir: string;
  let databaseEnv: Record<string, string>;
  let open: () => Promise<Database>;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-user-create-'));
    if (onPostgres) {
      const created = await createPostgresTestDatabase();
      dropDatabase = created.dropDatabase;
      databaseEnv = { DATABASE_URL: created.url, JWT_SECRET: TEST_JWT_SECRET };
      open = () => openPostgres(created.url, { poolSize: 2 });
    } else {
      databaseEnv = { DATA_DIR: dataDir };
      open = () => openDatabase({ dataDir });
    }
    // A deployment that has started once: migrated, with its topics.
    const database = await open();
    await database.migrate();
    await seedDemo(database.db, { catalogue: false });
    await database.close();
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', cli, ...args],
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

  it('creates a user who can then sign in with the role given', async () => {
    const password = 'a-long-enough-password';
    const made = await run(['--topic', 'batteries', '--email', 'Owner@Example.com', '--role', 'editor'], {
      USER_PASSWORD: password,
    });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('editor owner@example.com can now sign in to batteries');

    const database = await open();
    const app = await appOn(database);
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'owner@example.com', password, websiteTopic: 'batteries' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.user).toMatchObject({
        email: 'owner@example.com',
        role: 'editor',
        websiteTopic: 'batteries',
      });
      // Another site's sign-in does not know them.
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'owner@example.com', password, websiteTopic: 'test' },
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses bad input with a message for each problem and an error exit code', async () => {
    const bad = await run(['--topic', 'batteries', '--email', 'not-an-email', '--role', 'owner'], {
      USER_PASSWORD: 'short',
    });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--email: ');
    expect(bad.stderr).toContain('--role: ');
    expect(bad.stderr).toContain('--password: Use a password of at least 12 characters');

    const noTopic = await run(['--topic', 'nowhere', '--email', 'a@example.com'], {
      USER_PASSWORD: 'a-long-enough-password',
    });
    expect(noTopic.code).not.toBe(0);
    expect(noTopic.stderr).toContain("There is no topic 'nowhere'");

    // No password given and no terminal to ask in.
    const noPassword = await run(['--topic', 'batteries', '--email', 'a@example.com']);
    expect(noPassword.code).not.toBe(0);
    expect(noPassword.stderr).toContain('Set USER_PASSWORD or run in a terminal to be asked for one');
  });
});
