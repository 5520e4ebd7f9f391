import { type BrandIndex, brandIndex } from './brand-signal';
import type { CrawlSettings } from './crawl.config';
import type { CrawlImportRepository } from './crawl-import.repository';
import type { MarketplaceAdapter } from './marketplace-adapter';

/** What every term of a run shares: the marketplace, the topic's brands and its limits. */
export type RunContext = {
  adapter: MarketplaceAdapter;
  affiliateTag: string | null;
  index: BrandIndex;
  signal: AbortSignal;
  maxPages: number;
  productPages: boolean;
  productPageMaxAgeDays: number;
};

/**
 * Read once per run: the topic's brands do not change while it runs (a crawl makes none; a
 * brand made meanwhile from the review counts from the next run).
 */
export async function runContext(
  importer: Pick<CrawlImportRepository, 'knownBrands' | 'productPageMaxAgeDays'>,
  topic: string,
  m: { affiliateTag: string | null; settings: Pick<CrawlSettings, 'maxPages' | 'productPages'> },
  adapter: MarketplaceAdapter,
  signal: AbortSignal,
): Promise<RunContext> {
  return {
    adapter,
    affiliateTag: m.affiliateTag,
    index: brandIndex(await importer.knownBrands(topic)),
    signal,
    maxPages: m.settings.maxPages,
    productPages: m.settings.productPages,
    productPageMaxAgeDays: await importer.productPageMaxAgeDays(topic),
  };
}
