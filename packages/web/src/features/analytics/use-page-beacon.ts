import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { send } from './beacon';

/*
 * The storefront's visit counting: one small beacon per page view (client-side navigations
 * included) and per click out to the marketplace. No cookie, no identifier: the server derives
 * a daily visitor hash it cannot reverse. Admin and edit screens are not visits to the shop.
 */

const NOT_A_VISIT = /\/(admin|login)(\/|$)|\/edit$|\/new$|\/bulk-create$/;

/** The referring page on the document's first view, if it is another site; later views have none. */
let firstView = true;
function externalReferrer(): string | null {
  if (!firstView) return null;
  firstView = false;
  try {
    const ref = document.referrer;
    return ref && new URL(ref).origin !== window.location.origin ? ref : null;
  } catch {
    return null;
  }
}

/** The location key last counted, so that React's double effects in development count once. */
let lastCounted: string | null = null;

/** Sends a page-view beacon whenever the route changes. Call once, in the storefront's layout. */
export function usePageBeacon(): void {
  const location = useLocation();
  useEffect(() => {
    const path = window.location.pathname;
    if (lastCounted === location.key || NOT_A_VISIT.test(path)) return;
    lastCounted = location.key;
    send({ kind: 'pageview', path, referrer: externalReferrer() });
  }, [location.key]);
}
