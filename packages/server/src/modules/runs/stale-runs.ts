import type { Database } from '../../db/client';

/**
 * On PostgreSQL other processes may be working on runs: only a run whose heartbeat went silent
 * this long (a dozen beats missed) counts as abandoned.
 */
export const STALE_AFTER_MS = 60_000;

/**
 * The heartbeat before which a process starting up fails the active runs it finds. One process
 * owns the embedded database, so there every run still marked active at start-up was left by a
 * process that is gone: the cut-off lies a little ahead, past any heartbeat written this instant.
 * On PostgreSQL other processes may be working on runs, so only silent ones count.
 */
export function staleAtStartUp(kind: Database['kind'], now = Date.now()): Date {
  return new Date(kind === 'pglite' ? now + 1_000 : now - STALE_AFTER_MS);
}
