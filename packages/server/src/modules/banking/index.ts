/**
 * The banking module's public file: a topic's banking records. Other modules and the app import the
 * module as `../banking` (from the app, `./modules/banking`), never one of its files; the linter
 * refuses such an import.
 */
export { bankingRoutes } from './banking.routes';
