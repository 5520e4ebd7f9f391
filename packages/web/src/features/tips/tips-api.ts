import { FIRST_PAGE, ROUTES, TIPS_PAGE_SIZE, TipDetail, TipList } from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';
import { replyOf } from '../../lib/reply-schema';

export interface TipListArgs {
  page: number;
  pageSize: number;
}

export const defaultTipListArgs: TipListArgs = { page: FIRST_PAGE, pageSize: TIPS_PAGE_SIZE };

export const tipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTips: build.query<TipList, TipListArgs>({
      query: ({ page, pageSize }) => apiUrl(ROUTES.tips.list, { page, pageSize }),
      responseSchema: import.meta.env.DEV ? replyOf(TipList) : undefined,
      providesTags: (result) => [
        { type: 'Tip', id: 'LIST' },
        ...(result?.items ?? []).map((tip) => ({ type: 'Tip' as const, id: tip.id })),
      ],
    }),
    getTip: build.query<TipDetail, string>({
      query: (idOrSlug) => apiUrl(fillPath(ROUTES.tips.byIdOrSlug, { idOrSlug })),
      responseSchema: import.meta.env.DEV ? replyOf(TipDetail) : undefined,
      providesTags: (result) => (result ? [{ type: 'Tip', id: result.id }] : []),
    }),
  }),
});

export const { useGetTipsQuery, useGetTipQuery } = tipsApi;
