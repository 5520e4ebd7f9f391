/**
 * The runs module's public file: the rows of long work (crawls, price refreshes, search-engine text
 * fills) in `crawl_runs`. Other modules and the app import the module as `../runs` (from the app,
 * `./modules/runs`), never one of its files; the linter refuses such an import.
 */
export {
  beginLocked,
  type CrawlRunRow,
  type CrawlRunsRepository,
  crawlRunsRepository,
  eventIdOf,
  HEARTBEAT_MS,
  newSessionId,
  type RunMode,
  toProgress,
} from './crawl-runs.repository';
export { STALE_AFTER_MS, staleAtStartUp } from './stale-runs';
