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
    async login(body: LoginBody): Promise<Session> {
      const row = await users.findByEmail(body.websiteTopic, body.email);
      // Verify even when there is no such user, so timing does not reveal which emails exist.
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash()), body.password);
      if (!row || !ok) throw unauthorized(ERRORS.invalidCredentials);
      await users.touchLogin(row.websiteTopic, row.id);
      return session(row);
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
