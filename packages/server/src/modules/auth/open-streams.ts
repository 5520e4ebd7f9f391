import type { FastifyReply } from 'fastify';

/** `allowed(fresh)`: fresh reads the database whatever the cache holds. */
type Allowed = (fresh: boolean) => Promise<boolean>;
type Watch = { allowed: Allowed; end: () => void };

/**
 * The open streams of signed-in people, by user id. A stream is checked again when its user
 * changes (a notice, here or from another process) and on every sweep; one whose caller is no
 * longer allowed (sign-in ended, account disabled, demoted or removed) is ended, and the stream's
 * own close handler cleans up after it as after a client that went away.
 */
export function openStreams() {
  const byUser = new Map<number, Set<Watch>>();

  const recheck = (watches: Iterable<Watch>, fresh: boolean) => {
    for (const watch of [...watches]) {
      watch.allowed(fresh).then(
        (ok) => ok || watch.end(),
        // Refused (401) is the usual way out; a database that cannot answer ends nothing.
        (err: { statusCode?: number }) => (err?.statusCode === 401 || err?.statusCode === 403) && watch.end(),
      );
    }
  };

  return {
    /** Watches `reply`'s stream for as long as it is open. */
    watch(userId: number, reply: FastifyReply, allowed: Allowed) {
      const raw = reply.raw;
      const watch: Watch = {
        allowed,
        end: () => {
          if (!raw.writableEnded) raw.end();
        },
      };
      const set = byUser.get(userId) ?? new Set<Watch>();
      byUser.set(userId, set);
      set.add(watch);
      raw.on('close', () => {
        set.delete(watch);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      });
    },
    recheck(userId: number, fresh: boolean) {
      const set = byUser.get(userId);
      if (set) recheck(set, fresh);
    },
    recheckAll(fresh: boolean) {
      for (const set of byUser.values()) recheck(set, fresh);
    },
    get size() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}
export type OpenStreams = ReturnType<typeof openStreams>;
