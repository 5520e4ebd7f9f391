import { MarketplaceSettings, ROUTES, type UpdateMarketplaceSettingsBody } from '@app/contract';
import { api } from '../../../lib/api';
import { replyOf } from '../../../lib/reply-schema';

const TAG = { type: 'SiteConfig' as const, id: 'marketplace' };

export const marketplaceSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The admin's marketplace settings; the API secret never comes back, only whether one is saved. */
    getMarketplaceSettings: build.query<MarketplaceSettings, void>({
      query: () => ROUTES.siteConfig.marketplace,
      // An admin-only read: it needs the token, which queries do not send by default.
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(MarketplaceSettings) : undefined,
      providesTags: [TAG],
    }),
    updateMarketplaceSettings: build.mutation<MarketplaceSettings, UpdateMarketplaceSettingsBody>({
      query: (body) => ({ url: ROUTES.siteConfig.marketplace, method: 'PUT', body }),
      responseSchema: import.meta.env.DEV ? replyOf(MarketplaceSettings) : undefined,
      // The public site config carries the price age: every SiteConfig read is retired.
      invalidatesTags: ['SiteConfig'],
    }),
  }),
});

export const { useGetMarketplaceSettingsQuery, useUpdateMarketplaceSettingsMutation } =
  marketplaceSettingsApi;
