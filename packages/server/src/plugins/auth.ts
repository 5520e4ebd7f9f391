import {
  ERRORS,
  type Role,
  TOKEN_TTL_SECONDS,
  type TokenClaims,
  TokenClaims as TokenClaimsSchema,
} from '@app/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { currentUsers, USER_CACHE_MS, USERS_CHANGED } from '../modules/auth/current-users';
import { usersRepository } from '../modules/auth/users.repository';

/** Each role can do what the ones below it can. */
const ROLE_RANK: Record<Role, number> = { user: 0, editor: 1, admin: 2 };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route also takes the token as a `token` query parameter when no Authorization header
     * is sent: a browser's EventSource cannot send headers.
     */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    /** Set by `authenticate`: an admin reset the password and the person has not chosen a new one. */
    mustChangePassword: boolean;
  }
  interface FastifyInstance {
    /** preHandler: a valid token is required; sets `request.user`. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: an admin of the topic is required; the request's topic becomes the token's. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * preHandler factory: the caller's current role must be at least `role` (admin passes where
     * editor is asked), in the token's own topic, which becomes the request's.
     */
    requireRole(role: Exclude<Role, 'user'>): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The claims of a verified token brought up to date: role and email as the database has them
     * now. Throws 401 when the user no longer exists in the token's topic or is disabled.
     */
    currentClaims(claims: TokenClaims): Promise<TokenClaims>;
    /**
     * After a change to a user (role, password, disabled): this process forgets what it
     * remembers of them at once, and every other process when the notice arrives.
     */
    userChanged(id: number): Promise<void>;
    signToken(claims: TokenClaims): string;
  }
}

/**
 * HS256 only: the algorithm is pinned on both sides, so `alg: none` and tokens signed with
 * another algorithm or key are refused, as are expired ones. A valid signature is not enough:
 * the user must still exist with the token's topic, and the role that counts is the current one,
 * so a demoted, disabled or deleted admin loses their rights within seconds, not at the token's
 * expiry. Someone whose password an admin reset may read and change their password, nothing else.
 */
export const authPlugin = fp<{ secret: string; userCacheMs?: number }>(
  async (app, { secret, userCacheMs = USER_CACHE_MS }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('signToken', (claims: TokenClaims) => app.jwt.sign(claims));

    const users = currentUsers(usersRepository(app.db), userCacheMs);
    const unlisten = await app.database.listen(USERS_CHANGED, (id) => users.forget(Number(id)));
    app.addHook('onClose', async () => {
      await unlisten();
    });
    app.decorate('userChanged', async (id: number) => {
      users.forget(id);
      await app.database.notify(USERS_CHANGED, String(id));
    });
    const currentRow = async (claims: TokenClaims) => {
      const row = await users.of(claims);
      if (!row) throw unauthorized();
      if (row.disabledAt) throw unauthorized(ERRORS.accountDisabled);
      return row;
    };
    app.decorate('currentClaims', async (claims: TokenClaims) => {
      const row = await currentRow(claims);
      return { ...claims, email: row.email, role: row.role };
    });

    app.decorateRequest('mustChangePassword', false);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const queryToken = request.routeOptions.config.tokenInQuery
        ? (request.query as { token?: unknown } | undefined)?.token
        : undefined;
      const header = request.headers.authorization;
      if (!header && typeof queryToken !== 'string') throw unauthorized();
      let claims: TokenClaims;
      try {
        claims = TokenClaimsSchema.parse(
          header ? await request.jwtVerify<TokenClaims>() : app.jwt.verify<TokenClaims>(queryToken as string),
        );
      } catch {
        throw unauthorized();
      }
      const row = await currentRow(claims);
      request.user = { ...claims, email: row.email, role: row.role };
      request.mustChangePassword = row.mustChangePassword;
    });

    /*
     * The one answer to "may this caller act here": every route that wants a role (streams too)
     * goes through it, so role, topic and password-reset rules cannot drift apart.
     */
    const requireRole =
      (role: Exclude<Role, 'user'>) => async (request: FastifyRequest, reply: FastifyReply) => {
        await app.authenticate(request, reply);
        const user = request.user;
        if (ROLE_RANK[user.role] < ROLE_RANK[role]) throw forbidden();
        // A request that names a topic (query or custom domain) must name the token's own.
        if (request.topicSource !== 'default' && request.topic !== user.websiteTopic) {
          throw forbidden(ERRORS.forbiddenTopic);
        }
        // Until the person replaces the password an admin reset, whoever learnt it cannot write.
        if (request.mustChangePassword) throw forbidden(ERRORS.mustChangePassword);
        request.topic = user.websiteTopic;
      };
    app.decorate('requireRole', requireRole);
    app.decorate('requireAdmin', requireRole('admin'));
  },
  { name: 'auth', dependencies: ['topic', 'db'] },
);
