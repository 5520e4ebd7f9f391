import { randomBytes } from 'node:crypto';
import type { CrawlMode, CrawlProgress } from '@app/contract';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { type Db, LOCK_SPACE } from '../../db/client';
import { crawlRuns } from '../../db/schema';

/**
 * The jobs of crawl_runs (crawls, price refreshes and search-engine text fills), shared by the
 * modules that run them: state, heartbeats and the lock that keeps one job of a kind per topic.
 */

/** The id of a new job, which its progress events and reports carry. */
export const newSessionId = () => `srv-${Date.now()}-${randomBytes(4).toString('hex')}`;

export type CrawlRunRow = typeof crawlRuns.$inferSelect;
/** Every kind of job kept in crawl_runs: crawls, and search-engine text fills (`seo-*`). */
export type RunMode = CrawlRunRow['mode'];
// A price refresh is a crawl run too: the crawl screen shows it, and neither runs beside the other.
const CRAWL_MODES: RunMode[] = ['all', 'empty', 'term', 'refresh'];
const active = inArray(crawlRuns.status, ['queued', 'running']);
/** How often the process working on a run touches the run's heartbeat. */
export const HEARTBEAT_MS = 5_000;
/** Progress events carry at most this many error lines (a NOTIFY payload is limited to 8000 bytes). */
const MAX_ERRORS_SHOWN = 10;

export const toProgress = (r: CrawlRunRow, currentTerm: string | null = null): CrawlProgress => ({
  sessionId: r.sessionId,
  totalBrands: r.totalBrands,
  totalItems: r.totalItems,
  crawledBrands: r.crawledBrands,
  crawledItems: r.crawledItems,
  status: r.status,
  mode: r.mode as CrawlMode,
  currentTerm,
  errors: r.errors.slice(-MAX_ERRORS_SHOWN).map((e) => e.slice(0, 300)),
});

/** Progress event ids are the run's heartbeat in milliseconds, so a reconnect can compare them. */
export const eventIdOf = (r: CrawlRunRow) => r.heartbeatAt.getTime();

/** A run nobody works on any more ends failed, saying why. */
const failedWith = (message: string) => ({
  status: 'failed' as const,
  finishedAt: new Date(),
  errors: sql`${crawlRuns.errors} || ${JSON.stringify([message])}::jsonb`,
});

const RUN_LOCK_PREFIX = 'run:';
/** The advisory lock a process holds while it works on a run (see `failOrphans`). */
export const runLockKey = (sessionId: string) => `${RUN_LOCK_PREFIX}${sessionId}`;

export type CounterDelta = {
  totalBrands?: number;
  totalItems?: number;
  crawledBrands?: number;
  crawledItems?: number;
};

/**
 * Jobs of the given modes (the crawl's by default): the search-engine text fill keeps its runs
 * in the same table with modes of its own, and each kind sees only its own runs.
 */
export const crawlRunsRepository = (
  db: Db,
  modes: readonly RunMode[] = CRAWL_MODES,
  ours = inArray(crawlRuns.mode, [...modes]),
) => ({
  /**
   * Fails the topic's active runs whose process is gone: a live run's process holds the advisory
   * lock `runLockKey(sessionId)` on its own connection, and PostgreSQL drops it with the process.
   */
  async failOrphans(topic: string, message: string): Promise<CrawlRunRow[]> {
    const held = sql`exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.granted
      and l.objsubid = 2 and l.classid::text::bigint = ${LOCK_SPACE}
      and l.objid::text::bigint = (hashtext(${RUN_LOCK_PREFIX} || ${crawlRuns.sessionId})::bigint & 4294967295))`;
    return db
      .update(crawlRuns)
      .set(failedWith(message))
      .where(and(eq(crawlRuns.websiteTopic, topic), ours, active, sql`not ${held}`))
      .returning();
  },

  async running(topic: string): Promise<CrawlRunRow | null> {
    const [row] = await db
      .select()
      .from(crawlRuns)
      .where(and(eq(crawlRuns.websiteTopic, topic), ours, active))
      .limit(1);
    return row ?? null;
  },

  async latest(topic: string, sessionId?: string): Promise<CrawlRunRow | null> {
    const [row] = await db
      .select()
      .from(crawlRuns)
      .where(
        and(
          eq(crawlRuns.websiteTopic, topic),
          ours,
          sessionId ? eq(crawlRuns.sessionId, sessionId) : undefined,
        ),
      )
      .orderBy(desc(crawlRuns.heartbeatAt))
      .limit(1);
    return row ?? null;
  },

  /**
   * Starts (or, for the next term of a term list, resumes) the run of this session id. Null when
   * the id belongs to a running run or to another topic.
   */
  async begin(
    topic: string,
    sessionId: string,
    mode: RunMode,
    terms: string[],
    totalBrands: number,
    startedBy: number | null,
    at: Date,
  ): Promise<CrawlRunRow | null> {
    const [row] = await db
      .insert(crawlRuns)
      .values({
        sessionId,
        websiteTopic: topic,
        mode,
        terms,
        totalBrands,
        startedBy,
        status: 'running',
        heartbeatAt: at,
        startedAt: at,
      })
      .onConflictDoUpdate({
        target: crawlRuns.sessionId,
        set: {
          mode,
          status: 'running',
          terms: sql`${crawlRuns.terms} || excluded.terms`,
          totalBrands: sql`${crawlRuns.totalBrands} + excluded.total_brands`,
          heartbeatAt: at,
          finishedAt: null,
        },
        setWhere: and(eq(crawlRuns.websiteTopic, topic), ne(crawlRuns.status, 'running'), ours),
      })
      .returning();
    return row ?? null;
  },

  /** Adds to the run's counters and touches its heartbeat; null when the topic holds no such run. */
  async bump(
    topic: string,
    sessionId: string,
    d: CounterDelta,
    at: Date,
    error?: string,
  ): Promise<CrawlRunRow | null> {
    const [row] = await db
      .update(crawlRuns)
      .set({
        totalBrands: sql`${crawlRuns.totalBrands} + ${d.totalBrands ?? 0}`,
        totalItems: sql`${crawlRuns.totalItems} + ${d.totalItems ?? 0}`,
        crawledBrands: sql`${crawlRuns.crawledBrands} + ${d.crawledBrands ?? 0}`,
        crawledItems: sql`${crawlRuns.crawledItems} + ${d.crawledItems ?? 0}`,
        heartbeatAt: at,
        ...(error ? { errors: sql`${crawlRuns.errors} || ${JSON.stringify([error])}::jsonb` } : {}),
      })
      .where(and(eq(crawlRuns.websiteTopic, topic), eq(crawlRuns.sessionId, sessionId)))
      .returning();
    return row ?? null;
  },

  /** Ends a running run; a run cancelled meanwhile keeps its status. Null when the topic holds no such run. */
  async finish(
    topic: string,
    sessionId: string,
    status: 'succeeded' | 'failed' | 'cancelled',
    at: Date,
    error?: string,
  ): Promise<CrawlRunRow | null> {
    const [row] = await db
      .update(crawlRuns)
      .set({
        status: sql`case when ${crawlRuns.status} = 'running' then ${status} else ${crawlRuns.status} end`,
        finishedAt: sql`coalesce(${crawlRuns.finishedAt}, ${at.toISOString()}::timestamptz)`,
        heartbeatAt: at,
        ...(error ? { errors: sql`${crawlRuns.errors} || ${JSON.stringify([error])}::jsonb` } : {}),
      })
      .where(and(eq(crawlRuns.websiteTopic, topic), eq(crawlRuns.sessionId, sessionId)))
      .returning();
    return row ?? null;
  },

  /** Marks the topic's active runs cancelled; returns them. */
  async cancelActive(topic: string, at: Date): Promise<CrawlRunRow[]> {
    return db
      .update(crawlRuns)
      .set({ status: 'cancelled', finishedAt: at, heartbeatAt: at })
      .where(and(eq(crawlRuns.websiteTopic, topic), ours, active))
      .returning();
  },

  async deleteAll(topic: string): Promise<void> {
    await db.delete(crawlRuns).where(and(eq(crawlRuns.websiteTopic, topic), ours));
  },

  /**
   * Runs nobody is working on any more fail: every active run whose heartbeat is older than
   * `staleBefore` (see `staleAtStartUp`).
   */
  async failStale(staleBefore: Date, message: string): Promise<CrawlRunRow[]> {
    return db
      .update(crawlRuns)
      .set(failedWith(message))
      .where(and(ours, active, lt(crawlRuns.heartbeatAt, staleBefore)))
      .returning();
  },
});
export type CrawlRunsRepository = ReturnType<typeof crawlRunsRepository>;

/**
 * Begins a run under its lock (see `failOrphans`). The lock comes first, so no process ever sees
 * the run active without it. Null, with the lock given back, when the session id is taken.
 */
export async function beginLocked(
  runs: CrawlRunsRepository,
  holdLock: (key: string) => Promise<() => Promise<void>>,
  ...args: Parameters<CrawlRunsRepository['begin']>
): Promise<{ row: CrawlRunRow; release: () => Promise<void> } | null> {
  const release = await holdLock(runLockKey(args[1]));
  try {
    const row = await runs.begin(...args);
    if (row) return { row, release };
  } catch (err) {
    await release();
    throw err;
  }
  await release();
  return null;
}
