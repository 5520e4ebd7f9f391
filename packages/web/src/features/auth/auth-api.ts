import { type ChangePasswordBody, type LoginBody, ROUTES, type Session } from '@app/contract';
import { api, unwrapData } from '../../lib/api';

/*
 * Replies are typed, not parsed: the server serialises every reply through the contract's
 * schema, and keeping zod out of the storefront's first download saves a quarter of it.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, LoginBody>({
      query: (body) => ({ url: ROUTES.auth.login, method: 'POST', body }),
      transformResponse: (reply: unknown) => unwrapData<Session>(reply),
      // A login never carries an old token: a 401 here means bad credentials, not an ended session.
      extraOptions: { auth: false },
    }),
    /** Checks the stored token and returns a fresh one; a mutation because it must never be cached. */
    validateSession: build.mutation<Session, void>({
      query: () => ({ url: ROUTES.auth.validate, method: 'GET' }),
      transformResponse: (reply: unknown) => unwrapData<Session>(reply),
      extraOptions: { auth: true },
    }),
    /** The person's own new password (required after an admin reset it); a fresh session comes back. */
    changePassword: build.mutation<Session, ChangePasswordBody>({
      query: (body) => ({ url: ROUTES.auth.changePassword, method: 'POST', body }),
      transformResponse: (reply: unknown) => unwrapData<Session>(reply),
      extraOptions: { auth: true },
    }),
  }),
});

export const { useLoginMutation, useChangePasswordMutation } = authApi;
