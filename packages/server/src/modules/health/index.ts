/**
 * The health module's public file: liveness and readiness. Other modules and the app import the module
 * as `../health` (from the app, `./modules/health`), never one of its files; the linter refuses such
 * an import.
 */
export { healthRoutes } from './health.routes';
