import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsSettings } from './analytics.config';
import type { VisitEvent } from './analytics.repository';

type Writer = (events: VisitEvent[]) => Promise<void>;
type Pending = { event: VisitEvent; tries: number };

const MAX_TRIES = 3;

/**
 * Beacons wait here and are written in batches, one transaction each, every `flushIntervalMs`
 * or as soon as `batchSize` are waiting: a burst of visitors costs the database a few upserts,
 * and a visitor's request never waits for the database. Only one flush runs at a time.
 */
export function visitBuffer(write: Writer, settings: AnalyticsSettings, log: FastifyBaseLogger) {
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  let busy = false;
  let dropped = 0;

  const schedule = (ms: number) => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, ms);
    timer.unref();
  };

  async function drain(): Promise<void> {
    busy = true;
    try {
      await drainAll();
    } finally {
      busy = false;
    }
  }

  async function drainAll(): Promise<void> {
    // Beacons that arrive while a batch is written join the next turn of this loop.
    while (pending.length > 0) {
      const batch = pending.slice(0, settings.batchSize);
      pending = pending.slice(batch.length);
      try {
        await write(batch.map((p) => p.event));
      } catch (err) {
        // Put the batch back for the next flush, unless it keeps failing (then it is bad data).
        const retry = batch.filter((p) => ++p.tries < MAX_TRIES);
        pending = [...retry, ...pending];
        log.error({ err, events: batch.length, kept: retry.length }, 'analytics: writing visits failed');
        if (pending.length > 0) schedule(settings.flushIntervalMs);
        return;
      }
    }
  }

  /** Writes everything waiting now; resolves when it is in the database (or has failed). */
  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const done = chain.then(drain);
    chain = done.catch(() => {});
    return done;
  }

  return {
    push(event: VisitEvent) {
      if (pending.length >= settings.maxBuffered) {
        if (dropped++ % 1000 === 0) log.warn({ dropped }, 'analytics: buffer full, visits dropped');
        return;
      }
      pending.push({ event, tries: 0 });
      if (pending.length >= settings.batchSize) {
        if (!busy) void flush();
      } else schedule(settings.flushIntervalMs);
    },
    flush,
    get size() {
      return pending.length;
    },
  };
}
export type VisitBuffer = ReturnType<typeof visitBuffer>;
