import {
  type ChangePasswordBody,
  ERRORS,
  type LoginBody,
  type Session,
  type TokenClaims,
  type User,
} from '@app/contract';
import { badRequest, unauthorized } from '../../errors';
import { dummyHash, hashPassword, verifyPassword } from './password';
import type { UserRow, UsersRepository } from './users.repository';

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  role: row.role,
  websiteTopic: row.websiteTopic,
  mustChangePassword: row.mustChangePassword,
});

/** Where a sign-in comes from, and the limit that holds back addresses the account has never signed in from. */
export type LoginContext = { addressHash: string; limitNewAddress: () => Promise<void> };

/**
 * `changed` is told of every user whose password changed, so every process drops what it
 * remembers of them (the must-change flag is read from there on each request).
 */
export function authService(
  users: UsersRepository,
  sign: (claims: TokenClaims) => string,
  changed: (id: number) => Promise<void> = async () => {},
) {
  const session = (row: UserRow): Session => {
    const user = toUser(row);
    return {
      token: sign({
        sub: String(user.id),
        email: user.email,
        role: user.role,
        websiteTopic: user.websiteTopic,
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
      return { ...session(row), failedLogins };
    },

    /** A fresh token for the token's user, read again so role changes and deletions take effect. */
    async refresh(claims: TokenClaims): Promise<Session> {
      const id = Number(claims.sub);
      const row = Number.isInteger(id) ? await users.findById(claims.websiteTopic, id) : null;
      if (!row) throw unauthorized();
      if (row.disabledAt) throw unauthorized(ERRORS.accountDisabled);
      return session(row);
    },

    /** The person's own new password, proven by the current one; clears an admin's reset. */
    async changePassword(claims: TokenClaims, body: ChangePasswordBody): Promise<Session> {
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
      const updated = await users.setOwnPassword(
        row.websiteTopic,
        row.id,
        await hashPassword(body.newPassword),
      );
      if (!updated) throw unauthorized();
      await changed(updated.id);
      return session(updated);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
