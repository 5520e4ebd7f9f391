import type { ActivityEntityType } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { activityLog } from '../../db/schema';
import { type Changes, diffOf, type Snapshot, toSnapshot } from './activity-diff';

/** Who made a change; kept as written, since the person may be removed later. */
export type Actor = { userId: number | null; email: string };

/** Writes done outside a request (the seed, a crawl) are the system's. */
export const SYSTEM_ACTOR: Actor = { userId: null, email: 'system' };

/** The signed-in person of a request (`sub` is the user's id). */
export function actorOf(request: FastifyRequest): Actor {
  const id = Number(request.user?.sub);
  return { userId: Number.isInteger(id) && id > 0 ? id : null, email: request.user?.email ?? '' };
}

export type ActivityAction = 'create' | 'update' | 'delete' | 'restore' | 'reorder' | 'import';

export type ActivityInput = {
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId?: number | null;
  entityLabel: string;
  /**
   * The record before and after; the diff is taken from them. The snapshot is `after`, or for a
   * delete the whole deleted record (`before`), so that the deletion can be undone.
   */
  before?: object | null;
  after?: object | null;
  /** Given instead of a diff, for changes that are not one record's fields (a reorder, an import). */
  changes?: Changes;
};

const rowOf = (topic: string, actor: Actor, entry: ActivityInput) => {
  const before: Snapshot | null = entry.before ? toSnapshot(entry.before) : null;
  const after: Snapshot | null = entry.after ? toSnapshot(entry.after) : null;
  return {
    websiteTopic: topic,
    userId: actor.userId,
    userEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel.slice(0, 300),
    changes: entry.changes ?? diffOf(before, after),
    snapshot: after ?? (entry.action === 'delete' ? before : null),
  };
};

/**
 * The activity log's reaction to published changes (`modules/changes`), in the transaction that
 * made them, so that a change and its entry are kept or lost together; in few statements.
 * Nothing else calls it: a write publishes its change, and its caches retire with the entry.
 */
export async function recordActivities(
  tx: Db | Tx,
  topic: string,
  actor: Actor,
  entries: readonly ActivityInput[],
) {
  // PostgreSQL takes at most 65,535 parameters a statement.
  for (let i = 0; i < entries.length; i += 500) {
    await tx.insert(activityLog).values(entries.slice(i, i + 500).map((e) => rowOf(topic, actor, e)));
  }
}
