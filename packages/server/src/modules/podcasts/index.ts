/**
 * The podcasts module's public file: podcasts. Other modules and the app import the module as
 * `../podcasts` (from the app, `./modules/podcasts`), never one of its files; the linter refuses such
 * an import.
 */
export { podcastsRoutes } from './podcasts.routes';
