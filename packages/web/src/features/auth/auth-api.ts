import { type ChangePasswordBody, type LoginBody, ROUTES, Session } from '@app/contract';
import { api } from '../../lib/api';
import { replyOf } from '../../lib/reply-schema';

// Replies are checked against the contract in development and tests only (lib/reply-schema.ts).
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, LoginBody>({
      query: (body) => ({ url: ROUTES.auth.login, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(Session) : undefined,
      // A login never carries an old token: a 401 here means bad credentials, not an ended session.
      extraOptions: { auth: false },
    }),
    /** Checks the stored token and returns a fresh one; a mutation because it must never be cached. */
    validateSession: build.mutation<Session, void>({
      query: () => ({ url: ROUTES.auth.validate, method: 'GET' }),
      responseSchema: import.meta.env.DEV ? replyOf(Session) : undefined,
      extraOptions: { auth: true },
    }),
    /** The person's own new password (required after an admin reset it); a fresh session comes back. */
    changePassword: build.mutation<Session, ChangePasswordBody>({
      query: (body) => ({ url: ROUTES.auth.changePassword, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(Session) : undefined,
      extraOptions: { auth: true },
    }),
  }),
});

export const { useLoginMutation, useChangePasswordMutation } = authApi;
