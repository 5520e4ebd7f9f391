import { CRAWL_ERRORS } from '@app/contract';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { CrawlSettings } from './crawl.config';
import { CrawlError } from './crawl-error';
import { htmlMarketplaceAdapter, type MarketplaceAdapter } from './marketplace-adapter';
import { politeFetcher } from './polite-fetcher';
import { type MarketplaceTarget, marketplaceTarget } from './url-guard';

export type AdapterFactory = (target: MarketplaceTarget, settings: CrawlSettings) => MarketplaceAdapter;

export const defaultAdapterFactory: AdapterFactory = (target, s) =>
  htmlMarketplaceAdapter(
    politeFetcher(target, {
      concurrency: s.concurrency,
      ratePerSecond: s.ratePerSecond,
      timeoutMs: s.timeoutMs,
      retries: s.retries,
      backoffMs: s.backoffMs,
      maxBytes: 5_000_000,
      userAgent: s.userAgent,
    }),
  );

/** The simulator of the offline demo gets a brisker pace than a real marketplace would. */
const SIMULATOR_RATE_PER_SECOND = 50;

/**
 * Which marketplace a topic's crawl talks to: the address in its site settings (an admin's
 * choice: public addresses only), else the operator's MARKETPLACE_BASE_URL, else (demo) the
 * simulator started in this process on first use.
 */
export function marketplaceResolver(siteConfigs: SiteConfigService, settings: CrawlSettings) {
  let sim: Promise<{ url: string; close(): Promise<void> }> | null = null;
  const operatorOrigin = settings.baseUrl ? new URL(settings.baseUrl).origin : null;

  return {
    async resolve(
      topic: string,
    ): Promise<{ target: MarketplaceTarget; affiliateTag: string | null; settings: CrawlSettings }> {
      const config = await siteConfigs.get(topic);
      const affiliateTag = config.marketplaceAffiliateTag;
      if (config.marketplaceBaseUrl) {
        // The same origin the operator configured keeps the operator's trust.
        const trusted =
          operatorOrigin !== null && new URL(config.marketplaceBaseUrl).origin === operatorOrigin;
        return { target: marketplaceTarget(config.marketplaceBaseUrl, trusted), affiliateTag, settings };
      }
      if (settings.baseUrl)
        return { target: marketplaceTarget(settings.baseUrl, true), affiliateTag, settings };
      if (settings.simulator) {
        sim ??= import('@app/marketplace-sim').then((m) => m.startMarketplaceSim({ latencyMs: 20 }));
        const { url } = await sim;
        return {
          target: marketplaceTarget(url, true),
          affiliateTag,
          settings: {
            ...settings,
            ratePerSecond: Math.max(settings.ratePerSecond, SIMULATOR_RATE_PER_SECOND),
          },
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
