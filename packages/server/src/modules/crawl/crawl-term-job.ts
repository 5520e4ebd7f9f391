import pLimit from 'p-limit';
import type { Tx } from '../../db/client';
import { namesOf } from '../activity/activity-names';
import { type Actor, recordActivity } from '../activity/activity-record';
import type { CrawlRunsRepository } from '../runs/crawl-runs.repository';
import type { CrawlImportRepository, ImportedPage } from './crawl-import.repository';
import type { CrawlReportsRepository } from './crawl-reports.repository';
import type { CrawlReviewRepository } from './crawl-review.repository';
import type { RunContext } from './run-context';
import type { RunTracker } from './run-tracker';
import { type BrandRef, crawlTerm } from './term-crawler';

export type CrawlTermJobDeps = {
  runs: CrawlRunsRepository;
  importer: CrawlImportRepository;
  review: CrawlReviewRepository;
  reports: CrawlReportsRepository;
};

/**
 * The log entry of one imported result page. A crawl imports each page in a transaction of its
 * own (a crawl stopped on page 5 keeps pages 1 to 4, and no transaction stays open while the
 * marketplace is read), so the entry is one per page, written in that page's transaction: a page
 * holds a few dozen items at most, so a crawl of a thousand items writes a few dozen entries, not
 * a thousand. A page that only confirmed what the site had changed nothing and writes none.
 */
async function logImportedPage(
  tx: Tx,
  topic: string,
  actor: Actor,
  sessionId: string,
  term: string,
  page: ImportedPage,
) {
  if (page.touched.length === 0) return;
  await recordActivity(tx, topic, actor, {
    action: 'import',
    entityType: 'crawlRun',
    entityLabel: `Crawl of "${term}": ${page.itemsCreated} items created, ${page.itemsUpdated} updated`,
    changes: {
      term: [null, term],
      session: [null, sessionId],
      itemsCreated: [null, page.itemsCreated],
      itemsUpdated: [null, page.itemsUpdated],
      items: [null, namesOf(page.touched)],
    },
  });
}

/**
 * One term of a crawl run, page by page: what it finds is looked up, imported or put in review,
 * reported, and counted on the run.
 */
export function crawlTermJob(d: CrawlTermJobDeps, tracker: RunTracker) {
  /** Imports of one process run one at a time, so two terms never race to create one brand. */
  const importQueue = pLimit(1);
  return (
    topic: string,
    actor: Actor,
    sessionId: string,
    term: string,
    brand: BrandRef | null,
    ctx: RunContext,
  ) =>
    crawlTerm({
      term,
      brand,
      ...ctx,
      lookup: async (ids) => ({
        items: await d.importer.knownItems(topic, ids),
        review: await d.review.states(topic, ids),
      }),
      importPage: (placed) =>
        importQueue(() =>
          d.importer.importItems(topic, placed, (tx, page) =>
            logImportedPage(tx, topic, actor, sessionId, term, page),
          ),
        ),
      review: async (waiting, imported) => {
        await d.review.put(topic, sessionId, waiting);
        await d.review.remove(topic, imported);
      },
      onPage: async (found, imported, report) => {
        await d.reports.merge(topic, sessionId, report);
        await tracker.publish(
          await d.runs.bump(topic, sessionId, { totalItems: found, crawledItems: imported }, tracker.tick()),
          term,
        );
      },
    });
}
export type CrawlTermJob = ReturnType<typeof crawlTermJob>;
