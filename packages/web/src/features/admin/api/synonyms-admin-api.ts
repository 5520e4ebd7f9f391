import { ROUTES, SynonymGroup } from '@app/contract';
import { api } from '../../../lib/api';
import { listOf, replyOf } from '../../../lib/reply-schema';

const byId = (id: number) => ROUTES.search.synonymById.replace(':id', String(id));
const LIST = { type: 'SearchSynonym' as const, id: 'LIST' };

/** The site's search synonyms (admins; the topic is the token's). A change retires cached searches. */
export const synonymsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSynonyms: build.query<SynonymGroup[], void>({
      query: () => ROUTES.search.synonyms,
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? listOf(SynonymGroup) : undefined,
      providesTags: [LIST],
    }),
    createSynonymGroup: build.mutation<SynonymGroup, string[]>({
      query: (terms) => ({ url: ROUTES.search.synonyms, method: 'POST', body: { terms } }),
      responseSchema: import.meta.env.DEV ? replyOf(SynonymGroup) : undefined,
      invalidatesTags: (result) => (result ? [LIST, 'Search'] : []),
    }),
    updateSynonymGroup: build.mutation<SynonymGroup, { id: number; terms: string[] }>({
      query: ({ id, terms }) => ({ url: byId(id), method: 'PUT', body: { terms } }),
      responseSchema: import.meta.env.DEV ? replyOf(SynonymGroup) : undefined,
      invalidatesTags: (result) => (result ? [LIST, 'Search'] : []),
    }),
    deleteSynonymGroup: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: byId(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, 'Search']),
    }),
  }),
});

export const {
  useSearchSynonymsQuery,
  useCreateSynonymGroupMutation,
  useUpdateSynonymGroupMutation,
  useDeleteSynonymGroupMutation,
} = synonymsAdminApi;
