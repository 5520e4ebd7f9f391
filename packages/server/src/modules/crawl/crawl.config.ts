import { z } from 'zod';

const DEFAULT_API_BASE_URL = 'https://creatorsapi.amazon';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const CrawlEnv = z.object({
  MARKETPLACE_BASE_URL: z.string().url().optional(),
  MARKETPLACE_SIM: bool.optional(),
  CRAWL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  CRAWL_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(2),
  CRAWL_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  CRAWL_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(50).default(3),
  CRAWL_PRODUCT_PAGES: bool.default(false),
  MARKETPLACE_API_BASE_URL: z.string().url().default(DEFAULT_API_BASE_URL),
  MARKETPLACE_API_TOKEN_URL: z.string().url().optional(),
  MARKETPLACE_API_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(1),
});

/**
 * The marketplace's product API, for topics whose site settings choose it. The operator names
 * where it is (tests and a staging proxy point elsewhere); a site admin only gives credentials.
 */
export type ProductApiSettings = {
  /** Operations are POSTed to `<baseUrl>/catalog/v1/<operation>`. */
  baseUrl: string;
  /** Overrides the token endpoint that the credential version names. */
  tokenUrl: string | undefined;
  /** The API's documented base rate is one request a second, raised for sellers with sales. */
  ratePerSecond: number;
};

export type CrawlSettings = {
  /** The operator's marketplace; site settings of a topic may name another (public) one. */
  baseUrl: string | undefined;
  /** Start the marketplace simulator in-process when no marketplace is configured (offline demo). */
  simulator: boolean;
  concurrency: number;
  ratePerSecond: number;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxPages: number;
  /** Follow each new item's product page for brand, bullet points and description. */
  productPages: boolean;
  userAgent: string;
  api: ProductApiSettings;
};

export const defaultCrawlSettings = (): CrawlSettings => ({
  baseUrl: undefined,
  simulator: false,
  concurrency: 4,
  ratePerSecond: 2,
  timeoutMs: 15_000,
  retries: 3,
  backoffMs: 500,
  maxPages: 3,
  productPages: false,
  userAgent: 'CatalogueCrawler/1.0 (+https://github.com/; polite; respects robots.txt)',
  api: { baseUrl: DEFAULT_API_BASE_URL, tokenUrl: undefined, ratePerSecond: 1 },
});

/**
 * Crawl settings from the environment. The simulator is on by default only in the embedded
 * mode (no DATABASE_URL), where `npm start` is a demo that must crawl offline.
 */
export function crawlSettingsFromEnv(env: NodeJS.ProcessEnv): CrawlSettings | z.core.$ZodIssue[] {
  const parsed = CrawlEnv.safeParse(env);
  if (!parsed.success) return parsed.error.issues;
  const e = parsed.data;
  return {
    ...defaultCrawlSettings(),
    baseUrl: e.MARKETPLACE_BASE_URL,
    simulator: e.MARKETPLACE_SIM ?? (!env.DATABASE_URL && !e.MARKETPLACE_BASE_URL),
    concurrency: e.CRAWL_CONCURRENCY,
    ratePerSecond: e.CRAWL_RATE_PER_SECOND,
    timeoutMs: e.CRAWL_TIMEOUT_MS,
    retries: e.CRAWL_RETRIES,
    maxPages: e.CRAWL_MAX_PAGES,
    productPages: e.CRAWL_PRODUCT_PAGES,
    api: {
      baseUrl: e.MARKETPLACE_API_BASE_URL.replace(/\/+$/, ''),
      tokenUrl: e.MARKETPLACE_API_TOKEN_URL,
      ratePerSecond: e.MARKETPLACE_API_RATE_PER_SECOND,
    },
  };
}
