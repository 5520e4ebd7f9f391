import { DEFAULT_TOPIC } from './constants';

// The schemas live in their own module so that the web app's first download, which needs the
// helpers below, does not bring zod with it.
export { TopicQuery, TopicSlug } from './topic-schema';

/** Normalises a host name or domain for comparison: lower case, no port, no trailing dot, no `www.`. */
export const normaliseHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.+$/, '')
    .replace(/^www\./, '');

/**
 * A path's segments, percent-decoded; null when one of them is not valid percent-encoding
 * (`%E0%A4%A`), which no page or topic can be named by. The one decoder of page paths.
 */
export function pathSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

export type TopicResolution =
  | { kind: 'domain'; topic: string; basePath: '' }
  | { kind: 'path'; topic: string; basePath: string }
  | { kind: 'landing'; topic: null; basePath: '' };

/**
 * Which topic a URL belongs to. A host that matches a topic's domain is that topic with no
 * path prefix; otherwise the first path segment names the topic; an empty path is the landing.
 * The segment is returned whether or not such a topic exists: callers decide what "unknown" means.
 * A segment that is not valid percent-encoding is returned as written (no topic has such a name);
 * callers that must refuse such an address ask `pathSegments`.
 */
export function resolveTopic(
  url: URL,
  domains: ReadonlyArray<{ websiteTopic: string; domain: string | null }>,
): TopicResolution {
  const host = normaliseHost(url.host);
  const byDomain = domains.find((d) => d.domain && normaliseHost(d.domain) === host);
  if (byDomain) return { kind: 'domain', topic: byDomain.websiteTopic, basePath: '' };
  const first = url.pathname.split('/').filter(Boolean)[0];
  if (!first) return { kind: 'landing', topic: null, basePath: '' };
  const topic = (pathSegments(first)?.[0] ?? first).toLowerCase();
  return { kind: 'path', topic, basePath: `/${topic}` };
}

/** Adds or replaces the `websiteTopic` query parameter of a URL (absolute or relative). */
export function withTopicParam(url: string, topic: string = DEFAULT_TOPIC): string {
  const [beforeHash = '', hash] = url.split('#', 2);
  const [path = '', query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('websiteTopic', topic);
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}
