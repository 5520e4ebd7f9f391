/**
 * The auth module's public file: sign-in, accounts and sessions, and the passwords and sessions the
 * team module needs. Other modules and the app import the module as `../auth` (from the app,
 * `./modules/auth`), never one of its files; the linter refuses such an import.
 */
export { authRoutes } from './auth.routes';
export { generatePassword, hashPassword } from './password';
export { sessionsRepository } from './sessions.repository';
export type { NewUser, UserRow } from './users.repository';
