import {
  type AddMemberBody,
  ERRORS,
  type MemberWithPassword,
  type Role,
  type TeamMember,
} from '@app/contract';
import type { Db } from '../../db/client';
import { conflict, isUniqueViolation, notFound } from '../../errors';
import { generatePassword, hashPassword } from '../auth/password';
import type { UserRow } from '../auth/users.repository';
import { type TeamRepository, teamRepository, toMember } from './team.repository';

/** Who asks: the signed-in admin's id (they may not remove or disable themselves). */
export type Actor = { id: number };

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
    id: number,
    fn: (repo: TeamRepository, row: UserRow) => Promise<UserRow | null>,
    after: (row: UserRow) => Pick<UserRow, 'role' | 'disabledAt'> | null,
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
      return fn(repo, row);
    });
    await changed(id);
    return result;
  }

  return {
    async list(topic: string): Promise<TeamMember[]> {
      return (await teamRepository(db).list(topic)).map(toMember);
    },

    async add(topic: string, body: AddMemberBody): Promise<MemberWithPassword> {
      const generated = body.password ? null : generatePassword();
      const passwordHash = await hashPassword(body.password ?? generated!);
      try {
        const row = await teamRepository(db).insert({
          websiteTopic: topic,
          email: body.email,
          role: body.role,
          passwordHash,
          // A password the admin chose or was shown is known to two people: the person replaces it.
          mustChangePassword: true,
        });
        return { member: toMember(row), generatedPassword: generated };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ERRORS.memberExists);
        throw err;
      }
    },

    async changeRole(topic: string, id: number, role: Role): Promise<TeamMember> {
      const row = await changeMember(
        topic,
        id,
        (repo) => repo.update(topic, id, { role }),
        (current) => ({ ...current, role }),
      );
      return toMember(row!);
    },

    async setDisabled(topic: string, actor: Actor, id: number, disabled: boolean): Promise<TeamMember> {
      if (disabled && actor.id === id) throw conflict(ERRORS.ownAccount);
      const row = await changeMember(
        topic,
        id,
        (repo, current) =>
          repo.update(topic, id, { disabledAt: disabled ? (current.disabledAt ?? new Date()) : null }),
        (current) => ({ ...current, disabledAt: disabled ? new Date() : null }),
      );
      return toMember(row!);
    },

    async resetPassword(
      topic: string,
      id: number,
      password: string | undefined,
    ): Promise<MemberWithPassword> {
      const generated = password ? null : generatePassword();
      const passwordHash = await hashPassword(password ?? generated!);
      const row = await changeMember(
        topic,
        id,
        (repo) => repo.update(topic, id, { passwordHash, mustChangePassword: true }),
        (current) => current,
      );
      return { member: toMember(row!), generatedPassword: generated };
    },

    async remove(topic: string, actor: Actor, id: number): Promise<void> {
      if (actor.id === id) throw conflict(ERRORS.ownAccount);
      await changeMember(
        topic,
        id,
        async (repo, current) => ((await repo.remove(topic, id)) ? current : null),
        () => null,
      );
    },
  };
}
export type TeamService = ReturnType<typeof teamService>;
