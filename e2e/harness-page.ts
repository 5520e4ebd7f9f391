import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** A request the page sends for `settled` itself: answered at once, and not one of the page's own. */
const MARKER = '/healthz?settled';
const isMarker = (r: Request) => r.url().endsWith(MARKER);

/**
 * Follows the page's requests from now on (so call it before the page goes to work).
 * `settled()` resolves once the page has had every chance to act on what it has: none of its
 * requests is unanswered (those `except` picks aside), and a request it sends after the tasks it
 * had queued comes back with no other sent meanwhile. For checks that something does not happen;
 * the page's timers are not waited for (move its clock for those).
 */
export function followRequests(page: Page) {
  const pending = new Set<Request>();
  let sent = 0;
  page.on('request', (r) => {
    sent += 1;
    pending.add(r);
  });
  const answered = (r: Request) => pending.delete(r);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const unanswered = (except: (r: Request) => boolean) =>
    [...pending].filter((r) => !isMarker(r) && !except(r)).length;

  return {
    async settled({ except = () => false }: { except?: (r: Request) => boolean } = {}) {
      for (let round = 0; round < 20; round++) {
        await expect.poll(() => unanswered(except), { timeout: 15_000 }).toBe(0);
        const before = sent;
        await page.evaluate(async (marker) => {
          // A message is a task queued behind the page's own (React's scheduler posts them too),
          // and unlike a timer it is not held by a paused clock.
          await new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          });
          await fetch(marker);
        }, MARKER);
        if (sent === before + 1 && unanswered(except) === 0) return;
      }
      throw new Error('the page kept sending requests');
    },
  };
}
