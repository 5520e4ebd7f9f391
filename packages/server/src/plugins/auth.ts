import { ERRORS, TOKEN_TTL_SECONDS, type TokenClaims, TokenClaims as TokenClaimsSchema } from '@app/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';

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
    signToken(claims: TokenClaims): string;
  }
}

/**
 * HS256 only: the algorithm is pinned on both sides, so `alg: none` and tokens signed with
 * another algorithm or key are refused, as are expired ones.
 */
export const authPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('signToken', (claims: TokenClaims) => app.jwt.sign(claims));

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized();
      try {
        const decoded = await request.jwtVerify<TokenClaims>();
        request.user = TokenClaimsSchema.parse(decoded);
      } catch {
        throw unauthorized();
      }
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
  { name: 'auth', dependencies: ['topic'] },
);
