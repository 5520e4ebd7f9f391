import { ACCOUNT_ROUTES, AccountSession, SessionsEnded } from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';
import { listOf, replyOf } from '../../lib/reply-schema';

/** The signed-in person's own sign-ins; a change is followed by a fresh read of the list. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountSessions: build.query<AccountSession[], void>({
      query: () => apiUrl(ACCOUNT_ROUTES.sessions),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? listOf(AccountSession) : undefined,
    }),
    endSession: build.mutation<SessionsEnded, string>({
      query: (id) => ({ url: apiUrl(fillPath(ACCOUNT_ROUTES.session, { id })), method: 'DELETE' }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(SessionsEnded) : undefined,
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
      responseSchema: import.meta.env.DEV ? replyOf(SessionsEnded) : undefined,
    }),
    signOutOthers: build.mutation<SessionsEnded, void>({
      query: () => ({ url: apiUrl(ACCOUNT_ROUTES.signOutOthers), method: 'POST' }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(SessionsEnded) : undefined,
    }),
    signOutEverywhere: build.mutation<SessionsEnded, void>({
      query: () => ({ url: apiUrl(ACCOUNT_ROUTES.signOutEverywhere), method: 'POST' }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(SessionsEnded) : undefined,
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
