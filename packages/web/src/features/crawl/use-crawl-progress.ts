import { type CrawlProgress, CrawlProgressEvent, ROUTES } from '@app/contract';
import { useEffect } from 'react';

/**
 * Listens to the progress stream while `token` is set. EventSource cannot send headers, so
 * the token travels as a query parameter; the browser reconnects on its own and sends
 * Last-Event-ID. A stream failure is silently ignored (spec section 8).
 */
export function useCrawlProgress(token: string | null, onProgress: (p: CrawlProgress) => void) {
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${ROUTES.crawl.progress}?${new URLSearchParams({ token })}`);
    source.addEventListener('progress', (event) => {
      try {
        const parsed = CrawlProgressEvent.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) onProgress(parsed.data);
      } catch {
        // Ignored: a bad message is no reason to stop listening.
      }
    });
    return () => source.close();
  }, [token, onProgress]);
}
