import { createHash } from 'node:crypto';
import type { Device } from '@app/contract';
import { isbot } from 'isbot';

/*
 * What the server learns from a beacon's request, reduced to what analytics needs: a device
 * class, a browser family, a place, and a hash that cannot be turned back into an address.
 */

/** Crawlers, link previews, headless browsers, scripts, and clients that send no agent at all. */
export const isBotAgent = (ua: string) => ua.trim() === '' || isbot(ua);

export function deviceOf(ua: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The browser family; order matters, since Edge and Opera also say Chrome, and Chrome says Safari. */
export function browserOf(ua: string): string {
  const families: Array<[RegExp, string]> = [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  return families.find(([re]) => re.test(ua))?.[1] ?? 'Other';
}

/**
 * Plausible's way of counting without cookies: a day's salt makes the same person a different
 * hash tomorrow, and once the salt is deleted no one can link a hash to an address.
 */
export const visitorHash = (salt: string, ip: string, ua: string, topic: string) =>
  createHash('sha256').update(`${salt}\u0000${ip}\u0000${ua}\u0000${topic}`).digest('base64url').slice(0, 22);

/** The referring host without `www.`, or '' for none, a malformed one, or this site itself. */
export function referrerHost(referrer: string | null | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const own = ownHost
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '');
    return host === own ? '' : host.slice(0, 253);
  } catch {
    return '';
  }
}

/** A page's path without query or fragment: search terms and tokens stay out of the records. */
export const cleanPath = (path: string) => (path.split(/[?#]/)[0] ?? '/').slice(0, 500) || '/';

/** An outbound address without its query (affiliate tags, tracking): origin and path only. */
export function cleanTarget(target: string): string {
  try {
    const url = new URL(target);
    return `${url.origin}${url.pathname}`.slice(0, 1000);
  } catch {
    return '';
  }
}
