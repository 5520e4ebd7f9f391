import type { UpdateSiteConfigBody } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

  async update(topic: string, body: UpdateSiteConfigBody): Promise<SiteConfigRow | null> {
    const [row] = await db
      .update(siteConfig)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(siteConfig.websiteTopic, topic))
      .returning();
    return row ?? null;
  },
});
export type SiteConfigRepository = ReturnType<typeof siteConfigRepository>;
