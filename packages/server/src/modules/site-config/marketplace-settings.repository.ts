import type { ApiCredentialVersion, MarketplaceAdapterKind } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { marketplaceCredentials, siteConfig } from '../../db/schema';
import { type Keyring, needsResealing, open, seal } from './secret-box';
import { SecretValue } from './secret-value';

/** Bound into each sealed secret, so that one copied to another topic's row does not open. */
const contextOf = (topic: string) => `the marketplace credentials of ${topic}`;

export type StoredCredentials = {
  clientId: string;
  clientSecret: SecretValue;
  credentialVersion: ApiCredentialVersion;
  marketplace: string;
};

export type StoredMarketplaceSettings = {
  adapter: MarketplaceAdapterKind;
  affiliateTag: string | null;
  priceRefreshHours: number;
  priceMaxAgeHours: number;
  productPageMaxAgeDays: number;
  credentials: StoredCredentials | null;
};

export type MarketplaceSettingsWrite = {
  adapter: MarketplaceAdapterKind;
  priceRefreshHours: number;
  priceMaxAgeHours: number;
  productPageMaxAgeDays: number;
  /** null removes the topic's credentials; a secret of null keeps the saved one. */
  credentials: {
    clientId: string;
    clientSecret: string | null;
    credentialVersion: ApiCredentialVersion;
    marketplace: string;
  } | null;
};

/**
 * The marketplace columns of site_config and the topic's row of marketplace_credentials. The
 * client secret is stored sealed under the keyring's key (see secret-box.ts) and opened only
 * when the crawler reveals it.
 */
export const marketplaceSettingsRepository = (db: Db, ring: Keyring) => {
  /** Seals the topic's stored secret again if it is clear text or sealed under an older key. */
  async function reseal(tx: Tx, topic: string, stored: string): Promise<boolean> {
    if (!needsResealing(ring, stored)) return false;
    const clientSecret = seal(ring, open(ring, stored, contextOf(topic)), contextOf(topic));
    await tx
      .update(marketplaceCredentials)
      .set({ clientSecret })
      .where(eq(marketplaceCredentials.websiteTopic, topic));
    return true;
  }

  async function read(q: Pick<Db, 'select'>, topic: string): Promise<StoredMarketplaceSettings | null> {
    const [row] = await q
      .select({
        adapter: siteConfig.marketplaceAdapter,
        affiliateTag: siteConfig.marketplaceAffiliateTag,
        priceRefreshHours: siteConfig.priceRefreshHours,
        priceMaxAgeHours: siteConfig.priceMaxAgeHours,
        productPageMaxAgeDays: siteConfig.productPageMaxAgeDays,
        clientId: marketplaceCredentials.clientId,
        clientSecret: marketplaceCredentials.clientSecret,
        credentialVersion: marketplaceCredentials.credentialVersion,
        marketplace: marketplaceCredentials.marketplace,
      })
      .from(siteConfig)
      .leftJoin(marketplaceCredentials, eq(marketplaceCredentials.websiteTopic, siteConfig.websiteTopic))
      .where(eq(siteConfig.websiteTopic, topic));
    if (!row) return null;
    const { clientId, clientSecret, credentialVersion, marketplace, ...rest } = row;
    return {
      ...rest,
      credentials:
        clientId !== null && clientSecret !== null
          ? {
              clientId,
              clientSecret: new SecretValue(() => open(ring, clientSecret, contextOf(topic))),
              credentialVersion: (credentialVersion ?? '2.1') as ApiCredentialVersion,
              marketplace: marketplace ?? 'www.amazon.com',
            }
          : null,
    };
  }

  return {
    get: (topic: string) => read(db, topic),

    /**
     * Both tables in one transaction: a crawl never sees the adapter without its credentials.
     * `record` is called in it with the settings before and after (the activity log's entry).
     */
    async save(
      topic: string,
      w: MarketplaceSettingsWrite,
      record?: (tx: Tx, before: StoredMarketplaceSettings, after: StoredMarketplaceSettings) => Promise<void>,
    ): Promise<StoredMarketplaceSettings | null> {
      return db.transaction(async (tx) => {
        const before = await read(tx, topic);
        const updated = await tx
          .update(siteConfig)
          .set({
            marketplaceAdapter: w.adapter,
            priceRefreshHours: w.priceRefreshHours,
            priceMaxAgeHours: w.priceMaxAgeHours,
            productPageMaxAgeDays: w.productPageMaxAgeDays,
            updatedAt: new Date(),
          })
          .where(eq(siteConfig.websiteTopic, topic))
          .returning({ topic: siteConfig.websiteTopic });
        if (updated.length === 0) return null;
        const c = w.credentials;
        if (!c) {
          await tx.delete(marketplaceCredentials).where(eq(marketplaceCredentials.websiteTopic, topic));
        } else {
          const kept = {
            clientId: c.clientId,
            credentialVersion: c.credentialVersion,
            marketplace: c.marketplace,
            updatedAt: new Date(),
          };
          if (c.clientSecret === null) {
            const [row] = await tx
              .update(marketplaceCredentials)
              .set(kept)
              .where(eq(marketplaceCredentials.websiteTopic, topic))
              .returning({ clientSecret: marketplaceCredentials.clientSecret });
            // A secret kept from before sealing (or from the previous key) is sealed now.
            if (row) await reseal(tx, topic, row.clientSecret);
          } else {
            const clientSecret = seal(ring, c.clientSecret, contextOf(topic));
            await tx
              .insert(marketplaceCredentials)
              .values({ websiteTopic: topic, ...kept, clientSecret })
              .onConflictDoUpdate({
                target: marketplaceCredentials.websiteTopic,
                set: { ...kept, clientSecret },
              });
          }
        }
        const after = await read(tx, topic);
        if (record && before && after) await record(tx, before, after);
        return after;
      });
    },

    /** The problem of each stored secret that does not open with the keyring (a wrong or missing key). */
    async unopenable(): Promise<string[]> {
      const rows = await db
        .select({ topic: marketplaceCredentials.websiteTopic, stored: marketplaceCredentials.clientSecret })
        .from(marketplaceCredentials);
      return rows.flatMap(({ topic, stored }) => {
        try {
          open(ring, stored, contextOf(topic));
          return [];
        } catch (err) {
          return [(err as Error).message];
        }
      });
    },

    /**
     * Seals every stored secret under the keyring's current key, in one transaction (all or
     * none): after it, the previous key is no longer needed. Returns how many were sealed again.
     */
    async resealAll(): Promise<{ resealed: number; total: number }> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ topic: marketplaceCredentials.websiteTopic, stored: marketplaceCredentials.clientSecret })
          .from(marketplaceCredentials)
          .for('update');
        let resealed = 0;
        for (const { topic, stored } of rows) if (await reseal(tx, topic, stored)) resealed++;
        return { resealed, total: rows.length };
      });
    },
  };
};
export type MarketplaceSettingsRepository = ReturnType<typeof marketplaceSettingsRepository>;
