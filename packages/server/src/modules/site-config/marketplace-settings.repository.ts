import type { ApiCredentialVersion, MarketplaceAdapterKind } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { marketplaceCredentials, siteConfig } from '../../db/schema';
import { SecretValue } from './secret-value';

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

/** The marketplace columns of site_config and the topic's row of marketplace_credentials. */
export const marketplaceSettingsRepository = (db: Db) => {
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
              clientSecret: new SecretValue(clientSecret),
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
            await tx
              .update(marketplaceCredentials)
              .set(kept)
              .where(eq(marketplaceCredentials.websiteTopic, topic));
          } else {
            await tx
              .insert(marketplaceCredentials)
              .values({ websiteTopic: topic, ...kept, clientSecret: c.clientSecret })
              .onConflictDoUpdate({
                target: marketplaceCredentials.websiteTopic,
                set: { ...kept, clientSecret: c.clientSecret },
              });
          }
        }
        const after = await read(tx, topic);
        if (record && before && after) await record(tx, before, after);
        return after;
      });
    },
  };
};
export type MarketplaceSettingsRepository = ReturnType<typeof marketplaceSettingsRepository>;
