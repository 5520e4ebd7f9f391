import { type PriceRefreshSchedule, type PriceRefreshStarted, ROUTES } from '@app/contract';
import { api, unwrapData } from '../../lib/api';

export const priceRefreshApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The site's price refresh: its interval, next run and how the last one went. */
    priceRefreshSchedule: build.query<PriceRefreshSchedule, void>({
      query: () => ROUTES.crawl.priceRefresh,
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<PriceRefreshSchedule>(reply),
    }),
    refreshPricesNow: build.mutation<PriceRefreshStarted, void>({
      query: () => ({ url: ROUTES.crawl.priceRefresh, method: 'POST' }),
      transformResponse: (reply: unknown) => unwrapData<PriceRefreshStarted>(reply),
    }),
  }),
});

export const { usePriceRefreshScheduleQuery, useRefreshPricesNowMutation } = priceRefreshApi;
