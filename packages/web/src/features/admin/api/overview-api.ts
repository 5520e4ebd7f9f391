import { ADMIN_ROUTES, AdminOverview } from '@app/contract';
import { api } from '../../../lib/api';
import { replyOf } from '../../../lib/reply-schema';

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOverview: build.query<AdminOverview, void>({
      query: () => ADMIN_ROUTES.overview,
      // An admin-only read: it needs the token, which queries do not send by default.
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(AdminOverview) : undefined,
    }),
  }),
});

export const { useAdminOverviewQuery } = overviewApi;
