import { ResolveReply, ROUTES, SiteConfig, SiteConfigLight, type UpdateSiteConfigBody } from '@app/contract';
import { api } from '../../lib/api';
import { listOf, replyOf } from '../../lib/reply-schema';
import { topicUrl } from '../../lib/topic';

// Replies are checked against the contract in development and tests only (lib/reply-schema.ts).
export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Which topic the page's URL belongs to, with its config and the list of all sites. */
    resolveSiteConfig: build.query<ResolveReply, string>({
      query: (href) => `${ROUTES.siteConfig.resolve}?${new URLSearchParams({ url: href })}`,
      // The reply carries more than `data` (allConfigs, viaDomain, ...), so it is kept whole.
      extraOptions: { wholeReply: true },
      responseSchema: import.meta.env.DEV ? replyOf(ResolveReply) : undefined,
    }),
    getAllSiteConfigs: build.query<SiteConfigLight[], void>({
      query: () => ROUTES.siteConfig.all,
      responseSchema: import.meta.env.DEV ? listOf(SiteConfigLight) : undefined,
      providesTags: [{ type: 'SiteConfig', id: 'LIST' }],
    }),
    getSiteConfig: build.query<SiteConfig, string | undefined>({
      query: (topic) => topicUrl(ROUTES.siteConfig.one, topic),
      responseSchema: import.meta.env.DEV ? replyOf(SiteConfig) : undefined,
      providesTags: (_result, _error, topic) => [{ type: 'SiteConfig', id: topic ?? 'current' }],
    }),
    updateSiteConfig: build.mutation<SiteConfig, UpdateSiteConfigBody>({
      query: (body) => ({ url: ROUTES.siteConfig.one, method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? replyOf(SiteConfig) : undefined,
      invalidatesTags: ['SiteConfig'],
    }),
  }),
});

export const { useGetAllSiteConfigsQuery, useGetSiteConfigQuery, useUpdateSiteConfigMutation } =
  siteConfigApi;
