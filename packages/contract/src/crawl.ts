import { z } from 'zod';

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

export const CRAWL_MODES = ['all', 'empty', 'term'] as const;
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
} as const;
