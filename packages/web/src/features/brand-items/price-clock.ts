import { isPriceCurrent, isRecentPriceDrop, type PricedItem } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';

/** Without a site config (it always has one on a storefront page) prices age as by default. */
const DEFAULT_MAX_AGE_HOURS = 24;
/** How often an open page looks again whether a price has aged past the site's limit. */
const TICK_MS = 60_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The browser's clock, to the half minute: stable between two reads of one render. */
function clientNow() {
  const t = Date.now();
  if (t - now > TICK_MS / 2) now = t;
  return now;
}

/**
 * When the page was made, as both sides know it: the moment the server's store resolved the site
 * (its reply's time travels to the browser with the store). 0 on a page not made on the server.
 */
const selectRenderedAt = (state: RootState): number => {
  for (const entry of Object.values(state.api.queries))
    if (entry?.endpointName === 'resolveSiteConfig' && entry.fulfilledTimeStamp)
      return entry.fulfilledTimeStamp;
  return 0;
};

/**
 * The time prices are judged against. The server renders with the time it resolved the site and
 * the browser hydrates with that same time (so both make the same markup); from then on it is the
 * browser's clock, looked at every minute: a page kept in a cache while its prices were fresh, or
 * left open, stops showing a price as soon as it is too old.
 */
export function usePriceNow(): number {
  const renderedAt = useAppSelector(selectRenderedAt);
  return useSyncExternalStore(subscribe, clientNow, () => renderedAt);
}

export const usePriceMaxAgeHours = (): number =>
  useAppSelector((state) => state.siteConfig.current?.priceMaxAgeHours ?? DEFAULT_MAX_AGE_HOURS);

/** Whether the item's price may be shown now, and whether it is a recent drop. */
export function usePriceState(item: PricedItem) {
  const at = usePriceNow();
  const maxAgeHours = usePriceMaxAgeHours();
  return {
    current: isPriceCurrent(item, maxAgeHours, at),
    dropped: isRecentPriceDrop(item, maxAgeHours, at),
  };
}
