import type { UpdateSiteConfigBody } from '@app/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sharedHosts, siteConfig } from '../../db/schema';
import { marketplaceSettingsRepository } from './marketplace-settings.repository';
import { type Keyring, SecretsKeyError } from './secret-box';

export type SiteConfigRow = typeof siteConfig.$inferSelect;

/** Hosts recorded as shared at most (see `noteSharedHost`). */
export const SHARED_HOSTS_MAX = 10_000;

/** For callers that never touch a sealed secret (the user:create command). */
const NO_KEYRING: Keyring = {
  get current(): Keyring['current'] {
    throw new SecretsKeyError('No key for secrets at rest was given to this process');
  },
  older: [],
};

export const siteConfigRepository = (db: Db, ring: Keyring = NO_KEYRING) => ({
  /** The marketplace adapter, credentials and freshness settings, kept apart (see its file). */
  marketplace: marketplaceSettingsRepository(db, ring),

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

  /**
   * Records a host that served shared pages; many processes may record it at once. Anyone can
   * send made-up Host headers, so the table stops growing at SHARED_HOSTS_MAX rows: the real
   * shared hosts are met first, and a host left out only means its claim needs no proof.
   */
  async noteSharedHost(host: string): Promise<void> {
    await db.execute(sql`
      insert into ${sharedHosts} (host)
      select ${host} where (select count(*) from ${sharedHosts}) < ${SHARED_HOSTS_MAX}
      on conflict do nothing`);
  },

  async sharedHost(host: string): Promise<boolean> {
    const [row] = await db
      .select({ host: sharedHosts.host })
      .from(sharedHosts)
      .where(eq(sharedHosts.host, host));
    return row !== undefined;
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
