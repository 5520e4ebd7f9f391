import {
  AnalyticsDaily,
  AnalyticsDay,
  AnalyticsTop,
  analyticsHttpError,
  LocationVisits,
  ROUTES,
} from '@app/contract';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { apiUrl } from '../../lib/api-url';
import { listOf, replyOf } from '../../lib/reply-schema';

export type RangeArgs = {
  from: string;
  to: string;
  country?: string | undefined;
  region?: string | undefined;
};
export type DayArgs = {
  day: string;
  country?: string | undefined;
  region?: string | undefined;
  page: number;
};

/** `country: ''` (unknown place) travels as `country=unknown`. */
const place = (a: { country?: string | undefined; region?: string | undefined }) => ({
  country: a.country === '' ? 'unknown' : a.country,
  region: a.region,
});

/** Admin reads: the token goes with them. Analytics is never cached for long; visits keep coming. */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsDaily: build.query<AnalyticsDaily, RangeArgs>({
      query: (a) => apiUrl(ROUTES.analytics.daily, { from: a.from, to: a.to, ...place(a) }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(AnalyticsDaily) : undefined,
      providesTags: [{ type: 'Analytics', id: 'DAILY' }],
      keepUnusedDataFor: 30,
    }),
    analyticsLocations: build.query<LocationVisits[], RangeArgs>({
      query: (a) => apiUrl(ROUTES.analytics.locations, { from: a.from, to: a.to, ...place(a) }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? listOf(LocationVisits) : undefined,
      providesTags: [{ type: 'Analytics', id: 'LOCATIONS' }],
      keepUnusedDataFor: 30,
    }),
    analyticsTop: build.query<AnalyticsTop, RangeArgs>({
      query: (a) => apiUrl(ROUTES.analytics.top, { from: a.from, to: a.to, ...place(a) }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(AnalyticsTop) : undefined,
      providesTags: [{ type: 'Analytics', id: 'TOP' }],
      keepUnusedDataFor: 30,
    }),
    analyticsDay: build.query<AnalyticsDay, DayArgs>({
      query: (a) => apiUrl(ROUTES.analytics.day, { day: a.day, page: a.page, ...place(a) }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(AnalyticsDay) : undefined,
      providesTags: [{ type: 'Analytics', id: 'DAY' }],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useAnalyticsDailyQuery,
  useAnalyticsLocationsQuery,
  useAnalyticsTopQuery,
  useAnalyticsDayQuery,
} = analyticsApi;

/** Refreshes every analytics read ("Refresh" button): new visits arrive all the time. */
export const refreshAnalytics = () => api.util.invalidateTags(['Analytics']);

/**
 * Spec section 8: the server's text when it sent one, `HTTP <status>` for another bad status,
 * else the area's "Failed to ..." text (a network failure, an unreadable reply).
 */
export function analyticsErrorText(error: unknown, failed: string): string {
  if (!isApiError(error)) return failed;
  if (typeof error.error === 'string' && error.error.trim() !== '') return error.error;
  return typeof error.status === 'number' ? analyticsHttpError(error.status) : failed;
}
