import { API_BASE, ERRORS } from '@app/contract';
import type { Action } from '@reduxjs/toolkit';
import {
  type BaseQueryFn,
  buildCreateApi,
  coreModule,
  type FetchArgs,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error';
import { replyMismatchText } from './reply-schema';
import { requestRenewal, type SessionState, sessionExpired } from './session';

export interface ApiExtraOptions {
  /** Send the bearer token. Defaults to true for mutations, false for queries. */
  auth?: boolean;
  /**
   * Keep the whole `{success, data, ...}` reply instead of its `data`: for the one reply that
   * carries more than `data` (the site resolution's `allConfigs`, `viaDomain`, `topic`, ...).
   */
  wholeReply?: boolean;
}

/** What the store's thunks get as their extra argument (see buildStore). */
export interface ApiExtra {
  /**
   * On the server, the page's reads go to the server's own routes without a network hop: a fetch
   * that answers them in-process. In the browser there is none and `fetch` is used.
   */
  fetchFn?: typeof fetch;
}

const browserBaseQuery = fetchBaseQuery({ baseUrl: '' });
// A Request needs an absolute URL outside a browser; the host is never contacted, fetchFn answers.
const serverBaseQueries = new WeakMap<typeof fetch, typeof browserBaseQuery>();
function rawBaseQueryFor(extra: unknown): typeof browserBaseQuery {
  const fetchFn = (extra as ApiExtra | undefined)?.fetchFn;
  if (!fetchFn) return browserBaseQuery;
  let query = serverBaseQueries.get(fetchFn);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: 'http://server.invalid', fetchFn });
    serverBaseQueries.set(fetchFn, query);
  }
  return query;
}

/**
 * Paths starting with `/` are server-root paths (the contract's ROUTES, `/auth/...`); anything
 * else is relative to the API base, so feature endpoints can write `brands/slug/x`.
 */
const toServerPath = (url: string) => (url.startsWith('/') ? url : `${API_BASE}/${url}`);

const isEnvelope = (body: unknown): body is { success: boolean; data: unknown; error?: unknown } =>
  typeof body === 'object' && body !== null && 'success' in body && 'data' in body;

const serverIssues = (body: unknown): ApiError['issues'] =>
  typeof body === 'object' && body !== null && 'issues' in body && Array.isArray(body.issues)
    ? (body.issues as unknown[]).filter(
        (i): i is { path: string; message: string } =>
          typeof i === 'object' &&
          i !== null &&
          typeof (i as { path?: unknown }).path === 'string' &&
          typeof (i as { message?: unknown }).message === 'string',
      )
    : undefined;

const serverText = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
    ? body.error
    : undefined;

type SendResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

/**
 * The one way the web app talks to the server. It adds the token, hands endpoints the `data` of a
 * `{success: true, data}` reply (the whole reply for an endpoint that asks, `wholeReply`), and
 * turns every other reply into an ApiError carrying the server's text. Endpoints name the
 * contract's schema of their reply (`responseSchema`, see reply-schema.ts), checked in
 * development and tests.
 *
 * A 401 to a signed-in person does not end the session under their feet (that threw away the
 * form they were saving): it asks for a renewed session in place (lib/session.ts) and sends the
 * call again with the new token once they have signed in.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = toServerPath(request.url);
  const wantsToken = extraOptions?.auth ?? api.type === 'mutation';
  const session = (api.getState() as SessionState).auth;
  let token = session.token;

  // The session already ended under this page: sign in again before the call goes out.
  if (wantsToken && session.renewal !== 'none') {
    token = await requestRenewal(api.dispatch);
    if (!token) return { error: { status: 401, error: ERRORS.authRequired } };
  }

  const send = async (bearer: string | null): Promise<SendResult> => {
    const sent: FetchArgs = bearer
      ? {
          ...request,
          headers: {
            ...(request.headers as Record<string, string> | undefined),
            authorization: `Bearer ${bearer}`,
          },
        }
      : request;
    return toApiResult(await rawBaseQueryFor(api.extra)(sent, api, {}), extraOptions?.wholeReply);
  };

  const sendToken = wantsToken && Boolean(token);
  const result = await send(sendToken ? token : null);
  if (result.error?.status !== 401 || !sendToken) return result;

  // Someone signed in, on a page that can ask: keep the page and ask for the password.
  if (session.user !== null && typeof window !== 'undefined') {
    const renewed = await requestRenewal(api.dispatch);
    return renewed ? send(renewed) : { error: { status: 401, error: ERRORS.authRequired } };
  }
  api.dispatch(sessionExpired());
  return result;
};

function toApiResult(result: Awaited<ReturnType<typeof browserBaseQuery>>, wholeReply = false): SendResult {
  const status = result.meta?.response?.status;
  if (result.error) {
    const { error } = result;
    if (typeof error.status === 'number') {
      const issues = serverIssues(error.data);
      return {
        error: { status: error.status, error: serverText(error.data), ...(issues ? { issues } : {}) },
      };
    }
    // A proxy's HTML error page is still an HTTP error; an OK reply we cannot read is unexpected.
    if (error.status === 'PARSING_ERROR') {
      return { error: { status: error.originalStatus >= 400 ? error.originalStatus : 'PARSE_ERROR' } };
    }
    return { error: { status: error.status } };
  }
  if (status === 204) return { data: null };
  if (isEnvelope(result.data) && result.data.success === true)
    return { data: wholeReply ? result.data : result.data.data };
  // A 2xx reply that does not report success and data counts as a failure (spec section 5).
  return { error: { status: 'CUSTOM_ERROR', error: serverText(result.data) } };
}

/** The server-rendered page's cached replies, put into the browser's store before hydration. */
export const serverDataArrived = (state: unknown) => ({ type: 'api/serverDataArrived', payload: state });
const isServerData = (action: unknown): action is Action & { payload: unknown } =>
  (action as Action | undefined)?.type === 'api/serverDataArrived';

/*
 * On the server a page is rendered until its data stops changing (entry-server.tsx): the query
 * hooks start their requests while rendering there, since no effect ever runs on a server.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

/**
 * The one API slice. Features add endpoints with `injectEndpoints`; tag types live here so that
 * invalidation between features stays visible in one place.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo: (action, { reducerPath }) =>
    isServerData(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
  // A reply that does not match its schema is a failed call with a text saying where, not a throw
  // inside the thunk. Not as `issues`: those are a refused body's fields, which forms show.
  catchSchemaFailure: import.meta.env.DEV
    ? (failure, { endpoint }): ApiError => ({
        status: 'PARSE_ERROR',
        error: replyMismatchText(endpoint, failure.issues),
      })
    : undefined,
  tagTypes: [
    'SiteConfig',
    'Brand',
    'Category',
    'BrandItem',
    'Tip',
    'Podcast',
    'Banking',
    'Analytics',
    'Search',
    'SearchSynonym',
    'Team',
    'Chat',
    'Media',
    'Activity',
  ],
  endpoints: () => ({}),
});
