import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { openPglite } from './client';
import { siteConfig } from './schema';
import { seedDemo } from './seed';

describe('database', () => {
  it('has pg_trgm and full-text search available', async () => {
    const database = await openTestDatabase();
    try {
      const sim = await database.db.execute(sql`select similarity('duracell', 'duracel') as s`);
      expect(Number((sim.rows[0] as { s: number }).s)).toBeGreaterThan(0.5);
      const fts = await database.db.execute(
        sql`select to_tsvector('english', 'Rechargeable batteries') @@ plainto_tsquery('english', 'battery') as hit`,
      );
      expect((fts.rows[0] as { hit: boolean }).hit).toBe(true);
    } finally {
      await database.drop();
    }
  });

  it('seeds once and never twice', async () => {
    const database = await openTestDatabase();
    try {
      expect(await seedDemo(database.db)).toBe(true);
      expect(await seedDemo(database.db)).toBe(false);
      expect(await database.db.select().from(siteConfig)).toHaveLength(3);
    } finally {
      await database.drop();
    }
  });
});

describe('embedded database on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across a restart and re-applies no migration', async () => {
    const first = await openPglite(dir);
    await first.migrate();
    await seedDemo(first.db);
    await first.db
      .update(siteConfig)
      .set({ title: 'Changed before restart' })
      .where(sql`website_topic = 'test'`);
    await first.close();

    const second = await openPglite(dir);
    await second.migrate();
    const rows = await second.db.select().from(siteConfig).where(sql`website_topic = 'test'`);
    expect(rows[0]?.title).toBe('Changed before restart');
    await second.close();
  });
});
