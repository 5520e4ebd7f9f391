import {
  type AddMemberBody,
  ERRORS,
  type MemberWithPassword,
  type Role,
  type TeamMember,
} from '@app/contract';
import type { Db } from '../../db/client';
import { conflict, isUniqueViolation, notFound } from '../../errors';
import type { Actor } from '../activity';
import { diffOf, toSnapshot } from '../activity';
import type { UserRow } from '../auth';
import { generatePassword, hashPassword, sessionsRepository } from '../auth';
import { publishChange } from '../changes';
import { type TeamRepository, teamRepository, toMember } from './team.repository';

/** An admin that is neither disabled nor about to stop being an admin. */
const isActiveAdmin = (row: Pick<UserRow, 'role' | 'disabledAt'>) => row.role === 'admin' && !row.disabledAt;

/**
 * The team of a topic. Every change runs in one transaction that locks the topic's active
 * admins first, so "is this the last admin?" and the change cannot be split by another admin's
 * change; `changed` then tells every process to forget what it remembers of the person.
 */
export function teamService(db: Db, changed: (id: number) => Promise<void>) {
  /** Runs `fn` on the locked row of `id`, refusing when its outcome leaves no active admin. */
  async function changeMember(
    topic: string,
    actor: Actor,
    id: number,
    fn: (repo: TeamRepository, row: UserRow) => Promise<UserRow | null>,
    after: (row: UserRow) => Pick<UserRow, 'role' | 'disabledAt'> | null,
    log: { action: 'update' | 'delete'; passwordReset?: true; sessionsEnded?: true },
  ): Promise<UserRow | null> {
    const result = await db.transaction(async (tx) => {
      const repo = teamRepository(tx);
      const admins = await repo.lockActiveAdmins(topic);
      const row = await repo.lockById(topic, id);
      if (!row) throw notFound(ERRORS.memberNotFound);
      const next = after(row);
      const stillAdmin = next !== null && isActiveAdmin(next);
      if (isActiveAdmin(row) && !stillAdmin && admins.filter((a) => a !== id).length === 0) {
        throw conflict(ERRORS.lastAdmin);
      }
      const changedRow = await fn(repo, row);
      // Every token issued before stops working, whichever sign-in it came from.
      if (log.sessionsEnded && changedRow) await sessionsRepository(tx).endAll(topic, id);
      const before = toMember(row);
      const afterChange = log.action === 'delete' || !changedRow ? null : toMember(changedRow);
      await publishChange(tx, topic, actor, {
        action: log.action,
        entityType: 'user',
        entityId: id,
        entityLabel: row.email,
        before,
        after: afterChange,
        // The password and its hash are never written to the log: only that a reset happened.
        ...((log.passwordReset || log.sessionsEnded) && {
          changes: {
            ...(log.passwordReset && { password: [null, 'reset'] }),
            ...(log.sessionsEnded && { signIns: [null, 'ended'] }),
            ...diffOf(toSnapshot(before), afterChange && toSnapshot(afterChange)),
          },
        }),
      });
      return changedRow;
    });
    await changed(id);
    return result;
  }

  return {
    async list(topic: string): Promise<TeamMember[]> {
      return (await teamRepository(db).list(topic)).map(toMember);
    },

    async add(topic: string, actor: Actor, body: AddMemberBody): Promise<MemberWithPassword> {
      const generated = body.password ? null : generatePassword();
      const passwordHash = await hashPassword(body.password ?? generated!);
      try {
        const member = await db.transaction(async (tx) => {
          const row = await teamRepository(tx).insert({
            websiteTopic: topic,
            email: body.email,
            role: body.role,
            passwordHash,
            // A password the admin chose or was shown is known to two people: the person replaces it.
            mustChangePassword: true,
          });
          const added = toMember(row);
          await publishChange(tx, topic, actor, {
            action: 'create',
            entityType: 'user',
            entityId: added.id,
            entityLabel: added.email,
            after: added,
          });
          return added;
        });
        return { member, generatedPassword: generated };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ERRORS.memberExists);
        throw err;
      }
    },

    async changeRole(topic: string, actor: Actor, id: number, role: Role): Promise<TeamMember> {
      const row = await changeMember(
        topic,
        actor,
        id,
        (repo) => repo.update(topic, id, { role }),
        (current) => ({ ...current, role }),
        { action: 'update' },
      );
      return toMember(row!);
    },

    async setDisabled(topic: string, actor: Actor, id: number, disabled: boolean): Promise<TeamMember> {
      if (disabled && actor.userId === id) throw conflict(ERRORS.ownAccount);
      const row = await changeMember(
        topic,
        actor,
        id,
        (repo, current) =>
          repo.update(topic, id, { disabledAt: disabled ? (current.disabledAt ?? new Date()) : null }),
        (current) => ({ ...current, disabledAt: disabled ? new Date() : null }),
        // Enabling ends them too: nothing from before the account was disabled comes back to life.
        { action: 'update', sessionsEnded: true },
      );
      return toMember(row!);
    },

    async resetPassword(
      topic: string,
      actor: Actor,
      id: number,
      password: string | undefined,
    ): Promise<MemberWithPassword> {
      const generated = password ? null : generatePassword();
      const passwordHash = await hashPassword(password ?? generated!);
      const row = await changeMember(
        topic,
        actor,
        id,
        (repo) => repo.update(topic, id, { passwordHash, mustChangePassword: true }),
        (current) => current,
        { action: 'update', passwordReset: true, sessionsEnded: true },
      );
      return { member: toMember(row!), generatedPassword: generated };
    },

    /** Signs the person out everywhere: every token issued before stops working. */
    async endSessions(topic: string, actor: Actor, id: number): Promise<TeamMember> {
      const row = await changeMember(
        topic,
        actor,
        id,
        async (_repo, current) => current,
        (current) => current,
        { action: 'update', sessionsEnded: true },
      );
      return toMember(row!);
    },

    async remove(topic: string, actor: Actor, id: number): Promise<void> {
      if (actor.userId === id) throw conflict(ERRORS.ownAccount);
      await changeMember(
        topic,
        actor,
        id,
        async (repo, current) => ((await repo.remove(topic, id)) ? current : null),
        () => null,
        { action: 'delete' },
      );
    },
  };
}
export type TeamService = ReturnType<typeof teamService>;
