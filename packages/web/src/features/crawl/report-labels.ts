import type { CrawlMode, CrawlReport, CrawlRun, CrawlSkipReason, CrawlStatus } from '@app/contract';

/** What each reason of a run report means to the owner. */
export const SKIP_REASON_LABELS: Record<CrawlSkipReason, string> = {
  sponsored: 'Sponsored repeats of results already taken',
  duplicate: 'Found twice in the same search',
  'other brand': 'Items of another of your brands',
  'awaiting brand review': 'Waiting in Brands to review',
  'dismissed brand': 'Brands you dismissed',
  unreadable: 'Result cards without a title, id or link',
  'unknown currency': 'Prices in a currency the page did not name',
  refused: 'Next page on another website (not followed)',
  loop: 'Next page already read (not read again)',
};

const MODE_LABELS: Record<CrawlMode, string> = {
  all: 'All brands',
  empty: 'Brands without items',
  term: 'Search terms',
  refresh: 'Price refresh',
};

/** A run's one-line name: its kind and the terms it crawled. */
export function runTitle(run: Pick<CrawlRun, 'mode' | 'terms'>): string {
  if (run.mode !== 'term') return `${MODE_LABELS[run.mode]} (${run.terms.length})`;
  const shown = run.terms.slice(0, 3).map((t) => `“${t}”`);
  const more = run.terms.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export const STATUS_COLORS: Record<CrawlStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  queued: 'info',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'warning',
};

export const skippedTotal = (r: CrawlReport) =>
  Object.values(r.skipped).reduce((sum: number, n) => sum + (n ?? 0), 0);
