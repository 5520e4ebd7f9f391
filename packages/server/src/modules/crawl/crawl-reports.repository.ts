import type { CrawlReport, CrawlRun } from '@app/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crawlRuns } from '../../db/schema';
import { mergeReports, readReport } from './crawl-report';

/** The crawl modes whose runs carry a crawl report. */
const REPORTED_MODES = ['all', 'empty', 'term'] as const;

/** Crawl runs' reports: merged once per result page, read with the recent runs. */
export const crawlReportsRepository = (db: Db) => ({
  /**
   * Adds a page's report to its run's. The row is locked while the two are merged, so terms
   * crawled at once (crawl-all) or by other processes (a term list) never lose each other's counts.
   */
  async merge(topic: string, sessionId: string, delta: CrawlReport): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ report: crawlRuns.report })
        .from(crawlRuns)
        .where(and(eq(crawlRuns.websiteTopic, topic), eq(crawlRuns.sessionId, sessionId)))
        .for('update');
      if (!row) return;
      await tx
        .update(crawlRuns)
        .set({ report: mergeReports(readReport(row.report), delta) })
        .where(and(eq(crawlRuns.websiteTopic, topic), eq(crawlRuns.sessionId, sessionId)));
    });
  },

  /** The topic's latest crawl runs, newest first. */
  async recent(topic: string, limit: number): Promise<CrawlRun[]> {
    const rows = await db
      .select()
      .from(crawlRuns)
      .where(and(eq(crawlRuns.websiteTopic, topic), inArray(crawlRuns.mode, [...REPORTED_MODES])))
      .orderBy(desc(crawlRuns.startedAt))
      .limit(limit);
    return rows.map((r) => ({
      sessionId: r.sessionId,
      mode: r.mode as CrawlRun['mode'],
      status: r.status,
      terms: r.terms.slice(0, 50),
      errors: r.errors.slice(-20).map((e) => e.slice(0, 300)),
      report: readReport(r.report),
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
    }));
  },
});
export type CrawlReportsRepository = ReturnType<typeof crawlReportsRepository>;
