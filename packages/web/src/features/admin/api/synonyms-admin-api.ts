import { ROUTES, type SynonymGroup } from '@app/contract';
import { api, unwrapData } from '../../../lib/api';

const byId = (id: number) => ROUTES.search.synonymById.replace(':id', String(id));
const LIST = { type: 'SearchSynonym' as const, id: 'LIST' };

/** The site's search synonyms (admins; the topic is the token's). A change retires cached searches. */
export const synonymsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSynonyms: build.query<SynonymGroup[], void>({
      query: () => ROUTES.search.synonyms,
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<SynonymGroup[]>(reply),
      providesTags: [LIST],
    }),
    createSynonymGroup: build.mutation<SynonymGroup, string[]>({
      query: (terms) => ({ url: ROUTES.search.synonyms, method: 'POST', body: { terms } }),
      transformResponse: (reply: unknown) => unwrapData<SynonymGroup>(reply),
      invalidatesTags: (result) => (result ? [LIST, 'Search'] : []),
    }),
    updateSynonymGroup: build.mutation<SynonymGroup, { id: number; terms: string[] }>({
      query: ({ id, terms }) => ({ url: byId(id), method: 'PUT', body: { terms } }),
      transformResponse: (reply: unknown) => unwrapData<SynonymGroup>(reply),
      invalidatesTags: (result) => (result ? [LIST, 'Search'] : []),
    }),
    deleteSynonymGroup: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: byId(id), method: 'DELETE' }),
      transformResponse: (reply: unknown) => unwrapData<{ id: number }>(reply),
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
