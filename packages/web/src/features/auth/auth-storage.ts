import { type Session, STORAGE_KEYS } from '@app/contract';
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { renewalDeclined, renewalRequested, sessionExpired, settleRenewal } from '../../lib/session';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { authApi } from './auth-api';
import { loggedOut, signedOut } from './auth-slice';

export interface StoredSession {
  token: string | null;
  tokenTopic: string | null;
}

export const readStoredSession = (): StoredSession => ({
  token: readStored(STORAGE_KEYS.token),
  tokenTopic: readStored(STORAGE_KEYS.tokenTopic),
});

export function storeSession(session: Session): void {
  writeStored(STORAGE_KEYS.token, session.token);
  writeStored(STORAGE_KEYS.tokenTopic, session.user.websiteTopic);
}

export function clearStoredSession(): void {
  removeStored(STORAGE_KEYS.token);
  removeStored(STORAGE_KEYS.tokenTopic);
}

/** Keeps localStorage in step with the auth state, so reducers stay free of side effects. */
export const authStorageMiddleware = createListenerMiddleware();

authStorageMiddleware.startListening({
  matcher: authApi.endpoints.login.matchFulfilled,
  effect: (action) => {
    storeSession(action.payload);
    // Calls waiting on a renewed session go out again with the new token.
    settleRenewal(action.payload.token);
  },
});

// No renewal after all: the waiting calls fail with 'Authentication required'.
authStorageMiddleware.startListening({
  matcher: isAnyOf(renewalDeclined, loggedOut, signedOut),
  effect: () => settleRenewal(null),
});

authStorageMiddleware.startListening({
  matcher: authApi.endpoints.validateSession.matchFulfilled,
  effect: (action) => storeSession(action.payload),
});

authStorageMiddleware.startListening({
  matcher: isAnyOf(
    authApi.endpoints.login.matchRejected,
    authApi.endpoints.validateSession.matchRejected,
    loggedOut,
    signedOut,
    sessionExpired,
    // The token is dead; a reload must not start with it.
    renewalRequested,
  ),
  effect: () => clearStoredSession(),
});
