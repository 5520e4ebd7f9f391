import { ADMIN_ROUTES, type AdminOverview } from '@app/contract';
import { api, unwrapData } from '../../../lib/api';

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOverview: build.query<AdminOverview, void>({
      query: () => ADMIN_ROUTES.overview,
      // An admin-only read: it needs the token, which queries do not send by default.
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<AdminOverview>(reply),
    }),
  }),
});

export const { useAdminOverviewQuery } = overviewApi;
