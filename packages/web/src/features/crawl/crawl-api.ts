import {
  CRAWL_SESSION_HEADER,
  type CrawlProgress,
  type CrawlStarted,
  type CrawlStopped,
  type CrawlTermResult,
  ROUTES,
} from '@app/contract';
import { api, unwrapData } from '../../lib/api';

const withSession = (sessionId: string) => ({ [CRAWL_SESSION_HEADER]: sessionId });

export const crawlApi = api.injectEndpoints({
  endpoints: (build) => ({
    startCrawl: build.mutation<CrawlStarted, { onlyEmpty: boolean; sessionId: string }>({
      query: ({ onlyEmpty, sessionId }) => ({
        url: onlyEmpty ? ROUTES.crawl.crawlEmpty : ROUTES.crawl.crawlAll,
        method: 'POST',
        headers: withSession(sessionId),
      }),
      transformResponse: (reply: unknown) => unwrapData<CrawlStarted>(reply),
    }),
    crawlTerm: build.mutation<CrawlTermResult, { term: string; sessionId: string }>({
      query: ({ term, sessionId }) => ({
        url: ROUTES.crawl.crawlTerm,
        method: 'POST',
        body: { term },
        headers: withSession(sessionId),
      }),
      transformResponse: (reply: unknown) => unwrapData<CrawlTermResult>(reply),
    }),
    cancelCrawl: build.mutation<CrawlStopped, { destroy: boolean }>({
      query: ({ destroy }) => ({ url: destroy ? ROUTES.crawl.destroy : ROUTES.crawl.cancel, method: 'POST' }),
      transformResponse: (reply: unknown) => unwrapData<CrawlStopped>(reply),
    }),
    crawlStatus: build.query<CrawlProgress | null, void>({
      query: () => ROUTES.crawl.status,
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<CrawlProgress | null>(reply),
    }),
  }),
});

export const { useStartCrawlMutation, useCrawlTermMutation, useCancelCrawlMutation, useCrawlStatusQuery } =
  crawlApi;

/** After a crawl, brands, categories and items shown anywhere are stale. */
export const invalidateCatalogue = () => api.util.invalidateTags(['Brand', 'Category', 'BrandItem']);
