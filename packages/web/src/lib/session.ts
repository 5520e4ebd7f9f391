import { createAction } from '@reduxjs/toolkit';

/*
 * The base query needs the token and must end the session on a 401, yet lib may not import a
 * feature. So lib names the part of the state it reads and the action it sends; the auth
 * feature owns both.
 */
export interface SessionState {
  auth: { token: string | null };
}

/** Sent by the base query when a call that carried a token comes back 401. */
export const sessionExpired = createAction('session/expired');
