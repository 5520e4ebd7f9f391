import { z } from 'zod';
import { CappedCount, PlainLine } from './common';
import { ANALYTICS_DEFAULT_RANGE_DAYS } from './constants';
import { Paged } from './envelope';

/*
 * Visit analytics: the storefront's page-view beacon, and the admin's reads (spec section 7,
 * Analytics). Days are UTC calendar days written `YYYY-MM-DD` on both sides, so "today" means
 * the same day to the server that counted a visit and to the browser that asks for it.
 */

/** The longest range one daily query may span. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
/** The days any date field accepts: far enough back for old bank statements, never near year 10000. */
export const DAY_MIN = '1900-01-01';
export const DAY_MAX = '2999-12-31';
export const ANALYTICS_VISITORS_PAGE_SIZE = 50;
export const ANALYTICS_TOP_LIMIT = 10;
/** Beacon bodies are a path, a referrer and a link: a few KB is plenty, and anything bigger is refused. */
export const BEACON_MAX_BYTES = 4096;

export const ANALYTICS_ERRORS = {
  fetchAnalytics: 'Failed to fetch analytics',
  fetchVisitors: 'Failed to fetch visitors',
  loadAnalytics: 'Failed to load analytics',
  loadVisitors: 'Failed to load visitors',
  rangeOrder: 'The start day must not be after the end day',
  rangeIncomplete: 'Choose both days',
  rangeTooLong: `A range may span at most ${ANALYTICS_MAX_RANGE_DAYS} days`,
  dayOutOfRange: `Use a day from ${DAY_MIN} to ${DAY_MAX}`,
  regionNeedsCountry: 'Choose a country before a region',
  unknownTopic: 'No such site',
} as const;

/** Spec section 8: an analytics call with a bad status reads `HTTP` followed by the status. */
export const analyticsHttpError = (status: number) => `HTTP ${status}`;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` (so `2025-02-30` is refused). */
export const Day = z
  .string()
  .regex(DAY_PATTERN, 'Use a date written YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'This day does not exist')
  .refine((s) => s >= DAY_MIN && s <= DAY_MAX, ANALYTICS_ERRORS.dayOutOfRange);

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDay = (at: Date = new Date()) => at.toISOString().split('T')[0] as string;

/** `day` moved by `delta` whole days. */
export const addDays = (day: string, delta: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return utcDay(d);
};

const DAY_MS = 86_400_000;

/**
 * Every day from `from` to `to`, both included. Counted in milliseconds, not by comparing
 * strings: past 9999-12-31 a day is written `+010000-01-01`, which sorts before `9999-…`.
 */
export const daysBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += DAY_MS) out.push(utcDay(new Date(t)));
  return out;
};

/** Spec section 9: the last 30 days ending today. */
export const defaultAnalyticsRange = (today: string = utcDay()) => ({
  from: addDays(today, -(ANALYTICS_DEFAULT_RANGE_DAYS - 1)),
  to: today,
});

/** ISO 3166-1 alpha-2 country; '' is a visit whose place is unknown (a private or loopback address). */
const CountryFilter = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, 'Use a two-letter country code such as GB, or nothing for unknown');
const RegionFilter = z.string().trim().toUpperCase().max(8, 'A region code has at most 8 characters');

const filters = {
  /** Absent: every country. `''` (sent as `country=`) would be ambiguous, so unknown is `country=unknown`. */
  country: z
    .union([z.literal('unknown'), CountryFilter])
    .optional()
    .transform((c) => (c === 'unknown' ? '' : c === '' ? undefined : c)),
  region: RegionFilter.optional().transform((r) => (r === '' ? undefined : r)),
};

const checkFilters = (
  q: { country?: string | undefined; region?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (q.region !== undefined && q.country === undefined) {
    ctx.addIssue({ code: 'custom', path: ['region'], message: ANALYTICS_ERRORS.regionNeedsCountry });
  }
};

const rangeQuery = z
  .object({ from: Day.optional(), to: Day.optional(), ...filters, websiteTopic: z.string().optional() })
  .transform((q, ctx) => {
    const to = q.to ?? utcDay();
    const from = q.from ?? defaultAnalyticsRange(to).from;
    if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_ERRORS.rangeOrder });
    else if (daysBetweenCount(from, to) > ANALYTICS_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_ERRORS.rangeTooLong });
    }
    checkFilters(q, ctx);
    return { ...q, from, to };
  });

const daysBetweenCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** `GET /api/analytics/daily?from&to[&country&region]` */
export const AnalyticsDailyQuery = rangeQuery;
export type AnalyticsDailyQuery = z.infer<typeof AnalyticsDailyQuery>;

/** `GET /api/analytics/top` and `GET /api/analytics/locations` take the same range and filters. */
export const AnalyticsRangeQuery = rangeQuery;
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuery>;

/** `GET /api/analytics/day?day[&country&region&page&pageSize]` */
export const AnalyticsDayQuery = z
  .object({
    day: Day,
    ...filters,
    page: z.coerce.number().int().min(1, 'Pages start at 1').max(100_000).default(1),
    pageSize: CappedCount(200, ANALYTICS_VISITORS_PAGE_SIZE, 'pageSize'),
    websiteTopic: z.string().optional(),
  })
  .superRefine(checkFilters);
export type AnalyticsDayQuery = z.infer<typeof AnalyticsDayQuery>;

const count = z.number().int().min(0);

/** One day of the range: page views ("visits"), unique visitors, clicks out to the marketplace. */
export const DailyVisits = z.object({
  day: z.string(),
  pageviews: count,
  visitors: count,
  outboundClicks: count,
});
export type DailyVisits = z.infer<typeof DailyVisits>;

export const AnalyticsDaily = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range in order, days without visits included as zeros. */
  daily: z.array(DailyVisits),
  /** Visitors add up across days: the daily salt makes the same person a new visitor each day. */
  totals: z.object({ pageviews: count, visitors: count, outboundClicks: count }),
});
export type AnalyticsDaily = z.infer<typeof AnalyticsDaily>;

/** A row of the country/region table; `country` '' is unknown. */
export const LocationVisits = z.object({
  country: z.string(),
  region: z.string(),
  pageviews: count,
  visitors: count,
});
export type LocationVisits = z.infer<typeof LocationVisits>;

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/** One visitor of a day: when they came, where they landed, from where and on what. */
export const DayVisitor = z.object({
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  path: z.string(),
  pageviews: count,
  country: z.string(),
  region: z.string(),
  referrer: z.string(),
  device: z.string(),
  browser: z.string(),
});
export type DayVisitor = z.infer<typeof DayVisitor>;

export const AnalyticsDay = Paged(DayVisitor).extend({ day: z.string() });
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

export const TopEntry = z.object({ value: z.string(), count });
export type TopEntry = z.infer<typeof TopEntry>;

export const AnalyticsTop = z.object({
  pages: z.array(TopEntry),
  /** Referring hosts; visits typed in or from this site itself have none and are left out. */
  referrers: z.array(TopEntry),
  /** Marketplace links followed ("View on marketplace"). */
  outbound: z.array(TopEntry),
});
export type AnalyticsTop = z.infer<typeof AnalyticsTop>;

export const BEACON_KINDS = ['pageview', 'outbound'] as const;

/**
 * What the storefront sends with `navigator.sendBeacon`: no identifiers, only where the page
 * is. The server adds the rest (day, device, place, the day's visitor hash) and keeps no IP.
 */
export const BeaconBody = z
  .strictObject({
    kind: z.enum(BEACON_KINDS).default('pageview'),
    path: PlainLine(1000).regex(/^\//, 'A path starts with /'),
    referrer: PlainLine(1000).nullable().optional(),
    /** The marketplace address of an outbound click. */
    targetUrl: PlainLine(2048).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'outbound' && !(b.targetUrl && /^https?:\/\//i.test(b.targetUrl))) {
      ctx.addIssue({
        code: 'custom',
        path: ['targetUrl'],
        message: 'An outbound click needs the address it led to',
      });
    }
  });
export type BeaconBody = z.input<typeof BeaconBody>;
