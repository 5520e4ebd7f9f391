import { CRAWL_ERRORS, MARKETPLACE_ERRORS } from '@app/contract';
import type { SiteConfigService } from '../site-config';
import type { CrawlSettings } from './crawl.config';
import { CrawlError } from './crawl-error';
import { creatorsApiAdapter, type ProductApiAccess } from './creators-api-adapter';
import { TOKEN_URLS } from './creators-api-token';
import { htmlMarketplaceAdapter, type MarketplaceAdapter } from './marketplace-adapter';
import { type FetchSettings, politeFetcher } from './polite-fetcher';
import { type MarketplaceTarget, marketplaceTarget } from './url-guard';

/**
 * A topic's crawl settings: the operator's, and the product API's access when the topic's site
 * settings choose the API (null: its pages are read). The access carries the credentials, whose
 * secret prints as `[secret]` should the settings ever be logged.
 */
export type ResolvedCrawlSettings = CrawlSettings & { productApi: ProductApiAccess | null };

export type AdapterFactory = (
  target: MarketplaceTarget,
  settings: ResolvedCrawlSettings,
) => MarketplaceAdapter;

const fetchSettings = (s: CrawlSettings, ratePerSecond: number): FetchSettings => ({
  concurrency: s.concurrency,
  ratePerSecond,
  timeoutMs: s.timeoutMs,
  retries: s.retries,
  backoffMs: s.backoffMs,
  maxBytes: 5_000_000,
  userAgent: s.userAgent,
});

/** The adapter a topic's settings choose: the product API's, or the page reader. */
export const defaultAdapterFactory: AdapterFactory = (target, s) => {
  if (!s.productApi) return htmlMarketplaceAdapter(politeFetcher(target, fetchSettings(s, s.ratePerSecond)));
  const api = politeFetcher(target, fetchSettings(s, s.api.ratePerSecond));
  // The operator chose both addresses (environment or the built-in endpoints), so both are trusted.
  const tokenTarget = marketplaceTarget(s.productApi.tokenUrl, true);
  const token =
    tokenTarget.origin === target.origin
      ? api
      : politeFetcher(tokenTarget, fetchSettings(s, s.api.ratePerSecond));
  return creatorsApiAdapter(s.productApi, { api, token });
};

/** The simulator of the offline demo gets a brisker pace than a real marketplace would. */
const SIMULATOR_RATE_PER_SECOND = 50;

export type ResolvedMarketplace = {
  target: MarketplaceTarget;
  affiliateTag: string | null;
  settings: ResolvedCrawlSettings;
};

/**
 * Which marketplace a topic's crawl talks to, and how. A topic that chose the product API talks
 * to the operator's API address (MARKETPLACE_API_BASE_URL) with its own credentials. Otherwise
 * its pages are read: the address in its site settings (an admin's choice: public addresses
 * only), else the operator's MARKETPLACE_BASE_URL, else (demo) the simulator started in this
 * process on first use.
 */
export function marketplaceResolver(siteConfigs: SiteConfigService, settings: CrawlSettings) {
  let sim: Promise<{ url: string; close(): Promise<void> }> | null = null;
  const operatorOrigin = settings.baseUrl ? new URL(settings.baseUrl).origin : null;
  const pages = (s: CrawlSettings): ResolvedCrawlSettings => ({ ...s, productApi: null });

  return {
    async resolve(topic: string): Promise<ResolvedMarketplace> {
      const config = await siteConfigs.get(topic);
      const affiliateTag = config.marketplaceAffiliateTag;
      const chosen = await siteConfigs.marketplace.access(topic);
      if (chosen.adapter === 'creators-api') {
        const c = chosen.credentials;
        if (!c) throw new CrawlError('config', MARKETPLACE_ERRORS.credentialsMissing, true);
        return {
          target: marketplaceTarget(settings.api.baseUrl, true),
          affiliateTag,
          settings: {
            ...settings,
            productApi: {
              baseUrl: settings.api.baseUrl,
              tokenUrl: settings.api.tokenUrl ?? TOKEN_URLS[c.credentialVersion],
              clientId: c.clientId,
              clientSecret: c.clientSecret,
              credentialVersion: c.credentialVersion,
              marketplace: c.marketplace,
              partnerTag: affiliateTag,
            },
          },
        };
      }
      if (config.marketplaceBaseUrl) {
        // The same origin the operator configured keeps the operator's trust.
        const trusted =
          operatorOrigin !== null && new URL(config.marketplaceBaseUrl).origin === operatorOrigin;
        return {
          target: marketplaceTarget(config.marketplaceBaseUrl, trusted),
          affiliateTag,
          settings: pages(settings),
        };
      }
      if (settings.baseUrl)
        return { target: marketplaceTarget(settings.baseUrl, true), affiliateTag, settings: pages(settings) };
      if (settings.simulator) {
        sim ??= import('@app/marketplace-sim').then((m) => m.startMarketplaceSim({ latencyMs: 20 }));
        const { url } = await sim;
        return {
          target: marketplaceTarget(url, true),
          affiliateTag,
          settings: pages({
            ...settings,
            ratePerSecond: Math.max(settings.ratePerSecond, SIMULATOR_RATE_PER_SECOND),
          }),
        };
      }
      throw new CrawlError('config', CRAWL_ERRORS.noMarketplace, true);
    },
    async close() {
      if (sim) await (await sim).close();
    },
  };
}
export type MarketplaceResolver = ReturnType<typeof marketplaceResolver>;
