import { DEFAULT_TOPIC, type ResolveReply, type SiteConfig, type SiteConfigLight } from '@app/contract';

/** What start-up learnt about the site: one of four outcomes. */
export type Resolution =
  | { kind: 'site'; topic: string; viaDomain: boolean; config: SiteConfig }
  | { kind: 'landing' }
  | { kind: 'not-found'; topic: string }
  | { kind: 'failed'; error: string };

const firstSegment = (href: string): string | null => {
  const segment = new URL(href).pathname.split('/').filter(Boolean)[0];
  return segment ? decodeURIComponent(segment).toLowerCase() : null;
};

/**
 * Spec section 8: a missing topic in the reply leads to the not-found-for-topic state using the
 * first path segment; at the root of a path-prefixed deployment that is the landing instead.
 */
export function resolutionFromReply(reply: ResolveReply, href: string): Resolution {
  if (reply.data && reply.topic) {
    return { kind: 'site', topic: reply.topic, viaDomain: reply.viaDomain, config: reply.data };
  }
  if (reply.notFoundForTopic) return { kind: 'not-found', topic: reply.notFoundForTopic };
  const segment = firstSegment(href);
  if (!segment && !reply.viaDomain) return { kind: 'landing' };
  return { kind: 'not-found', topic: segment ?? reply.topic ?? DEFAULT_TOPIC };
}

/** A failed resolution whose message says "not found" is the not-found-for-topic state too. */
export function resolutionFromError(error: string, href: string): Resolution {
  if (/not found/i.test(error)) return { kind: 'not-found', topic: firstSegment(href) ?? DEFAULT_TOPIC };
  return { kind: 'failed', error };
}

/** Where a site lives: `/topic` when chosen by path, its own domain's root otherwise. */
export const siteHref = (config: Pick<SiteConfigLight, 'websiteTopic'>) => `/${config.websiteTopic}`;
