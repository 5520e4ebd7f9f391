import type { FastifyBaseLogger } from 'fastify';
import { dbErrorSummary, isBadDataError, isDatabaseUnavailable, serviceUnavailable } from '../../errors';
import type { AnalyticsSettings } from './analytics.config';
import type { VisitEvent } from './visit-rollup';

type Writer = (events: VisitEvent[]) => Promise<void>;
type Pending = { event: VisitEvent; tries: number };

const MAX_TRIES = 3;

/** A write failed for a reason other than its data; `rows` were not written. */
class UnwrittenError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly rows: Pending[],
  ) {
    super('visits not written');
  }
}

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
  let closed = false;

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

  /**
   * Writes a batch. When it fails while the database is up, the batch is halved and each half
   * written on its own until the failing row stands alone: one malformed visit never takes good
   * ones with it. A lone row the database refuses as bad data is dropped (and logged); on any
   * other failure what is still unwritten is thrown back for a later flush.
   */
  async function writeIsolating(batch: Pending[]): Promise<void> {
    const groups = [batch];
    for (let group = groups.shift(); group; group = groups.shift()) {
      try {
        await write(group.map((p) => p.event));
      } catch (err) {
        if (group.length > 1 && !isDatabaseUnavailable(err)) {
          const half = Math.ceil(group.length / 2);
          groups.unshift(group.slice(0, half), group.slice(half));
        } else if (isBadDataError(err)) {
          const { topic, kind } = group[0]?.event ?? {};
          log.warn(
            { ...dbErrorSummary(err), topic, kind },
            'analytics: dropped a visit the database refused',
          );
        } else {
          throw new UnwrittenError(err, [group, ...groups].flat());
        }
      }
    }
  }

  async function drainAll(): Promise<void> {
    // Beacons that arrive while a batch is written join the next turn of this loop.
    while (pending.length > 0) {
      const batch = pending.slice(0, settings.batchSize);
      pending = pending.slice(batch.length);
      try {
        await writeIsolating(batch);
      } catch (err) {
        // Put what is unwritten back for the next flush, unless it keeps failing.
        const unwritten = err instanceof UnwrittenError ? err.rows : batch;
        const cause = err instanceof UnwrittenError ? err.cause : err;
        // While the database is away, visits wait (up to `maxBuffered`) however long it takes.
        const retry = isDatabaseUnavailable(cause)
          ? unwritten
          : unwritten.filter((p) => ++p.tries < MAX_TRIES);
        pending = [...retry, ...pending];
        log.error(
          {
            ...dbErrorSummary(cause),
            events: unwritten.length,
            kept: retry.length,
          },
          'analytics: writing visits failed',
        );
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
    /** Takes a visit; once the buffer is closed it refuses (503), so no visit is answered and then dropped. */
    push(event: VisitEvent) {
      if (closed) throw serviceUnavailable();
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
    /** At shutdown, once no request can bring more: refuses new visits and writes what waits. */
    close(): Promise<void> {
      closed = true;
      return flush();
    },
    get size() {
      return pending.length;
    },
  };
}
export type VisitBuffer = ReturnType<typeof visitBuffer>;
