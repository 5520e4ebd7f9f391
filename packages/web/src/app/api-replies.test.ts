import { ERRORS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { loggedOutState } from '../features/auth/auth-slice';
import { api } from '../lib/api';
import { buildStore } from './store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    replyProbeRead: build.query<unknown, string>({ query: (path) => path }),
    replyProbeWhole: build.query<unknown, string>({
      query: (path) => path,
      extraOptions: { wholeReply: true },
    }),
    replyProbeSave: build.mutation<unknown, string>({
      query: (path) => ({ url: path, method: 'PUT', body: {} }),
    }),
  }),
});

/** A server answering each path with its own status, type and body. */
const replies: Record<string, { status: number; body: string; type?: string }> = {
  '/api/ok': { status: 200, body: JSON.stringify({ success: true, data: { n: 1 }, error: null }) },
  '/api/refused': {
    status: 200,
    body: JSON.stringify({ success: false, data: null, error: 'Brand is archived' }),
  },
  '/api/bare': { status: 200, body: JSON.stringify({ n: 1 }) },
  '/api/bare-text': { status: 200, body: JSON.stringify({ error: 'Not in an envelope' }) },
  '/api/conflict': {
    status: 409,
    body: JSON.stringify({ success: false, data: null, error: 'Slug already exists' }),
  },
  '/api/proxy': { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' },
  '/api/empty': { status: 204, body: '' },
  '/api/expired': {
    status: 401,
    body: JSON.stringify({ success: false, data: null, error: 'Token expired' }),
  },
};
const fetchFn = (async (input: RequestInfo | URL) => {
  const r = replies[new URL((input as Request).url).pathname];
  if (!r) throw new TypeError('fetch failed');
  return new Response(r.status === 204 ? null : r.body, {
    status: r.status,
    headers: { 'content-type': r.type ?? 'application/json' },
  });
}) as typeof fetch;

const read = async (path: string) => {
  const store = buildStore({ extra: { fetchFn } });
  const { data, error } = await store.dispatch(probeApi.endpoints.replyProbeRead.initiate(path));
  return { data, error };
};

describe('the client reads a reply as data only when it is {success: true, data}', () => {
  it('hands the endpoint the data of a success envelope', async () => {
    expect(await read('ok')).toEqual({ data: { n: 1 }, error: undefined });
  });

  it('hands the whole reply to an endpoint that asks for it (a reply carrying more than data)', async () => {
    const store = buildStore({ extra: { fetchFn } });
    const { data } = await store.dispatch(probeApi.endpoints.replyProbeWhole.initiate('ok'));
    expect(data).toEqual({ success: true, data: { n: 1 }, error: null });
  });

  it("makes a 2xx with success:false an error carrying the server's text", async () => {
    expect((await read('refused')).error).toEqual({ status: 'CUSTOM_ERROR', error: 'Brand is archived' });
  });

  it('makes a 2xx with no envelope an error (with its text, when it has one)', async () => {
    expect(await read('bare')).toEqual({ data: undefined, error: { status: 'CUSTOM_ERROR' } });
    expect((await read('bare-text')).error).toEqual({ status: 'CUSTOM_ERROR', error: 'Not in an envelope' });
  });

  it("keeps an HTTP error's status and text, a proxy's page as its status, and no reply as a network error", async () => {
    expect((await read('conflict')).error).toEqual({ status: 409, error: 'Slug already exists' });
    expect((await read('proxy')).error).toEqual({ status: 502 });
    expect((await read('nowhere')).error).toEqual({ status: 'FETCH_ERROR' });
  });

  it('takes a 204 as success with no data', async () => {
    expect(await read('empty')).toEqual({ data: null, error: undefined });
  });
});

describe('a 401 to a stored token no one has signed in with yet', () => {
  it("signs out: token and session gone, with the server's text for the call", async () => {
    const store = buildStore({
      extra: { fetchFn },
      preloadedState: {
        auth: { ...loggedOutState, token: 'stale', isAuthenticated: true, isAuthenticating: true },
      },
    });
    const result = await store.dispatch(probeApi.endpoints.replyProbeSave.initiate('expired'));
    expect(result.error).toEqual({ status: 401, error: 'Token expired' });
    expect(store.getState().auth).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
      isAuthenticating: false,
      error: ERRORS.authRequired,
    });
  });

  it('does not sign out on a 401 to a call that carried no token', async () => {
    const store = buildStore({
      extra: { fetchFn },
      preloadedState: { auth: { ...loggedOutState, token: 'kept', isAuthenticated: true } },
    });
    await store.dispatch(probeApi.endpoints.replyProbeRead.initiate('expired'));
    expect(store.getState().auth).toMatchObject({ token: 'kept', isAuthenticated: true, error: null });
  });
});
