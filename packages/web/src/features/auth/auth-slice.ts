import { ERRORS, type User } from '@app/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiErrorText } from '../../lib/api-error';
import { type Renewal, renewalDeclined, renewalRequested, sessionExpired } from '../../lib/session';
import { authApi } from './auth-api';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  isAuthenticating: boolean;
  error: string | null;
  /** Wrong passwords tried on the account since its previous sign-in, as the sign-in reply told; 0 once seen. */
  failedLogins: number;
  /** A session that ended under an open page and is being renewed in place (lib/session.ts). */
  renewal: Renewal;
  /**
   * The person signed out themselves: guards send them home quietly instead of explaining that
   * the page needs a sign-in (whichever of the sign-out and the navigation lands first).
   */
  signedOutByUser: boolean;
}

export const loggedOutState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  loading: false,
  isAuthenticating: false,
  error: null,
  failedLogins: 0,
  renewal: 'none',
  signedOutByUser: false,
};

/**
 * Spec section 4: authenticated only if a stored token exists and its stored topic is the
 * current one; authenticating whenever a token exists (the start-up check then settles it).
 */
export function initialAuthState(stored: { token: string | null; tokenTopic: string | null }, topic: string) {
  const hasToken = stored.token !== null && stored.token !== '';
  return {
    ...loggedOutState,
    token: hasToken ? stored.token : null,
    isAuthenticated: hasToken && stored.tokenTopic === topic,
    isAuthenticating: hasToken,
  } satisfies AuthState;
}

const loginFallbacks = {
  failed: ERRORS.loginFailed,
  network: ERRORS.loginNetwork,
  unexpected: ERRORS.loginUnexpected,
  httpText: false,
} as const;

const validationFallbacks = {
  failed: ERRORS.tokenValidationFailed,
  network: ERRORS.tokenValidationFailed,
  unexpected: ERRORS.tokenValidationUnexpected,
  httpText: false,
} as const;

const authSlice = createSlice({
  name: 'auth',
  // The real initial state needs the topic, known only after site resolution: see authInitialised.
  initialState: loggedOutState,
  reducers: {
    authInitialised: (
      _state,
      action: PayloadAction<{ token: string | null; tokenTopic: string | null; topic: string }>,
    ) => initialAuthState(action.payload, action.payload.topic),
    loggedOut: (state) => {
      state.user = null;
      state.token = null;
      state.isAuthenticated = false;
      state.isAuthenticating = false;
      state.loading = false;
      state.renewal = 'none';
    },
    /** The person's own "Sign out". */
    signedOut: (state) => {
      Object.assign(state, loggedOutState, { signedOutByUser: true });
    },
    authErrorCleared: (state) => {
      state.error = null;
    },
    failedLoginsSeen: (state) => {
      state.failedLogins = 0;
    },
    /** The full reset of spec section 4. */
    authReset: () => loggedOutState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, () => ({ ...loggedOutState, error: ERRORS.authRequired }))
      // The person and the page stay (guards keep allowing it); only the dead token goes.
      .addCase(renewalRequested, (state) => {
        if (state.user === null) return;
        state.token = null;
        if (state.renewal !== 'asking') state.error = null;
        state.renewal = 'asking';
      })
      .addCase(renewalDeclined, (state) => {
        if (state.renewal === 'asking') state.renewal = 'declined';
        state.error = null;
      })
      .addMatcher(authApi.endpoints.login.matchPending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, action) => {
        state.loading = false;
        state.user = action.payload.user;
        state.token = action.payload.token;
        state.isAuthenticated = true;
        state.isAuthenticating = false;
        state.error = null;
        state.failedLogins = action.payload.failedLogins ?? 0;
        state.renewal = 'none';
        state.signedOutByUser = false;
      })
      .addMatcher(authApi.endpoints.login.matchRejected, (state, action) => {
        state.loading = false;
        state.error = apiErrorText(action.payload, loginFallbacks);
        // A wrong password in the renewal dialog must not end the session it is renewing.
        if (state.renewal !== 'none') return;
        state.user = null;
        state.token = null;
        state.isAuthenticated = false;
      })
      // A new password of the person's own: the same person, a fresh token, the reset done with.
      .addMatcher(authApi.endpoints.changePassword.matchFulfilled, (state, action) => {
        state.user = action.payload.user;
        state.token = action.payload.token;
      })
      // Validation runs in the background (start-up and refresh), so it never touches `loading`.
      .addMatcher(authApi.endpoints.validateSession.matchFulfilled, (state, action) => {
        state.user = action.payload.user;
        state.token = action.payload.token;
        state.isAuthenticated = true;
        state.isAuthenticating = false;
        state.error = null;
      })
      .addMatcher(authApi.endpoints.validateSession.matchRejected, (state, action) => {
        state.isAuthenticating = false;
        // A check that waited on a declined renewal: the page stays, as for any other call.
        if (state.renewal !== 'none') return;
        state.user = null;
        state.token = null;
        state.isAuthenticated = false;
        state.isAuthenticating = false;
        state.error = apiErrorText(action.payload, validationFallbacks);
      });
  },
});

export const { authInitialised, loggedOut, signedOut, authErrorCleared, failedLoginsSeen, authReset } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectUser = (state: { auth: AuthState }) => state.auth.user;
export const selectIsAuthenticated = (state: { auth: AuthState }) => state.auth.isAuthenticated;
