import {
  BankingExport,
  type BankingImportInput,
  BankingImportResult,
  BankingList,
  BankingRecord,
  type BankingRecordInput,
  BankingSummary,
  ROUTES,
} from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';
import { replyOf } from '../../lib/reply-schema';

export type BankingFilterArgs = {
  currencyType?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  category?: string | undefined;
  direction?: 'income' | 'expense' | undefined;
};
export type BankingListArgs = BankingFilterArgs & { page: number };

const LIST = { type: 'Banking' as const, id: 'LIST' };
const SUMMARY = { type: 'Banking' as const, id: 'SUMMARY' };

/** The admin's books. Reads send the token; every write refreshes the list and the summary. */
export const bankingApi = api.injectEndpoints({
  endpoints: (build) => ({
    bankingRecords: build.query<BankingList, BankingListArgs>({
      query: (a) => apiUrl(ROUTES.banking.list, a),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(BankingList) : undefined,
      providesTags: (list) => [
        LIST,
        ...(list?.items ?? []).map((r) => ({ type: 'Banking' as const, id: r.id })),
      ],
    }),
    bankingSummary: build.query<BankingSummary, BankingFilterArgs>({
      query: (a) => apiUrl(ROUTES.banking.summary, a),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(BankingSummary) : undefined,
      providesTags: [SUMMARY],
    }),
    createBankingRecord: build.mutation<BankingRecord, BankingRecordInput>({
      query: (body) => ({ url: apiUrl(ROUTES.banking.list), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(BankingRecord) : undefined,
      invalidatesTags: [LIST, SUMMARY],
    }),
    updateBankingRecord: build.mutation<BankingRecord, { id: number; body: BankingRecordInput }>({
      query: ({ id, body }) => ({ url: apiUrl(fillPath(ROUTES.banking.byId, { id })), method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? replyOf(BankingRecord) : undefined,
      invalidatesTags: (_r, _e, { id }) => [LIST, SUMMARY, { type: 'Banking', id }],
    }),
    deleteBankingRecord: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: apiUrl(fillPath(ROUTES.banking.byId, { id })), method: 'DELETE' }),
      invalidatesTags: [LIST, SUMMARY],
    }),
    importBanking: build.mutation<BankingImportResult, BankingImportInput>({
      query: (body) => ({ url: apiUrl(ROUTES.banking.import), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(BankingImportResult) : undefined,
      invalidatesTags: (result) => (result && result.imported > 0 ? [LIST, SUMMARY] : []),
    }),
    exportBanking: build.query<BankingExport, BankingFilterArgs>({
      query: (a) => apiUrl(ROUTES.banking.export, a),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(BankingExport) : undefined,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useBankingRecordsQuery,
  useBankingSummaryQuery,
  useCreateBankingRecordMutation,
  useUpdateBankingRecordMutation,
  useDeleteBankingRecordMutation,
  useImportBankingMutation,
  useLazyExportBankingQuery,
} = bankingApi;
