import type { UpdateSiteConfigBody } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { siteConfig } from '../../db/schema';
import { marketplaceSettingsRepository } from './marketplace-settings.repository';

export type SiteConfigRow = typeof siteConfig.$inferSelect;

export const siteConfigRepository = (db: Db) => ({
  /** The marketplace adapter, credentials and freshness settings, kept apart (see its file). */
  marketplace: marketplaceSettingsRepository(db),

  async list(): Promise<SiteConfigRow[]> {
    return db.select().from(siteConfig).orderBy(asc(siteConfig.websiteTopic));
  },

  async get(topic: string): Promise<SiteConfigRow | null> {
    const [row] = await db.select().from(siteConfig).where(eq(siteConfig.websiteTopic, topic));
    return row ?? null;
  },

  /** The topic's config, locked until the transaction ends: the version before a change. */
  async locked(tx: Tx, topic: string): Promise<SiteConfigRow | null> {
    const [row] = await tx.select().from(siteConfig).where(eq(siteConfig.websiteTopic, topic)).for('update');
    return row ?? null;
  },

  /** Runs `fn` in one transaction: a write and its activity entry. */
  inTransaction: <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(fn),

  async update(topic: string, body: UpdateSiteConfigBody, tx: Db | Tx = db): Promise<SiteConfigRow | null> {
    const [row] = await tx
      .update(siteConfig)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(siteConfig.websiteTopic, topic))
      .returning();
    return row ?? null;
  },
});
export type SiteConfigRepository = ReturnType<typeof siteConfigRepository>;
