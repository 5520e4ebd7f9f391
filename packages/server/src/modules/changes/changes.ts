import type { Db, Tx } from '../../db/client';
import { type ActivityInput, type Actor, recordActivities } from '../activity';

/*
 * The one path of a write's reactions (Vendure's EventBus and ProductEvent, kept small): a write
 * publishes what it changed inside its transaction, and the subscribers react.
 * - In the transaction: the activity log's entry, kept or lost with the change.
 * - After the commit, once, never for a rolled-back write: the subscribers of `onCommitted` (in
 *   `plugins/http-cache.ts`: the topic's cached replies and rendered pages retired, other
 *   processes told).
 *
 * "After the commit" is the database's `transaction` wrapped: the changes published in it are
 * collected and handed over when it has resolved, before its caller goes on, so the reply of a
 * write is sent after its topic's caches are retired. (A `pg_notify` inside the transaction is
 * also delivered only on commit, on PostgreSQL and on PGlite alike, but it reaches a listener
 * after the commit's round trip, possibly after the reply has gone, and the app's notices travel
 * over `Database.notify`, in memory on PGlite; so the cache's subscriber retires its own entries
 * and sends the notice once the transaction has resolved.)
 */

export type ChangeInput = ActivityInput & {
  /**
   * `false` for a change visitors see but the log would only be noise of: a crawl's page or a
   * price refresh that only confirmed what the site showed (its prices are fresher now). Caches
   * retire; no entry.
   */
  log?: false;
};

/** What subscribers after the commit are handed. */
export type Change = ChangeInput & { topic: string; actor: Actor };

export type ChangeSubscriber = (changes: readonly Change[]) => Promise<void>;

/** The subscribers after the commit, per database (the app's, or a test's). */
const subscribers = new WeakMap<Db, Set<ChangeSubscriber>>();
/** The changes published in each open transaction, handed over when it commits. */
const pending = new WeakMap<Db | Tx, Change[]>();

type Transactional = {
  transaction: (fn: (tx: Tx) => Promise<unknown>, config?: unknown) => Promise<unknown>;
};

/**
 * Makes `handle.transaction` collect the changes published in it and `settle` them when it
 * resolves. A nested transaction (a savepoint) hands its changes to the outer one when it is
 * released, so they wait for the outer commit, and vanish with a savepoint rolled back.
 */
function collectChanges(handle: Db | Tx, settle: (changes: Change[]) => Promise<void>) {
  const target = handle as unknown as Transactional;
  const begin = target.transaction.bind(handle);
  target.transaction = async (fn, config) => {
    const changes: Change[] = [];
    const result = await begin(async (tx) => {
      pending.set(tx, changes);
      collectChanges(tx, async (inner) => {
        changes.push(...inner);
      });
      return fn(tx);
    }, config);
    await settle(changes);
    return result;
  };
}

async function handOver(db: Db, changes: readonly Change[]) {
  if (changes.length === 0) return;
  for (const subscriber of subscribers.get(db) ?? []) await subscriber(changes);
}

/**
 * Calls `subscriber` with the changes of each committed transaction of `db` (and of each write
 * made outside one); returns the unsubscribe. Subscribers handle their own failures: the write is
 * committed by then, and its caller must not see it as failed.
 */
export function onCommitted(db: Db, subscriber: ChangeSubscriber): () => void {
  let set = subscribers.get(db);
  if (!set) {
    const created = new Set<ChangeSubscriber>();
    subscribers.set(db, created);
    collectChanges(db, (changes) => handOver(db, changes));
    set = created;
  }
  set.add(subscriber);
  return () => {
    set.delete(subscriber);
  };
}

/**
 * Publishes changes of one act (the items a brand's deletion takes with it), in the transaction
 * that made them: their log entries are written in it (in few statements), and the subscribers
 * get them once it commits. Outside a transaction (`db` itself) the write is committed already,
 * and they get them at once.
 */
export async function publishChanges(
  tx: Db | Tx,
  topic: string,
  actor: Actor,
  inputs: readonly ChangeInput[],
): Promise<void> {
  const logged = inputs.filter((c) => c.log !== false);
  if (logged.length > 0) await recordActivities(tx, topic, actor, logged);
  const changes = inputs.map((c) => ({ ...c, topic, actor }));
  const open = pending.get(tx);
  if (open) open.push(...changes);
  else if (subscribers.has(tx as Db)) await handOver(tx as Db, changes);
}

/** Publishes one change (see `publishChanges`). */
export const publishChange = (tx: Db | Tx, topic: string, actor: Actor, change: ChangeInput) =>
  publishChanges(tx, topic, actor, [change]);
