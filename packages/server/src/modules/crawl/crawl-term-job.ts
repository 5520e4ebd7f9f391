import pLimit from 'p-limit';
import type { Tx } from '../../db/client';
import type { Actor } from '../activity';
import { namesOf } from '../activity';
import { publishChange } from '../changes';
import type { CrawlRunsRepository } from '../runs';
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
 * The change of one imported result page. A crawl imports each page in a transaction of its own
 * (a crawl stopped on page 5 keeps pages 1 to 4, and no transaction stays open while the
 * marketplace is read), so the change is one per page, published in that page's transaction: a
 * page holds a few dozen items at most, so a crawl of a thousand items writes a few dozen
 * entries, not a thousand. A page that only confirmed what the site had writes no entry, but its
 * prices are fresher, which the storefront shows: its caches retire all the same.
 */
async function publishImportedPage(
  tx: Tx,
  topic: string,
  actor: Actor,
  sessionId: string,
  term: string,
  page: ImportedPage,
) {
  await publishChange(tx, topic, actor, {
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
    ...(page.touched.length === 0 ? { log: false as const } : {}),
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
            publishImportedPage(tx, topic, actor, sessionId, term, page),
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
