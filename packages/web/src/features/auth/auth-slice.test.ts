import { ERRORS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { sessionExpired } from '../../lib/session';
import { authInitialised, authReducer, authReset, loggedOut, loggedOutState } from './auth-slice';

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
