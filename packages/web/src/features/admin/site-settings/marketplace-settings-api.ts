import { type MarketplaceSettings, ROUTES, type UpdateMarketplaceSettingsBody } from '@app/contract';
import { api, unwrapData } from '../../../lib/api';

const TAG = { type: 'SiteConfig' as const, id: 'marketplace' };

export const marketplaceSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The admin's marketplace settings; the API secret never comes back, only whether one is saved. */
    getMarketplaceSettings: build.query<MarketplaceSettings, void>({
      query: () => ROUTES.siteConfig.marketplace,
      // An admin-only read: it needs the token, which queries do not send by default.
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<MarketplaceSettings>(reply),
      providesTags: [TAG],
    }),
    updateMarketplaceSettings: build.mutation<MarketplaceSettings, UpdateMarketplaceSettingsBody>({
      query: (body) => ({ url: ROUTES.siteConfig.marketplace, method: 'PUT', body }),
      transformResponse: (reply: unknown) => unwrapData<MarketplaceSettings>(reply),
      // The public site config carries the price age: every SiteConfig read is retired.
      invalidatesTags: ['SiteConfig'],
    }),
  }),
});

export const { useGetMarketplaceSettingsQuery, useUpdateMarketplaceSettingsMutation } =
  marketplaceSettingsApi;
