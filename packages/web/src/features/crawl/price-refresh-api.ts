import { PriceRefreshSchedule, PriceRefreshStarted, ROUTES } from '@app/contract';
import { api } from '../../lib/api';
import { replyOf } from '../../lib/reply-schema';

export const priceRefreshApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The site's price refresh: its interval, next run and how the last one went. */
    priceRefreshSchedule: build.query<PriceRefreshSchedule, void>({
      query: () => ROUTES.crawl.priceRefresh,
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(PriceRefreshSchedule) : undefined,
    }),
    refreshPricesNow: build.mutation<PriceRefreshStarted, void>({
      query: () => ({ url: ROUTES.crawl.priceRefresh, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? replyOf(PriceRefreshStarted) : undefined,
    }),
  }),
});

export const { usePriceRefreshScheduleQuery, useRefreshPricesNowMutation } = priceRefreshApi;
