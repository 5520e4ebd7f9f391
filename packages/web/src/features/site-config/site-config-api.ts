import {
  type ResolveReply,
  ROUTES,
  type SiteConfig,
  type SiteConfigLight,
  type UpdateSiteConfigBody,
} from '@app/contract';
import { api, unwrapData } from '../../lib/api';
import { topicUrl } from '../../lib/topic';

// Replies are typed, not parsed: the server serialises them through the contract's schemas, and
// zod stays out of the storefront's first download (see auth-api).
export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Which topic the page's URL belongs to, with its config and the list of all sites. */
    resolveSiteConfig: build.query<ResolveReply, string>({
      query: (href) => `${ROUTES.siteConfig.resolve}?${new URLSearchParams({ url: href })}`,
      // The reply carries more than `data` (allConfigs, viaDomain, ...), so it is kept whole.
      transformResponse: (reply: unknown) => reply as ResolveReply,
    }),
    getAllSiteConfigs: build.query<SiteConfigLight[], void>({
      query: () => ROUTES.siteConfig.all,
      transformResponse: (reply: unknown) => unwrapData<SiteConfigLight[]>(reply),
      providesTags: [{ type: 'SiteConfig', id: 'LIST' }],
    }),
    getSiteConfig: build.query<SiteConfig, string | undefined>({
      query: (topic) => topicUrl(ROUTES.siteConfig.one, topic),
      transformResponse: (reply: unknown) => unwrapData<SiteConfig>(reply),
      providesTags: (_result, _error, topic) => [{ type: 'SiteConfig', id: topic ?? 'current' }],
    }),
    updateSiteConfig: build.mutation<SiteConfig, UpdateSiteConfigBody>({
      query: (body) => ({ url: ROUTES.siteConfig.one, method: 'PUT', body }),
      transformResponse: (reply: unknown) => unwrapData<SiteConfig>(reply),
      invalidatesTags: ['SiteConfig'],
    }),
  }),
});

export const { useGetAllSiteConfigsQuery, useGetSiteConfigQuery, useUpdateSiteConfigMutation } =
  siteConfigApi;
