import { combineReducers, configureStore, createReducer, type Middleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import {
  type Renewal,
  renewalDeclined,
  renewalRequested,
  type SessionState,
  sessionExpired,
  settleRenewal,
} from './session';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    renewalTestSave: build.mutation<unknown, string>({
      query: (text) => ({ url: 'things', method: 'PUT', body: { text } }),
    }),
  }),
});

/** A store with the API slice and just enough of an auth slice to follow the session actions. */
function storeWith(auth: SessionState['auth'], fetchFn: typeof fetch) {
  const seen: string[] = [];
  const recordActions: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  const authReducer = createReducer(auth, (builder) =>
    builder
      .addCase(renewalRequested, (s) => ({ ...s, token: null, renewal: 'asking' as Renewal }))
      .addCase(renewalDeclined, (s) => ({ ...s, renewal: 'declined' as Renewal }))
      .addCase(sessionExpired, () => ({ token: null, user: null, renewal: 'none' as Renewal })),
  );
  const store = configureStore({
    reducer: combineReducers({ [api.reducerPath]: api.reducer, auth: authReducer }),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { fetchFn } } })
        .prepend(recordActions)
        .concat(api.middleware),
  });
  return { store, seen };
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a 401 to a signed-in person', () => {
  const user = { email: 'a@b.test' };
  let bearers: (string | null)[];
  // The server accepts only the renewed token.
  const server = (async (input: RequestInfo | URL) => {
    const bearer = (input as Request).headers.get('authorization');
    bearers.push(bearer);
    return bearer === 'Bearer renewed'
      ? reply(200, { success: true, data: { saved: true }, error: null })
      : reply(401, { success: false, data: null, error: 'Token expired' });
  }) as typeof fetch;

  beforeEach(() => {
    bearers = [];
    // The renewal needs a page to ask on.
    vi.stubGlobal('window', {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    settleRenewal(null);
  });

  it('asks for a renewed session, waits, and sends the call again with the new token', async () => {
    const { store, seen } = storeWith({ token: 'old', user, renewal: 'none' }, server);
    const saving = store.dispatch(testApi.endpoints.renewalTestSave.initiate('text'));
    await vi.waitFor(() => expect(seen).toContain(renewalRequested.type));
    expect(seen).not.toContain(sessionExpired.type);
    settleRenewal('renewed');
    const result = await saving;
    expect(result.data).toEqual({ saved: true });
    expect(bearers).toEqual(['Bearer old', 'Bearer renewed']);
  });

  it('fails with the spec text when the person declines, and asks again before the next call', async () => {
    const { store } = storeWith({ token: 'old', user, renewal: 'none' }, server);
    const saving = store.dispatch(testApi.endpoints.renewalTestSave.initiate('text'));
    await vi.waitFor(() => expect(store.getState().auth.renewal).toBe('asking'));
    store.dispatch(renewalDeclined());
    settleRenewal(null);
    expect((await saving).error).toEqual({ status: 401, error: 'Authentication required' });

    // The next call does not go out with no token: it asks first.
    const again = store.dispatch(testApi.endpoints.renewalTestSave.initiate('text'));
    await vi.waitFor(() => expect(store.getState().auth.renewal).toBe('asking'));
    expect(bearers).toEqual(['Bearer old']);
    settleRenewal('renewed');
    expect((await again).data).toBeTruthy();
    expect(bearers).toEqual(['Bearer old', 'Bearer renewed']);
  });

  it('ends the session as before when no one was signed in yet (a stale token at start-up)', async () => {
    const { store, seen } = storeWith({ token: 'old', user: null, renewal: 'none' }, server);
    const result = await store.dispatch(testApi.endpoints.renewalTestSave.initiate('text'));
    expect(result.error).toMatchObject({ status: 401, error: 'Token expired' });
    expect(seen).toContain(sessionExpired.type);
    expect(seen).not.toContain(renewalRequested.type);
  });
});
