import { type ApiCredentialVersion, MARKETPLACE_ERRORS } from '@app/contract';
import { z } from 'zod';
import type { SecretValue } from '../site-config';
import { CrawlError } from './crawl-error';
import type { PoliteFetcher } from './polite-fetcher';

/**
 * The token endpoint of each credential version (its region). Versions 2.x are Cognito
 * client-credentials endpoints taking a form; 3.x are Login with Amazon, taking JSON.
 */
export const TOKEN_URLS: Record<ApiCredentialVersion, string> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

export type TokenCredentials = {
  clientId: string;
  clientSecret: SecretValue;
  credentialVersion: ApiCredentialVersion;
};

const TokenReply = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().default(3600),
});

/** Renew this long before the token's end (a tenth of its life for short-lived ones). */
const RENEW_EARLY_MS = 60_000;

export const credentialsRefused = () => new CrawlError('config', MARKETPLACE_ERRORS.credentialsRefused, true);

/**
 * OAuth 2.0 client credentials: one token at a time, kept until shortly before it expires, and
 * fetched once however many calls wait for it. `forget(token)` drops a token the API refused,
 * unless a newer one has replaced it already.
 */
export function tokenSource(fetcher: PoliteFetcher, tokenUrl: string, c: TokenCredentials) {
  const lwa = c.credentialVersion.startsWith('3.');
  let current: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(signal: AbortSignal): Promise<string> {
    const fields = {
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.clientSecret.reveal(),
      scope: lwa ? 'creatorsapi::default' : 'creatorsapi/default',
    };
    const res = await fetcher.post(
      tokenUrl,
      lwa ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
      { 'content-type': lwa ? 'application/json' : 'application/x-www-form-urlencoded' },
      signal,
    );
    // RFC 6749 5.2: a refused client is 400 or 401 (invalid_client, unauthorized_client, ...).
    if (res.status === 400 || res.status === 401 || res.status === 403) throw credentialsRefused();
    if (res.status !== 200)
      throw new CrawlError('http', `${MARKETPLACE_ERRORS.apiFailed} (token: HTTP ${res.status})`, false);
    let reply: z.infer<typeof TokenReply>;
    try {
      reply = TokenReply.parse(JSON.parse(res.body));
    } catch {
      throw new CrawlError('unrecognised', `${MARKETPLACE_ERRORS.apiFailed} (token)`, false);
    }
    const lifeMs = reply.expires_in * 1000;
    current = {
      value: reply.access_token,
      renewAt: Date.now() + lifeMs - Math.min(RENEW_EARLY_MS, lifeMs / 10),
    };
    return reply.access_token;
  }

  return {
    /** `Authorization` of a call: version 2.x credentials name their version beside the token. */
    header: (token: string) => (lwa ? `Bearer ${token}` : `Bearer ${token}, Version ${c.credentialVersion}`),
    async get(signal: AbortSignal): Promise<string> {
      if (current && Date.now() < current.renewAt) return current.value;
      pending ??= fetchToken(signal).finally(() => {
        pending = null;
      });
      return pending;
    },
    forget(token: string) {
      if (current?.value === token) current = null;
    },
  };
}
