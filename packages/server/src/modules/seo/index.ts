/**
 * The seo module's public file: server-rendered page heads, JSON-LD, sitemaps and robots.txt. Other
 * modules and the app import the module as `../seo` (from the app, `./modules/seo`), never one of its
 * files; the linter refuses such an import.
 */
export { type PageMeta, renderHead } from './head';
export { injectHead } from './html';
export { matchPageRoute } from './page-route';
export type { RenderRead } from './render-reads';
export { originOf, seoRoutes } from './seo.routes';
