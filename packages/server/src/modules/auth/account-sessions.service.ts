import { type AccountSession, ERRORS, type SessionsEnded, type TokenClaims } from '@app/contract';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../errors';
import { type SessionsRepository, sessionsRepository } from './sessions.repository';

/**
 * The signed-in person's own sign-ins: listing them and ending them. `changed` tells every
 * process to forget what it remembers of the person, so an ended sign-in's tokens and streams
 * stop at once here and within a notice's time elsewhere.
 */
export function accountSessionsService(
  db: Db,
  sessions: SessionsRepository,
  changed: (id: number) => Promise<void>,
) {
  const userOf = (claims: TokenClaims) => Number(claims.sub);

  return {
    /** Sign-ins that have not ended, this one first. */
    async list(claims: TokenClaims): Promise<AccountSession[]> {
      const rows = await sessions.active(userOf(claims));
      // This device first, then the others as they were last used.
      rows.sort((a, b) => Number(b.id === claims.sid) - Number(a.id === claims.sid));
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        address: row.address,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === claims.sid,
      }));
    },

    /** Ends one sign-in of the caller's (their own current one too: that is signing out here). */
    async end(claims: TokenClaims, id: string): Promise<SessionsEnded> {
      const ended = await sessions.end(userOf(claims), { id });
      if (ended === 0) throw notFound(ERRORS.sessionNotFound);
      await changed(userOf(claims));
      return { ended };
    },

    async endOthers(claims: TokenClaims): Promise<SessionsEnded> {
      const ended = await sessions.end(userOf(claims), { except: claims.sid });
      await changed(userOf(claims));
      return { ended };
    },

    /** Every sign-in, this one too, and every token issued before, whichever sign-in it names. */
    async endAll(claims: TokenClaims): Promise<SessionsEnded> {
      const before = (await sessions.active(userOf(claims))).length;
      const generation = await db.transaction((tx) =>
        sessionsRepository(tx).endAll(claims.websiteTopic, userOf(claims)),
      );
      if (generation === null) throw unauthorized();
      await changed(userOf(claims));
      return { ended: before };
    },
  };
}
