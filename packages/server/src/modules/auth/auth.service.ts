import {
  type ChangePasswordBody,
  ERRORS,
  type LoginBody,
  type Session,
  type TokenClaims,
  type User,
} from '@app/contract';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../errors';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { type SessionsRepository, sessionsRepository } from './sessions.repository';
import { type UserRow, type UsersRepository, usersRepository } from './users.repository';

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  role: row.role,
  websiteTopic: row.websiteTopic,
  mustChangePassword: row.mustChangePassword,
});

/** The browser a sign-in comes from, as its owner will see it in their list of sign-ins. */
export type Device = { userAgent: string | null; address: string | null };

/** Where a sign-in comes from, and the limit that holds back addresses the account has never signed in from. */
export type LoginContext = Device & { addressHash: string; limitNewAddress: () => Promise<void> };

/**
 * `changed` is told of every user whose password or sign-ins changed, so every process drops
 * what it remembers of them (the must-change flag and the sign-ins are read from there on each request).
 */
export function authService(
  db: Db,
  repos: { users: UsersRepository; sessions: SessionsRepository },
  sign: (claims: TokenClaims) => string,
  changed: (id: number) => Promise<void> = async () => {},
) {
  const { users } = repos;
  /** A token of sign-in `sid` for the row as it is now. */
  const session = (row: UserRow, sid: string): Session => {
    const user = toUser(row);
    return {
      token: sign({
        sub: String(user.id),
        email: user.email,
        role: user.role,
        websiteTopic: user.websiteTopic,
        sid,
        gen: row.sessionGeneration,
      }),
      user,
    };
  };

  return {
    async login(body: LoginBody, from: LoginContext): Promise<Session> {
      const row = await users.findByEmail(body.websiteTopic, body.email);
      // An address this account has signed in from before is not held back by attempts from
      // elsewhere, so guessing from many addresses cannot lock the owner out.
      if (!row || !(await users.isKnownAddress(row.id, from.addressHash))) await from.limitNewAddress();
      // Verify even when there is no such user, so timing does not reveal which emails exist.
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash()), body.password);
      if (!row || !ok) {
        if (row) await users.recordFailedLogin(row.websiteTopic, row.id);
        throw unauthorized(ERRORS.invalidCredentials);
      }
      // Said only to whoever knows the password: to anyone else a disabled account looks like any other.
      if (row.disabledAt) throw unauthorized(ERRORS.accountDisabled);
      const failedLogins = await users.recordLogin(row.websiteTopic, row.id, from.addressHash);
      const started = await repos.sessions.start(row, from);
      return { ...session(row, started.id), failedLogins };
    },

    /**
     * A fresh token of the same sign-in, read again so role changes and deletions take effect
     * (the caller has passed the sign-in and generation checks). Someone who must choose a new
     * password gets their own token back, never a longer-lived one: whoever learnt the reset
     * password, or holds a token from before the reset, cannot keep a session going on it.
     */
    async refresh(claims: TokenClaims, token: string): Promise<Session> {
      const id = Number(claims.sub);
      const row = Number.isInteger(id) ? await users.findById(claims.websiteTopic, id) : null;
      if (!row) throw unauthorized();
      if (row.disabledAt) throw unauthorized(ERRORS.accountDisabled);
      if (row.sessionGeneration !== claims.gen) throw unauthorized(ERRORS.sessionEnded);
      if (row.mustChangePassword) return { token, user: toUser(row) };
      return session(row, claims.sid);
    },

    /**
     * The person's own new password, proven by the current one; clears an admin's reset and ends
     * every sign-in of the account. The reply's token is of a new sign-in, so the browser the
     * password was changed in stays signed in.
     */
    async changePassword(claims: TokenClaims, body: ChangePasswordBody, from: Device): Promise<Session> {
      const row = await users.findById(claims.websiteTopic, Number(claims.sub));
      if (!row) throw unauthorized();
      if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
        throw badRequest(ERRORS.wrongCurrentPassword, [
          { path: 'body.currentPassword', message: ERRORS.wrongCurrentPassword },
        ]);
      }
      if (body.newPassword === body.currentPassword) {
        throw badRequest(ERRORS.samePassword, [{ path: 'body.newPassword', message: ERRORS.samePassword }]);
      }
      const passwordHash = await hashPassword(body.newPassword);
      const result = await db.transaction(async (tx) => {
        const sessions = sessionsRepository(tx);
        if ((await sessions.endAll(row.websiteTopic, row.id)) === null) return null;
        const updated = await usersRepository(tx).setOwnPassword(row.websiteTopic, row.id, passwordHash);
        return updated && { updated, started: await sessions.start(updated, from) };
      });
      if (!result) throw unauthorized();
      await changed(row.id);
      return session(result.updated, result.started.id);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
