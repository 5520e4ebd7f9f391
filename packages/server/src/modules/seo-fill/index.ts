/**
 * The seo-fill module's public file: search-engine text fills. Other modules and the app import the
 * module as `../seo-fill` (from the app, `./modules/seo-fill`), never one of its files; the linter
 * refuses such an import.
 */
export { seoFillRoutes } from './seo-fill.routes';
