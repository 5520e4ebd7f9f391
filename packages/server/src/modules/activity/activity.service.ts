import {
  ACTIVITY_ERRORS,
  type ActivityEntry,
  type ActivityList,
  type ActivityListQuery,
  isRestorable,
  RESTORABLE_ENTITY_TYPES,
} from '@app/contract';
import type { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { type PageRequest, paged } from '../../lib/paging';
import type { ActivityFilter, ActivityRepository, ActivityRow } from './activity.repository';
import type { Snapshot } from './activity-diff';
import type { Actor } from './activity-record';

export const toActivityEntry = (r: ActivityRow): ActivityEntry => ({
  id: r.id,
  userId: r.userId,
  userEmail: r.userEmail,
  action: r.action,
  entityType: r.entityType,
  entityId: r.entityId,
  entityLabel: r.entityLabel,
  changes: (r.changes ?? {}) as ActivityEntry['changes'],
  snapshot: (r.snapshot ?? null) as ActivityEntry['snapshot'],
  restorable: isRestorable(r.entityType) && r.snapshot !== null && r.entityId !== null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Writes a snapshot back through the record's own service, which logs it as 'restore': `update`
 * for a version of a record that exists, `recreate` for a deleted record.
 */
export type Restorer = {
  update: (topic: string, actor: Actor, id: number, snapshot: Snapshot) => Promise<unknown>;
  recreate: (topic: string, actor: Actor, snapshot: Snapshot) => Promise<unknown>;
};

const parsedOr400 = <S extends z.ZodType>(schema: S, value: unknown): z.infer<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw badRequest(`${ACTIVITY_ERRORS.notRestorable}: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
};

/**
 * A restorer that sends the snapshot's editable fields (those of the record's update body) to
 * `update`, the same checks and transaction as an edit by hand; and a deleted record, read as
 * the API's record, to `recreate`.
 */
export function restorerOf<S extends z.ZodObject, R extends z.ZodType>(
  body: S,
  update: (topic: string, actor: Actor, id: number, body: z.infer<S>) => Promise<unknown>,
  record: R,
  recreate: (topic: string, actor: Actor, deleted: z.infer<R>) => Promise<unknown>,
): Restorer {
  const keys = Object.keys(body.shape);
  return {
    update: (topic, actor, id, snapshot) => {
      const fields = Object.fromEntries(keys.filter((k) => k in snapshot).map((k) => [k, snapshot[k]]));
      return update(topic, actor, id, parsedOr400(body, fields));
    },
    recreate: (topic, actor, snapshot) => recreate(topic, actor, parsedOr400(record, snapshot)),
  };
}

/** A restorable kind of record (the contract's list). */
export type RestorableEntityType = (typeof RESTORABLE_ENTITY_TYPES)[number];

/**
 * Who restores each kind of record: the module that owns the records registers its restorer, so
 * the activity log depends on none of them.
 */
export function restorerRegistry() {
  const byType: Partial<Record<string, Restorer>> = {};
  return {
    byType,
    register(entityType: RestorableEntityType, restorer: Restorer) {
      if (byType[entityType]) throw new Error(`a restorer for '${entityType}' is registered already`);
      byType[entityType] = restorer;
    },
    /** The restorable kinds no module has registered a restorer for. */
    missing: () => RESTORABLE_ENTITY_TYPES.filter((t) => !byType[t]),
  };
}
export type RestorerRegistry = Pick<ReturnType<typeof restorerRegistry>, 'register'>;

export function activityService(repo: ActivityRepository, restorers: Partial<Record<string, Restorer>>) {
  /** A record's newest entry: the one a restore just wrote. */
  const latestOf = async (topic: string, entityType: string, entityId: number) => {
    const { rows } = await repo.page(topic, { entityType, entityId }, { page: 1, pageSize: 1 });
    return toActivityEntry(rows[0]!);
  };
  return {
    async list(topic: string, q: ActivityListQuery): Promise<ActivityList> {
      const filter: ActivityFilter = { userId: q.userId, entityType: q.entityType, from: q.from, to: q.to };
      const [{ rows, total }, people] = await Promise.all([repo.page(topic, filter, q), repo.people(topic)]);
      return { ...paged(rows.map(toActivityEntry), total, q), people };
    },

    async ofRecord(topic: string, entityType: string, entityId: number, p: PageRequest) {
      const { rows, total } = await repo.page(topic, { entityType, entityId }, p);
      return paged(rows.map(toActivityEntry), total, p);
    },

    /** Writes the entry's version back; the restore is itself an entry, returned. */
    async restore(topic: string, actor: Actor, entryId: number): Promise<ActivityEntry> {
      const entry = await repo.byId(topic, entryId);
      if (!entry) throw notFound(ACTIVITY_ERRORS.notFound);
      const restorer = restorers[entry.entityType];
      if (!isRestorable(entry.entityType) || !restorer) throw badRequest(ACTIVITY_ERRORS.notRestorable);
      const snapshot = entry.snapshot as Snapshot | null;
      if (!snapshot || entry.entityId === null) throw badRequest(ACTIVITY_ERRORS.nothingToRestore);
      if (entry.action === 'delete') {
        // The record comes back under its old id; the service refuses with its own 409s.
        await restorer.recreate(topic, actor, { ...snapshot, id: entry.entityId });
        return latestOf(topic, entry.entityType, entry.entityId);
      }
      try {
        await restorer.update(topic, actor, entry.entityId, snapshot);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) throw conflict(ACTIVITY_ERRORS.recordGone);
        if (err instanceof AppError && err.statusCode === 409) {
          const slug = String(snapshot.slug ?? snapshot.itemSlug ?? '');
          throw conflict(ACTIVITY_ERRORS.slugClash(slug));
        }
        throw err;
      }
      return latestOf(topic, entry.entityType, entry.entityId);
    },

    /** Retention: the topic's entries older than `days` go. */
    purge: (topic: string, days: number) => repo.deleteOlderThan(topic, days),
  };
}
export type ActivityService = ReturnType<typeof activityService>;
