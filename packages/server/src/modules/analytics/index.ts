/**
 * The analytics module's public file: visits, their daily rollups and the analytics screens' reads.
 * Other modules and the app import the module as `../analytics` (from the app, `./modules/analytics`),
 * never one of its files; the linter refuses such an import.
 */
export { analyticsModule } from './analytics.routes';
