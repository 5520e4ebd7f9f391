import { createAction } from '@reduxjs/toolkit';

/*
 * The base query needs the token and must end the session on a 401, yet lib may not import a
 * feature. So lib names the part of the state it reads and the actions it sends; the auth
 * feature owns both.
 */
export interface SessionState {
  auth: {
    token: string | null;
    /** Set once the session was checked: a signed-in person, whose open page must be kept. */
    user: unknown;
    /** See `Renewal`. */
    renewal: Renewal;
  };
}

/**
 * A signed-in session that ends under an open page (its token expired or was revoked) is renewed
 * in place instead of ending: the page and its unsaved work stay, a sign-in dialog asks for the
 * password, and the calls that hit the 401 wait and are sent again with the new token.
 * `asking`: the dialog is open. `declined`: the person closed it; the next call that needs the
 * session asks again.
 */
export type Renewal = 'none' | 'asking' | 'declined';

/** Sent by the base query when a call that carried a token comes back 401 and no one is signed in. */
export const sessionExpired = createAction('session/expired');
/** Sent by the base query when a signed-in person's session ended under an open page. */
export const renewalRequested = createAction('session/renewalRequested');
/** The person closed the sign-in dialog without signing in. */
export const renewalDeclined = createAction('session/renewalDeclined');

type Waiter = (token: string | null) => void;
let waiters: Waiter[] = [];

/**
 * Asks for a renewed session and waits for it: the new token, or null when the person declined or
 * signed out. Every call waiting at the time gets the same answer, so parallel 401s open one dialog.
 */
export function requestRenewal(dispatch: (action: ReturnType<typeof renewalRequested>) => unknown) {
  const renewed = new Promise<string | null>((resolve) => waiters.push(resolve));
  dispatch(renewalRequested());
  return renewed;
}

/** Called by the auth feature when the dialog ends: with the new token, or null. */
export function settleRenewal(token: string | null): void {
  const waiting = waiters;
  waiters = [];
  for (const resolve of waiting) resolve(token);
}
