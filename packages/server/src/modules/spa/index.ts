/**
 * The spa module's public file: the web app's pages, rendered on the server. Other modules and the app
 * import the module as `../spa` (from the app, `./modules/spa`), never one of its files; the linter
 * refuses such an import.
 */
export { isRenderRead } from './page-renderer';
export { spaRoutes } from './spa.routes';
