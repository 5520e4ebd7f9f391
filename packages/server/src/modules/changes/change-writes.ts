import type { ActivityEntityType } from '@app/contract';
import type { Db, Tx } from '../../db/client';
import { assignOrder } from '../../lib/topic-policy';
import type { Actor } from '../activity';
import { publishChange } from './changes';

/* Changes that every area publishes alike, inside the transaction of the write. */

/** A deleted record's 'delete' change: its entry keeps the whole record, so that the deletion can be undone. */
export const publishDeleted = (
  tx: Db | Tx,
  topic: string,
  actor: Actor,
  entityType: ActivityEntityType,
  record: { id: number },
  label: string,
) =>
  publishChange(tx, topic, actor, {
    action: 'delete',
    entityType,
    entityId: record.id,
    entityLabel: label,
    before: record,
  });

/** A new order of the topic's rows (see `assignOrder`), published as one 'reorder' change, not one per row. */
export async function publishReorder(
  tx: Db | Tx,
  topic: string,
  actor: Actor,
  order: { entityType: ActivityEntityType; label: string; ids: number[] },
  rank: (ids: number[]) => Promise<number>,
): Promise<void> {
  await assignOrder(order.ids, rank);
  await publishChange(tx, topic, actor, {
    action: 'reorder',
    entityType: order.entityType,
    entityLabel: order.label,
    changes: { order: [null, order.ids] },
  });
}
