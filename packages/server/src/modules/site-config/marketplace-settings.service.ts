import {
  ERRORS,
  MARKETPLACE_ERRORS,
  type MarketplaceSettings,
  type UpdateMarketplaceSettingsBody,
} from '@app/contract';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../activity';
import { publishChange } from '../changes';
import type {
  MarketplaceSettingsRepository,
  StoredMarketplaceSettings,
} from './marketplace-settings.repository';
import { SecretsKeyError } from './secret-box';

/** What an admin sees: the secret stays on the server, only whether one is saved goes out. */
const toSettings = (s: StoredMarketplaceSettings): MarketplaceSettings => ({
  adapter: s.adapter,
  apiClientId: s.credentials?.clientId ?? null,
  apiSecretSet: s.credentials !== null,
  apiCredentialVersion: s.credentials?.credentialVersion ?? '2.1',
  apiMarketplace: s.credentials?.marketplace ?? 'www.amazon.com',
  priceRefreshHours: s.priceRefreshHours,
  priceMaxAgeHours: s.priceMaxAgeHours,
  productPageMaxAgeDays: s.productPageMaxAgeDays,
});

/**
 * A topic's marketplace settings: which adapter its crawls and price refreshes use, the product
 * API's credentials, and how fresh prices and product details must be. `onChange` retires the
 * cached site configs (the public one carries priceMaxAgeHours).
 */
export function marketplaceSettingsService(repo: MarketplaceSettingsRepository, onChange: () => void) {
  async function stored(topic: string) {
    const s = await repo.get(topic);
    if (!s) throw notFound(`${ERRORS.siteConfigNotFound} '${topic}'`);
    return s;
  }

  return {
    get: async (topic: string) => toSettings(await stored(topic)),

    async update(
      topic: string,
      actor: Actor,
      body: UpdateMarketplaceSettingsBody,
    ): Promise<MarketplaceSettings> {
      const current = await stored(topic);
      const secret = body.apiClientSecret ?? null;
      if (body.apiClientId !== null && secret === null && !current.credentials) {
        throw badRequest(MARKETPLACE_ERRORS.secretRequired, [
          { path: 'body.apiClientSecret', message: MARKETPLACE_ERRORS.secretRequired },
        ]);
      }
      try {
        const saved = await repo.save(
          topic,
          {
            adapter: body.adapter,
            priceRefreshHours: body.priceRefreshHours,
            priceMaxAgeHours: body.priceMaxAgeHours,
            productPageMaxAgeDays: body.productPageMaxAgeDays,
            credentials:
              body.apiClientId === null
                ? null
                : {
                    clientId: body.apiClientId,
                    clientSecret: secret,
                    credentialVersion: body.apiCredentialVersion,
                    marketplace: body.apiMarketplace,
                  },
          },
          // Logged as the admin sees the settings: whether a secret is saved, never the secret.
          (tx, before, after) =>
            publishChange(tx, topic, actor, {
              action: 'update',
              entityType: 'siteConfig',
              entityLabel: 'Marketplace settings',
              before: toSettings(before),
              after: toSettings(after),
            }),
        );
        if (!saved) throw notFound(`${ERRORS.siteConfigNotFound} '${topic}'`);
        return toSettings(saved);
      } finally {
        onChange();
      }
    },

    /**
     * Fails start-up when a saved secret does not open with the configured key: a wrong
     * SECRETS_KEY is named at once, not found out by a crawl that sends garbage.
     */
    async assertKeysOpenSecrets(): Promise<void> {
      const problems = await repo.unopenable();
      if (problems.length > 0) throw new SecretsKeyError(`Secrets at rest:\n  ${problems.join('\n  ')}`);
    },

    /** The settings with the credentials, for the crawler only: never part of a reply. */
    access: (topic: string) => stored(topic),
  };
}
export type MarketplaceSettingsService = ReturnType<typeof marketplaceSettingsService>;
