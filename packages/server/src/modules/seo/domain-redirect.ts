import { pathSegments, resolveTopic, type SiteConfig } from '@app/contract';
import { matchPageRoute } from './page-route';

/** Root paths that are never a topic's page: the API, sign-in, built files and probes. */
const NOT_PAGES = /^\/(api|auth|assets|healthz|readyz)(\/|\?|$)/;

/** Whether a request may be for a page: GET or HEAD, outside the API, sign-in, assets and probes. */
export const mayBePage = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && !NOT_PAGES.test(path);

/**
 * Where a request for `path` on `origin` (a shared host) should go instead: the same page, query
 * kept, on the custom domain of the topic its first segment names. Null when it stays: the host
 * is a topic's own domain, the topic has no domain, or it is a sign-in,
 * admin or edit screen (noindex anyway, and an admin must still reach them from the shared host
 * while the domain's DNS or certificate is not ready yet).
 */
export function domainLocation(
  origin: string,
  path: string,
  configs: ReadonlyArray<Pick<SiteConfig, 'websiteTopic' | 'domain'>>,
): string | null {
  let url: URL;
  let r: ReturnType<typeof resolveTopic>;
  try {
    url = new URL(`${origin}${path}`);
    r = resolveTopic(url, configs);
  } catch {
    // No address can be made of it.
    return null;
  }
  if (r.kind !== 'path') return null;
  const domain = configs.find((c) => c.websiteTopic === r.topic)?.domain;
  if (!domain) return null;
  const rest = url.pathname.replace(/^\/+[^/]*/, '');
  // Not valid percent-encoding (null): no screen of ours, so the domain may answer it as it will.
  const segments = pathSegments(rest);
  if (segments && matchPageRoute(segments).kind === 'private') return null;
  return `https://${domain}${rest || '/'}${url.search}`;
}
