import { ACCOUNT_ROUTES, type AccountSession, type SessionsEnded } from '@app/contract';
import { api, unwrapData } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';

/** The signed-in person's own sign-ins; a change is followed by a fresh read of the list. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountSessions: build.query<AccountSession[], void>({
      query: () => apiUrl(ACCOUNT_ROUTES.sessions),
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<AccountSession[]>(reply),
    }),
    endSession: build.mutation<SessionsEnded, string>({
      query: (id) => ({ url: apiUrl(fillPath(ACCOUNT_ROUTES.session, { id })), method: 'DELETE' }),
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<SessionsEnded>(reply),
    }),
    /**
     * Ends the sign-in of `token` on the server as the person signs out here, so the token is
     * worthless even if it was copied. Sent with that token alone and never asks to sign in again.
     */
    endSignIn: build.mutation<SessionsEnded, { token: string; sid: string }>({
      query: ({ token, sid }) => ({
        url: apiUrl(fillPath(ACCOUNT_ROUTES.session, { id: sid })),
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      }),
      extraOptions: { auth: false },
      transformResponse: (reply: unknown) => unwrapData<SessionsEnded>(reply),
    }),
    signOutOthers: build.mutation<SessionsEnded, void>({
      query: () => ({ url: apiUrl(ACCOUNT_ROUTES.signOutOthers), method: 'POST' }),
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<SessionsEnded>(reply),
    }),
    signOutEverywhere: build.mutation<SessionsEnded, void>({
      query: () => ({ url: apiUrl(ACCOUNT_ROUTES.signOutEverywhere), method: 'POST' }),
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<SessionsEnded>(reply),
    }),
  }),
});

export const {
  useAccountSessionsQuery,
  useEndSessionMutation,
  useEndSignInMutation,
  useSignOutOthersMutation,
  useSignOutEverywhereMutation,
} = accountApi;
