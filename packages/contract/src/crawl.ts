import { z } from 'zod';
import { CappedCount, Id } from './common';

/** The header that carries the client's crawl session id (spec section 4, Crawl). */
export const CRAWL_SESSION_HEADER = 'x-crawl-session-id';
/** A session id the client makes: a timestamp plus a random string. */
export const CrawlSessionId = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_.:-]{6,100}$/,
    'A crawl session id has 6 to 100 letters, digits, dots, dashes or colons',
  );

export const CRAWL_MODES = ['all', 'empty', 'term', 'refresh'] as const;
export type CrawlMode = (typeof CRAWL_MODES)[number];
export const CRAWL_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type CrawlStatus = (typeof CRAWL_STATUSES)[number];

/** How often the progress stream sends a comment to keep proxies from closing it. */
export const CRAWL_PROGRESS_KEEPALIVE_MS = 15_000;

/** The spec's crawl progress, plus where the run stands. */
export const CrawlProgress = z.object({
  sessionId: z.string(),
  totalBrands: z.number().int(),
  totalItems: z.number().int(),
  crawledBrands: z.number().int(),
  crawledItems: z.number().int(),
  status: z.enum(CRAWL_STATUSES),
  mode: z.enum(CRAWL_MODES),
  currentTerm: z.string().nullable(),
  errors: z.array(z.string()),
});
export type CrawlProgress = z.infer<typeof CrawlProgress>;

/** A message of the progress stream (`data:` of a server-sent event). */
export const CrawlProgressEvent = CrawlProgress.extend({ type: z.literal('progress') });
export type CrawlProgressEvent = z.infer<typeof CrawlProgressEvent>;

export const CrawlTermBody = z.strictObject({
  term: z.string().trim().min(1, 'Enter a search term').max(200, 'A search term has at most 200 characters'),
});
export type CrawlTermBody = z.infer<typeof CrawlTermBody>;

/**
 * Why a crawl left something out. Items: `sponsored` (a sponsored repeat of a result already
 * taken), `duplicate` (an id seen before in this term), `other brand` (a brand crawl found an item
 * of another of the site's brands), `awaiting brand review` (its brand is not one of the site's:
 * it waits in "Brands to review"), `dismissed brand` (its brand was dismissed in the review),
 * `unreadable` (a result card without id, title or link), `unknown currency` (a price whose currency neither the
 * card nor the page tells: a bare `$` on a page of no known marketplace). Pages: `refused` (a next page on another
 * origin), `loop` (a next page already read in this term).
 */
export const CRAWL_SKIP_REASONS = [
  'sponsored',
  'duplicate',
  'other brand',
  'awaiting brand review',
  'dismissed brand',
  'unreadable',
  'unknown currency',
  'refused',
  'loop',
] as const;
export type CrawlSkipReason = (typeof CRAWL_SKIP_REASONS)[number];
/** A run's report keeps at most this many examples of what it skipped. */
export const CRAWL_REPORT_EXAMPLES = 50;

export const CrawlReportExample = z.object({
  reason: z.enum(CRAWL_SKIP_REASONS),
  /** The item's title, or what the page was (`Next page`). */
  title: z.string(),
  externalId: z.string().nullable(),
  /** The brand found, or the address refused. */
  detail: z.string().nullable(),
});
export type CrawlReportExample = z.infer<typeof CrawlReportExample>;

/** What a run created, updated and skipped, and why (kept in crawl_runs.report). */
export const CrawlReport = z.object({
  itemsCreated: z.number().int(),
  /** Items whose price, rating, pictures or text changed. */
  itemsUpdated: z.number().int(),
  /** Items found again with nothing new (their price was confirmed). */
  itemsUnchanged: z.number().int(),
  brandsCreated: z.number().int(),
  /** Product pages read (only new items and those read longer ago than the site's limit). */
  productPages: z.number().int(),
  /** Counts per reason; reasons that never occurred are absent. */
  skipped: z.partialRecord(z.enum(CRAWL_SKIP_REASONS), z.number().int()),
  examples: z.array(CrawlReportExample).max(CRAWL_REPORT_EXAMPLES),
});
export type CrawlReport = z.infer<typeof CrawlReport>;

export const emptyCrawlReport = (): CrawlReport => ({
  itemsCreated: 0,
  itemsUpdated: 0,
  itemsUnchanged: 0,
  brandsCreated: 0,
  productPages: 0,
  skipped: {},
  examples: [],
});

/** What one term brought in. */
export const CrawlTermResult = z.object({
  term: z.string(),
  sessionId: z.string(),
  brandsCreated: z.number().int(),
  brandsUpdated: z.number().int(),
  itemsCreated: z.number().int(),
  itemsUpdated: z.number().int(),
  pages: z.number().int(),
  /** The brands the term's items went to, for links to what was imported. */
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** Items whose brand is not one of the site's: they wait in the review list. */
  inReview: z.number().int(),
  report: CrawlReport,
  errors: z.array(z.string()),
});
export type CrawlTermResult = z.infer<typeof CrawlTermResult>;

/** The reply to crawl-all and crawl-empty: the run was started; its progress streams. */
export const CrawlStarted = z.object({ sessionId: z.string(), totalBrands: z.number().int() });
export type CrawlStarted = z.infer<typeof CrawlStarted>;

export const CrawlStopped = z.object({
  sessionId: z.string().nullable(),
  status: z.enum(CRAWL_STATUSES).nullable(),
});
export type CrawlStopped = z.infer<typeof CrawlStopped>;

export const CrawlProgressQuery = z.object({
  /** EventSource cannot send headers, so the stream also takes the token here. */
  token: z.string().max(4000).optional(),
  sessionId: z.string().max(100).optional(),
  websiteTopic: z.string().optional(),
});

/** A recent run with its report. */
export const CrawlRun = z.object({
  sessionId: z.string(),
  mode: z.enum(CRAWL_MODES),
  status: z.enum(CRAWL_STATUSES),
  terms: z.array(z.string()),
  errors: z.array(z.string()),
  report: CrawlReport,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CrawlRun = z.infer<typeof CrawlRun>;

export const CRAWL_RUNS_DEFAULT = 10;
export const CRAWL_RUNS_MAX = 50;
export const CrawlRunsQuery = z.object({
  limit: CappedCount(CRAWL_RUNS_MAX, CRAWL_RUNS_DEFAULT, 'limit'),
  websiteTopic: z.string().optional(),
});
export const CrawlRunList = z.object({ items: z.array(CrawlRun) });
export type CrawlRunList = z.infer<typeof CrawlRunList>;

/** The review group of items that carried no brand at all (a free term crawl). */
export const UNKNOWN_BRAND = 'Unknown brand';
/** Review groups listed at most, largest first; samples shown per group. */
export const CRAWL_REVIEW_GROUPS_MAX = 100;
export const CRAWL_REVIEW_SAMPLES = 3;

export const CrawlReviewGroup = z.object({
  brandName: z.string(),
  count: z.number().int(),
  samples: z.array(z.object({ externalId: z.string(), title: z.string(), imageUrl: z.string().nullable() })),
});
export type CrawlReviewGroup = z.infer<typeof CrawlReviewGroup>;
export const CrawlReviewList = z.object({
  groups: z.array(CrawlReviewGroup),
  /** Groups in all (only the largest CRAWL_REVIEW_GROUPS_MAX are listed). */
  totalGroups: z.number().int(),
  totalItems: z.number().int(),
});
export type CrawlReviewList = z.infer<typeof CrawlReviewList>;

const ReviewBrandName = z
  .string()
  .trim()
  .min(1, 'Name the brand')
  .max(120, 'A brand name has at most 120 characters');
export const CrawlReviewAcceptBody = z.strictObject({
  brandName: ReviewBrandName,
  /** File the items under this brand (or category) instead of making a brand of the name. */
  brandId: Id.optional(),
});
export type CrawlReviewAcceptBody = z.infer<typeof CrawlReviewAcceptBody>;
export const CrawlReviewAccepted = z.object({
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), isCategory: z.boolean() }),
  brandCreated: z.boolean(),
  itemsImported: z.number().int(),
});
export type CrawlReviewAccepted = z.infer<typeof CrawlReviewAccepted>;
export const CrawlReviewDismissBody = z.strictObject({ brandName: ReviewBrandName });
export type CrawlReviewDismissBody = z.infer<typeof CrawlReviewDismissBody>;
export const CrawlReviewDismissed = z.object({ brandName: z.string(), dismissed: z.number().int() });
export type CrawlReviewDismissed = z.infer<typeof CrawlReviewDismissed>;

/** Client fallbacks of spec section 8 and the server's own crawl texts. */
export const CRAWL_ERRORS = {
  invalidResponse: 'Invalid response',
  network: 'Network error',
  termFailed: 'Failed to crawl term',
  alreadyRunning: 'A crawl is already running for this site; cancel it or wait for it to end',
  noMarketplace: 'No marketplace is configured for this site (set its marketplace address in site settings)',
  badMarketplaceUrl: 'The marketplace address is not a public http(s) address',
  refusedHost: 'Refused to fetch an address outside the configured marketplace',
  refusedPrivate: 'Refused to fetch a private or local network address',
  robots: "The marketplace's robots.txt does not allow this page",
  captcha: 'The marketplace asked for a captcha; the crawl stopped. Try again later or slow the crawl down.',
  timeout: 'The marketplace did not answer in time',
  unrecognisedPage: 'The marketplace page was not recognised',
  cancelled: 'The crawl was cancelled',
  interrupted: 'The crawl was interrupted by a server restart',
  noBrands: 'There are no brands to crawl',
  reviewEmpty: 'No items are waiting under this brand name',
  reviewNeedsBrand: 'Items without a brand need a brand to be filed under: use “File under…”',
  reviewFailed: 'The brand review could not be saved',
  runsFailed: 'The crawl reports could not be loaded',
} as const;
