import { ACTIVITY_ERRORS, type ActivityEntityType } from '@app/contract';
import type { Db, Tx } from '../../db/client';
import { conflict, uniqueViolation } from '../../errors';
import { assignOrder } from '../../lib/topic-policy';
import { type Actor, recordActivity } from './activity-record';

/*
 * Writes that every area logs alike. Each is called inside the transaction of the write, so that
 * the change and its entry are kept or lost together.
 */

/** A deleted record's 'delete' entry: it keeps the whole record, so that the deletion can be undone. */
export const recordDeleted = (
  tx: Db | Tx,
  topic: string,
  actor: Actor,
  entityType: ActivityEntityType,
  record: { id: number },
  label: string,
) =>
  recordActivity(tx, topic, actor, {
    action: 'delete',
    entityType,
    entityId: record.id,
    entityLabel: label,
    before: record,
  });

/** A new order of the topic's rows (see `assignOrder`) and one 'reorder' entry for it, not one per row. */
export async function reorderLogged(
  tx: Db | Tx,
  topic: string,
  actor: Actor,
  order: { entityType: ActivityEntityType; label: string; ids: number[] },
  rank: (ids: number[]) => Promise<number>,
): Promise<void> {
  await assignOrder(order.ids, rank);
  await recordActivity(tx, topic, actor, {
    action: 'reorder',
    entityType: order.entityType,
    entityLabel: order.label,
    changes: { order: [null, order.ids] },
  });
}

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
