/**
 * The crawl module's public file: marketplace crawls and price refreshes. Other modules and the app
 * import the module as `../crawl` (from the app, `./modules/crawl`), never one of its files; the
 * linter refuses such an import.
 */
export { crawlRoutes } from './crawl.routes';
