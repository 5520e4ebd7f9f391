import { type Session, STORAGE_KEYS } from '@app/contract';
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { renewalDeclined, renewalRequested, sessionExpired, settleRenewal } from '../../lib/session';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { getCurrentTopic } from '../../lib/topic';
import { authApi } from './auth-api';
import { loggedOut, signedOut } from './auth-slice';

export interface StoredSession {
  token: string | null;
  tokenTopic: string | null;
}

/*
 * Each site keeps its own session, under a key of its own, so that looking at another site (where
 * this person is not signed in: spec section 4) does not sign them out of theirs. The spec's pair
 * (`token`, `tokenTopic`) is still written, and holds the latest session.
 */
export const topicTokenKey = (topic: string) => `${STORAGE_KEYS.token}:${topic}`;

/** The stored session of `topic`; another site's session is none of its business. */
export function readStoredSession(topic: string): StoredSession {
  const own = readStored(topicTokenKey(topic));
  if (own) return { token: own, tokenTopic: topic };
  const token = readStored(STORAGE_KEYS.token);
  return token && readStored(STORAGE_KEYS.tokenTopic) === topic
    ? { token, tokenTopic: topic }
    : { token: null, tokenTopic: null };
}

export function storeSession(session: Session): void {
  writeStored(topicTokenKey(session.user.websiteTopic), session.token);
  writeStored(STORAGE_KEYS.token, session.token);
  writeStored(STORAGE_KEYS.tokenTopic, session.user.websiteTopic);
}

/** Forgets `topic`'s session only; other sites' sessions stay. */
export function clearStoredSession(topic: string): void {
  removeStored(topicTokenKey(topic));
  if (readStored(STORAGE_KEYS.tokenTopic) === topic) {
    removeStored(STORAGE_KEYS.token);
    removeStored(STORAGE_KEYS.tokenTopic);
  }
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
  matcher: authApi.endpoints.changePassword.matchFulfilled,
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
  effect: () => clearStoredSession(getCurrentTopic()),
});
