import { ERRORS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api';
import { renewalDeclined, renewalRequested, sessionExpired } from '../../lib/session';
import {
  authInitialised,
  authReducer,
  authReset,
  failedLoginsSeen,
  loggedOut,
  loggedOutState,
  signedOut,
} from './auth-slice';

const init = (token: string | null, tokenTopic: string | null, topic = 'batteries') =>
  authReducer(undefined, authInitialised({ token, tokenTopic, topic }));

describe('auth initial state', () => {
  it('is logged out without a token', () => {
    expect(init(null, null)).toEqual(loggedOutState);
  });

  it('is authenticated and authenticating with a token of the current topic', () => {
    expect(init('t', 'batteries')).toMatchObject({
      token: 't',
      isAuthenticated: true,
      isAuthenticating: true,
    });
  });

  it('is only authenticating with a token of another topic', () => {
    expect(init('t', 'test')).toMatchObject({ token: 't', isAuthenticated: false, isAuthenticating: true });
  });
});

describe('auth transitions', () => {
  it('logout clears user, token and flag', () => {
    const state = authReducer(init('t', 'batteries'), loggedOut());
    expect(state).toMatchObject({ user: null, token: null, isAuthenticated: false, isAuthenticating: false });
  });

  it('an expired session logs out with the spec error', () => {
    const state = authReducer(init('t', 'batteries'), sessionExpired());
    expect(state).toEqual({ ...loggedOutState, error: ERRORS.authRequired });
  });

  it('reset returns to the logged-out state', () => {
    expect(authReducer({ ...init('t', 'batteries'), error: 'x' }, authReset())).toEqual(loggedOutState);
  });
});

/** What RTK Query dispatches when the login mutation succeeds. */
const loginFulfilled = (payload: object) => ({
  type: `${api.reducerPath}/executeMutation/fulfilled`,
  payload,
  meta: {
    arg: { type: 'mutation', endpointName: 'login', originalArgs: {}, track: true },
    requestId: 'r1',
    requestStatus: 'fulfilled',
    fulfilledTimeStamp: Date.now(),
  },
});

describe('wrong passwords since the last sign-in', () => {
  const user = { id: 1, email: 'a@b.test', role: 'admin' as const, websiteTopic: 'batteries' };

  it('keeps the count the sign-in reply gave until it is seen', () => {
    const signedIn = authReducer(loggedOutState, loginFulfilled({ token: 't', user, failedLogins: 3 }));
    expect(signedIn).toMatchObject({ isAuthenticated: true, failedLogins: 3 });
    expect(authReducer(signedIn, failedLoginsSeen()).failedLogins).toBe(0);
  });

  it('is 0 when the reply does not say, and after sign-out', () => {
    expect(authReducer(loggedOutState, loginFulfilled({ token: 't', user })).failedLogins).toBe(0);
    const signedIn = authReducer(loggedOutState, loginFulfilled({ token: 't', user, failedLogins: 2 }));
    expect(authReducer(signedIn, authReset()).failedLogins).toBe(0);
  });
});

/** What RTK Query dispatches when the login mutation is refused. */
const loginRejected = (error: object) => ({
  type: `${api.reducerPath}/executeMutation/rejected`,
  payload: error,
  error: { message: 'Rejected' },
  meta: {
    arg: { type: 'mutation', endpointName: 'login', originalArgs: {}, track: true },
    requestId: 'r2',
    requestStatus: 'rejected',
    rejectedWithValue: true,
    aborted: false,
    condition: false,
  },
});

describe('a session that ends under an open page', () => {
  const user = { id: 1, email: 'a@b.test', role: 'admin' as const, websiteTopic: 'batteries' };
  const signedIn = authReducer(loggedOutState, loginFulfilled({ token: 't', user }));

  it('keeps the person signed in for the guards and drops only the dead token', () => {
    const asking = authReducer(signedIn, renewalRequested());
    expect(asking).toMatchObject({ user, isAuthenticated: true, token: null, renewal: 'asking' });
  });

  it('is not asked for when no one is signed in', () => {
    expect(authReducer(loggedOutState, renewalRequested()).renewal).toBe('none');
  });

  it('survives a wrong password in the dialog, with the reason shown', () => {
    const asking = authReducer(signedIn, renewalRequested());
    const refused = authReducer(asking, loginRejected({ status: 401, error: 'Invalid email or password' }));
    expect(refused).toMatchObject({ user, isAuthenticated: true, renewal: 'asking' });
    expect(refused.error).toBe('Invalid email or password');
  });

  it('ends with a new token on sign-in, or stays declined until the next call asks', () => {
    const asking = authReducer(signedIn, renewalRequested());
    expect(authReducer(asking, loginFulfilled({ token: 't2', user }))).toMatchObject({
      token: 't2',
      renewal: 'none',
    });
    const declined = authReducer(asking, renewalDeclined());
    expect(declined).toMatchObject({ user, isAuthenticated: true, renewal: 'declined' });
    expect(authReducer(declined, renewalRequested()).renewal).toBe('asking');
  });
});

describe('signing out', () => {
  it("is remembered as the person's own, until the next sign-in", () => {
    const user = { id: 1, email: 'a@b.test', role: 'admin' as const, websiteTopic: 'batteries' };
    const out = authReducer(authReducer(loggedOutState, loginFulfilled({ token: 't', user })), signedOut());
    expect(out).toEqual({ ...loggedOutState, signedOutByUser: true });
    expect(authReducer(out, loginFulfilled({ token: 't', user })).signedOutByUser).toBe(false);
  });
});
