import { type BeaconBody, ROUTES } from '@app/contract';
import { OUTBOUND_LINK_SELECTOR } from '../../lib/outbound-link';
import { topicUrl } from '../../lib/topic';

/*
 * Sending the storefront's beacons (see use-page-beacon.ts for page views). Kept apart from the
 * app: clicks out to the marketplace are counted from the first paint, before the app's code runs.
 */

export function send(body: BeaconBody): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  const url = topicUrl(ROUTES.analytics.event);
  const payload = JSON.stringify(body);
  try {
    // Queued by the browser, survives the page being left, never delays it.
    if (navigator.sendBeacon?.(url, new Blob([payload], { type: 'application/json' }))) return;
  } catch {
    // Some privacy tools make sendBeacon throw; fall through to fetch.
  }
  void fetch(url, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {});
}

/** Records a click out to the marketplace ("View on marketplace"). */
function sendOutboundBeacon(url: string): void {
  if (!/^https?:\/\//i.test(url)) return;
  send({ kind: 'outbound', path: window.location.pathname, targetUrl: url });
}

/**
 * Counts every click (and middle click) on a marked link, from the moment the page shows: a server-
 * rendered page's links work before the app runs, and a visitor may follow one at once.
 */
export function listenForOutboundClicks(): void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(OUTBOUND_LINK_SELECTOR);
    if (link instanceof HTMLAnchorElement) sendOutboundBeacon(link.href);
  };
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('auxclick', onClick, { capture: true });
}
