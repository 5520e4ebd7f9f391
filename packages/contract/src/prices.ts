import { z } from 'zod';

/** Price freshness: the scheduled refresh of known items' prices, and their history. */
export const PRICE_REFRESH_JOB = 'price-refresh';

export const ITEM_AVAILABILITIES = ['in_stock', 'out_of_stock', 'unknown'] as const;
export type ItemAvailability = (typeof ITEM_AVAILABILITIES)[number];

/** A price that fell this recently (and is still current) earns its item a "Price dropped" badge. */
export const PRICE_DROP_DAYS = 7;
/** The history an item page draws: at most this far back, and at most this many prices. */
export const PRICE_HISTORY_DAYS = 365;
export const PRICE_HISTORY_MAX_POINTS = 200;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What of an item decides how its price may be shown. */
export type PricedItem = {
  priceMinor: number | null;
  previousPriceMinor: number | null;
  priceCheckedAt: string | null;
  priceChangedAt: string | null;
};

/**
 * When the price stops being shown (ms since the epoch), or null when it never does: a price the
 * marketplace never confirmed was entered by hand and stands as today's.
 */
export function priceExpiresAt(item: Pick<PricedItem, 'priceCheckedAt'>, maxAgeHours: number): number | null {
  if (!item.priceCheckedAt) return null;
  const checked = Date.parse(item.priceCheckedAt);
  return Number.isNaN(checked) ? 0 : checked + maxAgeHours * HOUR_MS;
}

/** Whether the price may be shown at `now`: known, and confirmed no longer ago than the site allows. */
export function isPriceCurrent(item: PricedItem, maxAgeHours: number, now: number): boolean {
  if (item.priceMinor === null) return false;
  const expires = priceExpiresAt(item, maxAgeHours);
  return expires === null || now < expires;
}

/** A current price lower than the one before it, changed within PRICE_DROP_DAYS. */
export function isRecentPriceDrop(item: PricedItem, maxAgeHours: number, now: number): boolean {
  if (!isPriceCurrent(item, maxAgeHours, now)) return false;
  if (item.previousPriceMinor === null || item.priceMinor === null || !item.priceChangedAt) return false;
  const changed = Date.parse(item.priceChangedAt);
  return item.previousPriceMinor > item.priceMinor && now - changed <= PRICE_DROP_DAYS * DAY_MS;
}

/** One price an item had, from when it was first seen. */
export const PricePoint = z.object({
  priceMinor: z.number().int(),
  currency: z.string(),
  checkedAt: z.string(),
});
export type PricePoint = z.infer<typeof PricePoint>;

/** An item's prices, oldest first (see PRICE_HISTORY_DAYS and PRICE_HISTORY_MAX_POINTS). */
export const PriceHistory = z.object({
  itemId: z.number().int(),
  points: z.array(PricePoint),
});
export type PriceHistory = z.infer<typeof PriceHistory>;

export const SCHEDULED_JOB_STATUSES = ['running', 'succeeded', 'failed', 'skipped'] as const;
export type ScheduledJobStatus = (typeof SCHEDULED_JOB_STATUSES)[number];

/** The price refresh of a site as its admin sees it: the schedule and how the last run went. */
export const PriceRefreshSchedule = z.object({
  /** Hours between two scheduled refreshes; 0: the schedule is off (site settings). */
  intervalHours: z.number().int(),
  /** Prices confirmed longer ago than this are not shown on the storefront. */
  maxAgeHours: z.number().int(),
  /** Null while the schedule is off. */
  nextRunAt: z.string().nullable(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastStatus: z.enum(SCHEDULED_JOB_STATUSES).nullable(),
  lastError: z.string().nullable(),
  /** The session id of the refresh running now (its progress streams with the crawl's). */
  runningSessionId: z.string().nullable(),
  /** Items with a marketplace id: the ones a refresh looks up. */
  itemsToRefresh: z.number().int(),
});
export type PriceRefreshSchedule = z.infer<typeof PriceRefreshSchedule>;

/** The reply to "refresh prices now": the run began (null session: there was nothing to look up). */
export const PriceRefreshStarted = z.object({
  sessionId: z.string().nullable(),
  totalItems: z.number().int(),
});
export type PriceRefreshStarted = z.infer<typeof PriceRefreshStarted>;

export const PRICE_ERRORS = {
  busy: 'A crawl or price refresh is running for this site; try again when it ends',
  skippedBusy: 'Skipped: a crawl or another refresh was running; the refresh tries again within the hour',
  interrupted: 'The price refresh was interrupted (its server stopped)',
  failed: 'The price refresh failed',
  cancelled: 'The price refresh was cancelled',
  someUnchecked: 'items could not be checked',
  scheduleLoad: 'Failed to load the price refresh schedule',
  start: 'Failed to start the price refresh',
  historyLoad: 'Failed to load the price history',
} as const;
