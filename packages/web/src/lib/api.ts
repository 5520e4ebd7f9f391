import { API_BASE } from '@app/contract';
import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error';
import { type SessionState, sessionExpired } from './session';

export interface ApiExtraOptions {
  /** Send the bearer token. Defaults to true for mutations, false for queries. */
  auth?: boolean;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '' });

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

/**
 * The one way the web app talks to the server. It adds the token, unwraps nothing (endpoints
 * pick `data` themselves, because some replies carry more than `data`), and turns every reply
 * that is not `{success: true, data}` into an ApiError carrying the server's text.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = toServerPath(request.url);
  const token = (api.getState() as SessionState).auth.token;
  const sendToken = Boolean(token) && (extraOptions?.auth ?? api.type === 'mutation');
  if (sendToken) {
    request.headers = {
      ...(request.headers as Record<string, string> | undefined),
      authorization: `Bearer ${token}`,
    };
  }

  const result = await rawBaseQuery(request, api, {});
  const status = result.meta?.response?.status;

  if (result.error) {
    const { error } = result;
    if (error.status === 401 && sendToken) api.dispatch(sessionExpired());
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
  if (isEnvelope(result.data) && result.data.success === true) return { data: result.data };
  // A 2xx reply that does not report success and data counts as a failure (spec section 5).
  return { error: { status: 'CUSTOM_ERROR', error: serverText(result.data) } };
};

/**
 * The one API slice. Features add endpoints with `injectEndpoints`; tag types live here so that
 * invalidation between features stays visible in one place.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
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
    'Chat',
  ],
  endpoints: () => ({}),
});

/** The `data` member of a `{success, data, error}` reply. */
export const unwrapData = <T>(reply: unknown): T => (reply as { data: T }).data;
