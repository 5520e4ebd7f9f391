/**
 * The admin module's public file: the admin dashboard's overview. Other modules and the app import the
 * module as `../admin` (from the app, `./modules/admin`), never one of its files; the linter refuses
 * such an import.
 */
export { adminRoutes } from './admin.routes';
