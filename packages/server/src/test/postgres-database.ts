import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the TEST_DATABASE_URL server: its URL, and how to drop it. */
export async function createPostgresTestDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; dropDatabase(): Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dropDatabase: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
