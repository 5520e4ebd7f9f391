import http from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { CRAWL_ERRORS } from '@app/contract';
import pLimit from 'p-limit';
import robotsParser from 'robots-parser';
import { isPrivateAddress } from '../../lib/private-address';
import { CrawlError } from './crawl-error';
import { assertAllowedUrl, guardedLookup, type MarketplaceTarget } from './url-guard';

export type FetchSettings = {
  /** Requests in flight to the marketplace at once. */
  concurrency: number;
  /** Request starts per second to the marketplace. */
  ratePerSecond: number;
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx, a timeout or a dropped connection. */
  retries: number;
  /** First back-off; it doubles per attempt (with jitter) unless the server sends Retry-After. */
  backoffMs: number;
  maxBytes: number;
  userAgent: string;
};

export type Fetched = { status: number; body: string; url: string };

/** A request other than a page read: a product API's JSON call (see `post`). */
type Outgoing = { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
const PAGE_READ: Outgoing = { method: 'GET' };

const RETRY_AFTER_CAP_MS = 30_000;

const abortError = () => new CrawlError('cancelled', CRAWL_ERRORS.cancelled, true);

/**
 * Fetches pages of one marketplace politely: only its origin (see url-guard), only what its
 * robots.txt allows, at most `concurrency` at once and `ratePerSecond` starts a second, each
 * with a timeout, retrying 429 and 5xx with back-off. Aborting the signal stops everything at once.
 */
export function politeFetcher(target: MarketplaceTarget, s: FetchSettings) {
  const lookup = guardedLookup(target);
  const agentOptions = { keepAlive: true, maxSockets: s.concurrency };
  const agent = target.origin.startsWith('https:')
    ? new https.Agent(agentOptions)
    : new http.Agent(agentOptions);
  const limit = pLimit(s.concurrency);
  const interval = s.ratePerSecond > 0 ? 1000 / s.ratePerSecond : 0;
  let nextStart = 0;
  let robots: Promise<{ isAllowed(url: string, ua?: string): boolean | undefined }> | null = null;

  async function waitForSlot(signal: AbortSignal) {
    const now = Date.now();
    const slot = Math.max(now, nextStart);
    nextStart = slot + interval;
    if (slot > now)
      await sleep(slot - now, undefined, { signal }).catch(() => {
        throw abortError();
      });
  }

  function once(
    url: URL,
    signal: AbortSignal,
    out: Outgoing,
  ): Promise<Fetched & { retryAfterMs: number | null }> {
    // Cancelled while waiting for a free connection: the request is not begun at all.
    if (signal.aborted) return Promise.reject(abortError());
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!target.operatorConfigured && isPrivateAddress(host) && /^[\d.:a-f]+$/i.test(host)) {
      return Promise.reject(new CrawlError('refused', CRAWL_ERRORS.refusedPrivate, true));
    }
    const timeout = AbortSignal.timeout(s.timeoutMs);
    const both = AbortSignal.any([signal, timeout]);
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = lib.request(
        url,
        {
          method: out.method,
          agent,
          lookup,
          signal: both,
          headers: {
            'user-agent': s.userAgent,
            accept: 'text/html,text/plain;q=0.9,*/*;q=0.5',
            'accept-language': 'en-US,en;q=0.8',
            ...out.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > s.maxBytes) {
              req.destroy(
                new CrawlError('http', `The marketplace page is larger than ${s.maxBytes} bytes`, false),
              );
              return;
            }
            chunks.push(c);
          });
          res.on('end', () => {
            const retryAfter = Number(res.headers['retry-after']);
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              url: url.toString(),
              retryAfterMs: Number.isFinite(retryAfter)
                ? Math.min(retryAfter * 1000, RETRY_AFTER_CAP_MS)
                : null,
              ...(res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location
                ? { body: '', url: new URL(res.headers.location, url).toString() }
                : {}),
            });
          });
          // A cancel or the timeout cutting the page off half-way.
          res.on('error', (err) => {
            if (signal.aborted) reject(abortError());
            else if (timeout.aborted) reject(new CrawlError('timeout', CRAWL_ERRORS.timeout, false));
            else reject(err);
          });
        },
      );
      req.on('error', (err) => {
        if (signal.aborted) reject(abortError());
        else if (err instanceof CrawlError) reject(err);
        else if (timeout.aborted) reject(new CrawlError('timeout', CRAWL_ERRORS.timeout, false));
        else reject(new CrawlError('network', `${CRAWL_ERRORS.network}: ${(err as Error).message}`, false));
      });
      req.end(out.body);
    });
  }

  /**
   * One URL with retries and redirects (each redirect checked against the origin again). A POST
   * is not redirected: its reply, whatever it is, goes back to the caller.
   */
  async function fetchWithRetries(
    raw: string | URL,
    signal: AbortSignal,
    out: Outgoing = PAGE_READ,
  ): Promise<Fetched> {
    let url = assertAllowedUrl(raw, target);
    for (let attempt = 0, redirects = 0; ; ) {
      if (signal.aborted) throw abortError();
      await waitForSlot(signal);
      let res: Awaited<ReturnType<typeof once>> | null = null;
      let failure: CrawlError | null = null;
      try {
        res = await limit(() => once(url, signal, out));
      } catch (err) {
        if (!(err instanceof CrawlError) || err.fatal) throw err;
        failure = err;
      }
      const redirected = res && res.status >= 300 && res.status < 400 && res.url !== url.toString();
      if (res && redirected && out.method === 'GET') {
        if (++redirects > 3) throw new CrawlError('http', 'The marketplace redirected too often', false);
        url = assertAllowedUrl(res.url, target);
        continue;
      }
      const retryable = failure !== null || (res !== null && (res.status === 429 || res.status >= 500));
      if (!retryable && res) return { status: res.status, body: res.body, url: res.url };
      if (attempt >= s.retries) {
        throw failure ?? new CrawlError('http', `The marketplace answered HTTP ${res!.status}`, false);
      }
      const backoff = res?.retryAfterMs ?? s.backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5);
      attempt++;
      await sleep(backoff, undefined, { signal }).catch(() => {
        throw abortError();
      });
    }
  }

  async function robotsOf(signal: AbortSignal) {
    robots ??= (async () => {
      const url = `${target.origin}/robots.txt`;
      const res = await fetchWithRetries(url, signal);
      // No robots.txt (4xx) allows everything; an unreadable one (5xx after retries) threw above.
      return robotsParser(url, res.status === 200 ? res.body : '');
    })();
    try {
      return await robots;
    } catch (err) {
      robots = null;
      throw err;
    }
  }

  return {
    origin: target.origin,
    /** A page of the marketplace, if robots.txt allows it. */
    async get(raw: string | URL, signal: AbortSignal): Promise<Fetched> {
      const url = assertAllowedUrl(raw, target);
      const rules = await robotsOf(signal);
      if (rules.isAllowed(url.toString(), s.userAgent) === false) {
        throw new CrawlError('robots', `${CRAWL_ERRORS.robots}: ${url.pathname}`, false);
      }
      return fetchWithRetries(url, signal);
    },
    /**
     * A JSON call to the marketplace's product API, at the same pace and with the same
     * timeouts, retries and back-off as page reads. robots.txt is not asked: it governs crawling
     * pages, and the API is what the marketplace offers programs instead.
     */
    async post(raw: string | URL, body: string, headers: Record<string, string>, signal: AbortSignal) {
      return fetchWithRetries(assertAllowedUrl(raw, target), signal, {
        method: 'POST',
        body,
        headers: {
          accept: 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      });
    },
    close() {
      agent.destroy();
    },
  };
}
export type PoliteFetcher = ReturnType<typeof politeFetcher>;
