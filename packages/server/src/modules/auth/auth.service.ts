import { ERRORS, type LoginBody, type Session, type TokenClaims, type User } from '@app/contract';
import { unauthorized } from '../../errors';
import { dummyHash, verifyPassword } from './password';
import type { UserRow, UsersRepository } from './users.repository';

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  role: row.role,
  websiteTopic: row.websiteTopic,
});

/** Where a sign-in comes from, and the limit that holds back addresses the account has never signed in from. */
export type LoginContext = { addressHash: string; limitNewAddress: () => Promise<void> };

export function authService(users: UsersRepository, sign: (claims: TokenClaims) => string) {
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
      const failedLogins = await users.recordLogin(row.websiteTopic, row.id, from.addressHash);
      return { ...session(row), failedLogins };
    },

    /** A fresh token for the token's user, read again so role changes and deletions take effect. */
    async refresh(claims: TokenClaims): Promise<Session> {
      const id = Number(claims.sub);
      const row = Number.isInteger(id) ? await users.findById(claims.websiteTopic, id) : null;
      if (!row) throw unauthorized();
      return session(row);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
