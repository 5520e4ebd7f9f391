import {
  type Brand,
  type BrandList,
  CRAWL_SESSION_HEADER,
  CrawlProgress,
  type CrawlReviewAcceptBody,
  CrawlReviewAccepted,
  CrawlReviewDismissed,
  CrawlReviewList,
  CrawlRunList,
  CrawlStarted,
  CrawlStopped,
  CrawlTermResult,
  MAX_PAGE_SIZE,
  ROUTES,
  SearchResults,
} from '@app/contract';
import { api } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';
import { apiUrl } from '../../lib/api-url';
import { orNull, replyOf } from '../../lib/reply-schema';
import { topicUrl } from '../../lib/topic';

/** What a crawl of the whole catalogue would take on: every brand and category, and those without items. */
export interface CrawlPlan {
  all: number;
  empty: number;
}
/** The most pages counted (100 brands each), as the admin's own lists read. */
const MAX_PLAN_PAGES = 50;

const withSession = (sessionId: string) => ({ [CRAWL_SESSION_HEADER]: sessionId });

export const crawlApi = api.injectEndpoints({
  endpoints: (build) => ({
    startCrawl: build.mutation<CrawlStarted, { onlyEmpty: boolean; sessionId: string }>({
      query: ({ onlyEmpty, sessionId }) => ({
        url: onlyEmpty ? ROUTES.crawl.crawlEmpty : ROUTES.crawl.crawlAll,
        method: 'POST',
        headers: withSession(sessionId),
      }),
      responseSchema: import.meta.env.DEV ? replyOf(CrawlStarted) : undefined,
    }),
    crawlTerm: build.mutation<CrawlTermResult, { term: string; sessionId: string }>({
      query: ({ term, sessionId }) => ({
        url: ROUTES.crawl.crawlTerm,
        method: 'POST',
        body: { term },
        headers: withSession(sessionId),
      }),
      responseSchema: import.meta.env.DEV ? replyOf(CrawlTermResult) : undefined,
    }),
    cancelCrawl: build.mutation<CrawlStopped, { destroy: boolean }>({
      query: ({ destroy }) => ({ url: destroy ? ROUTES.crawl.destroy : ROUTES.crawl.cancel, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? replyOf(CrawlStopped) : undefined,
    }),
    /** Counted from the site's brand list, so the start can say how many brands it will crawl. */
    crawlPlan: build.query<CrawlPlan, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const plan: CrawlPlan = { all: 0, empty: 0 };
        for (let page = 1; page <= MAX_PLAN_PAGES; page++) {
          const result = await baseQuery(
            topicUrl(`${ROUTES.brands.list}?pageSize=${MAX_PAGE_SIZE}&page=${page}`),
          );
          if (result.error) return { error: result.error as ApiError };
          const list = result.data as BrandList;
          plan.all += list.items.length;
          plan.empty += list.items.filter((b: Brand) => b.itemCount === 0).length;
          if (page >= list.pageCount) break;
        }
        return { data: plan };
      },
      providesTags: [
        { type: 'Brand', id: 'LIST' },
        { type: 'Category', id: 'LIST' },
      ],
    }),
    crawlStatus: build.query<CrawlProgress | null, void>({
      query: () => ROUTES.crawl.status,
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? orNull(CrawlProgress) : undefined,
    }),
    /** The latest runs with their reports; the screen reloads it when a crawl ends. */
    crawlRuns: build.query<CrawlRunList, void>({
      query: () => ROUTES.crawl.runs,
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(CrawlRunList) : undefined,
    }),
    crawlReview: build.query<CrawlReviewList, void>({
      query: () => ROUTES.crawl.review,
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(CrawlReviewList) : undefined,
    }),
    acceptReview: build.mutation<CrawlReviewAccepted, CrawlReviewAcceptBody>({
      query: (body) => ({ url: ROUTES.crawl.reviewAccept, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(CrawlReviewAccepted) : undefined,
      // A new brand and its items show in every brand list and on the storefront.
      invalidatesTags: ['Brand', 'Category', 'BrandItem'],
    }),
    dismissReview: build.mutation<CrawlReviewDismissed, { brandName: string }>({
      query: (body) => ({ url: ROUTES.crawl.reviewDismiss, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(CrawlReviewDismissed) : undefined,
    }),
    /** Brands and categories whose name matches, for "File under…" (the site's search, a few at a time). */
    findBrands: build.query<Brand[], string>({
      query: (q) =>
        apiUrl(ROUTES.search.aggregated, {
          q,
          brandsLimit: 10,
          itemsLimit: 1,
          tipsLimit: 0,
          podcastsLimit: 0,
        }),
      rawResponseSchema: import.meta.env.DEV ? replyOf(SearchResults) : undefined,
      transformResponse: (reply: SearchResults) => reply.brands,
    }),
  }),
});

export const {
  useStartCrawlMutation,
  useCrawlTermMutation,
  useCancelCrawlMutation,
  useCrawlStatusQuery,
  useCrawlPlanQuery,
  useCrawlRunsQuery,
  useCrawlReviewQuery,
  useAcceptReviewMutation,
  useDismissReviewMutation,
  useFindBrandsQuery,
} = crawlApi;

/** After a crawl, brands, categories and items shown anywhere are stale. */
export const invalidateCatalogue = () => api.util.invalidateTags(['Brand', 'Category', 'BrandItem']);
