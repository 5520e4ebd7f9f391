import { ACTIVITY_ERRORS } from '@app/contract';
import { conflict, uniqueViolation } from '../../errors';

/**
 * The error a failed restore answers with: another write got there first (the same slug, or the
 * same deletion undone twice at once) when a unique constraint refused it; else the error itself.
 */
export function restoreConflict(err: unknown, slug: string): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === null) return err;
  return conflict(
    constraint.includes('slug') ? ACTIVITY_ERRORS.slugClash(slug) : ACTIVITY_ERRORS.alreadyExists,
  );
}
