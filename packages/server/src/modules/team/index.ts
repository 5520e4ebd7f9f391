/**
 * The team module's public file: a topic's team: people and their roles. Other modules and the app
 * import the module as `../team` (from the app, `./modules/team`), never one of its files; the linter
 * refuses such an import.
 */
export { teamRoutes } from './team.routes';
