import {
  CRAWL_REPORT_EXAMPLES,
  CRAWL_SKIP_REASONS,
  CrawlReport,
  type CrawlReportExample,
  type CrawlSkipReason,
  emptyCrawlReport,
} from '@app/contract';

/** Counts one thing left out, keeping it as an example while the report has room. */
export function addSkip(
  report: CrawlReport,
  reason: CrawlSkipReason,
  example: Omit<CrawlReportExample, 'reason'>,
): void {
  report.skipped[reason] = (report.skipped[reason] ?? 0) + 1;
  if (report.examples.length < CRAWL_REPORT_EXAMPLES)
    report.examples.push({
      reason,
      title: example.title.slice(0, 200),
      externalId: example.externalId,
      detail: example.detail?.slice(0, 300) ?? null,
    });
}

/** Two reports as one: counts added, examples in order up to the bound. */
export function mergeReports(a: CrawlReport, b: CrawlReport): CrawlReport {
  const skipped: CrawlReport['skipped'] = { ...a.skipped };
  for (const reason of CRAWL_SKIP_REASONS) {
    const n = b.skipped[reason];
    if (n) skipped[reason] = (skipped[reason] ?? 0) + n;
  }
  return {
    itemsCreated: a.itemsCreated + b.itemsCreated,
    itemsUpdated: a.itemsUpdated + b.itemsUpdated,
    itemsUnchanged: a.itemsUnchanged + b.itemsUnchanged,
    brandsCreated: a.brandsCreated + b.brandsCreated,
    productPages: a.productPages + b.productPages,
    skipped,
    examples: [...a.examples, ...b.examples].slice(0, CRAWL_REPORT_EXAMPLES),
  };
}

/** A stored report as the contract has it; a run from before reports (`{}`) reads as empty. */
export function readReport(stored: unknown): CrawlReport {
  const parsed = CrawlReport.safeParse({ ...emptyCrawlReport(), ...(stored as object) });
  return parsed.success ? parsed.data : emptyCrawlReport();
}

export const isEmptyReport = (r: CrawlReport) =>
  r.itemsCreated + r.itemsUpdated + r.itemsUnchanged + r.brandsCreated + r.productPages === 0 &&
  Object.keys(r.skipped).length === 0;
