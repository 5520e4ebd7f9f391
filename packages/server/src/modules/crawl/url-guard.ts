import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { CRAWL_ERRORS } from '@app/contract';
import { isPrivateAddress } from '../../lib/private-address';
import { CrawlError } from './crawl-error';

/**
 * The one marketplace a crawl may talk to.
 *
 * The rule (SSRF): a crawl fetches only URLs whose origin (scheme, host, port) is exactly the
 * configured marketplace's. Every address the host resolves to must be public, checked at
 * connect time so DNS cannot swap in a private one after the check. The one exception is a
 * marketplace the *operator* configured (MARKETPLACE_BASE_URL, or the simulator this process
 * started): it may live on a private or loopback address, such as the simulator on 127.0.0.1,
 * because the operator, not a site admin, chose it. An address typed into site settings by an
 * admin never gets that exception.
 */
export type MarketplaceTarget = {
  origin: string;
  /** Configured by the operator: private addresses allowed for this origin only. */
  operatorConfigured: boolean;
};

/** Checks a configured base URL and names its origin. */
export function marketplaceTarget(baseUrl: string, operatorConfigured: boolean): MarketplaceTarget {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new CrawlError('refused', CRAWL_ERRORS.badMarketplaceUrl, true);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new CrawlError('refused', CRAWL_ERRORS.badMarketplaceUrl, true);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !operatorConfigured &&
    (isIP(host) ? isPrivateAddress(host) : /^localhost$|\.localhost$|\.local$|\.internal$/i.test(host))
  ) {
    throw new CrawlError('refused', CRAWL_ERRORS.refusedPrivate, true);
  }
  return { origin: url.origin, operatorConfigured };
}

/** The URL, parsed, if the crawl may fetch it; a refusal otherwise. */
export function assertAllowedUrl(raw: string | URL, target: MarketplaceTarget): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CrawlError('refused', CRAWL_ERRORS.refusedHost, true);
  }
  if (url.origin !== target.origin || url.username || url.password) {
    throw new CrawlError('refused', `${CRAWL_ERRORS.refusedHost}: ${url.origin}`, true);
  }
  return url;
}

/** A DNS lookup for http.request that refuses private answers unless the target allows them. */
export function guardedLookup(target: MarketplaceTarget): LookupFunction {
  return ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err);
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (bad && !target.operatorConfigured) {
        return callback(new CrawlError('refused', CRAWL_ERRORS.refusedPrivate, true));
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`no address for ${hostname}`));
      return callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}
