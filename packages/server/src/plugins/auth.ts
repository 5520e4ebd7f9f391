import { ERRORS, TOKEN_TTL_SECONDS, type TokenClaims, TokenClaims as TokenClaimsSchema } from '@app/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { currentUsers, USER_CACHE_MS, USERS_CHANGED } from '../modules/auth/current-users';
import { usersRepository } from '../modules/auth/users.repository';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid token is required; sets `request.user`. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: an admin of the topic is required; the request's topic becomes the token's. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * The claims of a verified token brought up to date: role and email as the database has them
     * now. Throws 401 when the user no longer exists in the token's topic.
     */
    currentClaims(claims: TokenClaims): Promise<TokenClaims>;
    signToken(claims: TokenClaims): string;
  }
}

/**
 * HS256 only: the algorithm is pinned on both sides, so `alg: none` and tokens signed with
 * another algorithm or key are refused, as are expired ones. A valid signature is not enough:
 * the user must still exist with the token's topic, and the role that counts is the current one,
 * so a demoted or deleted admin loses their rights within seconds, not at the token's expiry.
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
    app.decorate('currentClaims', async (claims: TokenClaims) => {
      const row = await users.of(claims);
      if (!row) throw unauthorized();
      return { ...claims, email: row.email, role: row.role };
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized();
      let claims: TokenClaims;
      try {
        claims = TokenClaimsSchema.parse(await request.jwtVerify<TokenClaims>());
      } catch {
        throw unauthorized();
      }
      request.user = await app.currentClaims(claims);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      const user = request.user;
      if (user.role !== 'admin') throw forbidden();
      // A request that names a topic (query or custom domain) must name the token's own.
      if (request.topicSource !== 'default' && request.topic !== user.websiteTopic) {
        throw forbidden(ERRORS.forbiddenTopic);
      }
      request.topic = user.websiteTopic;
    });
  },
  { name: 'auth', dependencies: ['topic', 'db'] },
);
