import {
  ERRORS,
  type LeastRole,
  leastRoleOf,
  ROUTES,
  type Role,
  reaches,
  TOKEN_TTL_SECONDS,
  type TokenClaims,
  TokenClaims as TokenClaimsSchema,
} from '@app/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { currentUsers, USER_CACHE_MS, USERS_CHANGED } from '../modules/auth/current-users';
import { openStreams } from '../modules/auth/open-streams';
import {
  LAST_USED_STEP_MS,
  type SessionsRepository,
  sessionsRepository,
} from '../modules/auth/sessions.repository';
import { type UsersRepository, usersRepository } from '../modules/auth/users.repository';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is a stream: it also takes the token as a `token` query parameter when no
     * Authorization header is sent (a browser's EventSource cannot send headers), and is ended
     * when its sign-in ends or its account is disabled, demoted or removed.
     */
    tokenInQuery?: boolean;
    /** Set from the contract's access policy: the least role that may call the route. */
    leastRole?: LeastRole;
  }
  interface FastifyRequest {
    /** Set by `authenticate`: an admin reset the password and the person has not chosen a new one. */
    mustChangePassword: boolean;
  }
  interface FastifyInstance {
    /**
     * The claims of a verified token brought up to date: role and email as the database has them
     * now. Throws 401 when the user no longer exists in the token's topic, is disabled, or the
     * token's sign-in has ended.
     */
    currentClaims(claims: TokenClaims): Promise<TokenClaims>;
    /**
     * After a change to a user (role, password, disabled, sign-ins): this process forgets what it
     * remembers of them at once, and every other process when the notice arrives.
     */
    userChanged(id: number): Promise<void>;
    signToken(claims: TokenClaims): string;
    /** Accounts, read and written by the auth and account routes as by the token checks. */
    usersRepository: UsersRepository;
    /** Sign-ins, read by every token check and listed and ended by the account routes. */
    sessionsRepository: SessionsRepository;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The route's least role, from the contract's access policy; null for a file served as it is
 * (hidden from the OpenAPI document, outside the API). A route of the API the policy does not
 * name stops the start-up: no route is public because someone forgot it.
 */
function leastRoleOfRoute(route: RouteOptions): LeastRole | null {
  const found = new Set([route.method].flat().map((method) => leastRoleOf(method, route.url)));
  const [least] = found;
  if (found.size === 1 && least) return least;
  const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
  const api = /^\/(api|auth)\//.test(route.url) && !route.url.startsWith(ROUTES.docs);
  if (hidden && !api) return null;
  throw new Error(
    `${[route.method].flat().join(',')} ${route.url}: ${found.size > 1 ? 'methods of different roles in one route' : 'not in the access policy'} (packages/contract/src/access-policy.ts)`,
  );
}

/**
 * HS256 only: the algorithm is pinned on both sides, so `alg: none` and tokens signed with
 * another algorithm or key are refused, as are expired ones. A valid signature is not enough:
 * the user must still exist with the token's topic, the token's sign-in must not have ended nor
 * the account's session generation moved past the token's, and the role that counts is the
 * current one, so a demoted, disabled, deleted or signed-out admin loses their rights within
 * seconds, not at the token's expiry. Someone whose password an admin reset may read and change
 * their password, nothing else.
 */
export const authPlugin = fp<{ secret: string; userCacheMs?: number }>(
  async (app, { secret, userCacheMs = USER_CACHE_MS }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('signToken', (claims: TokenClaims) => app.jwt.sign(claims));

    const sessions = sessionsRepository(app.db);
    const usersRepo = usersRepository(app.db);
    app.decorate('sessionsRepository', sessions);
    app.decorate('usersRepository', usersRepo);
    const users = currentUsers(usersRepo, sessions, userCacheMs);
    const streams = openStreams();
    const forget = (id: number) => {
      users.forget(id);
      streams.recheck(id, false);
    };
    const unlisten = await app.database.listen(USERS_CHANGED, (id) => forget(Number(id)));
    // Catches what no notice announces (a change in plain SQL): open streams are read again from
    // the database as often as the cache forgets, so they end within the same bound as a new
    // request would be refused.
    const sweep = setInterval(() => streams.recheckAll(true), Math.max(userCacheMs, 100));
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await unlisten();
    });
    app.decorate('userChanged', async (id: number) => {
      forget(id);
      await app.database.notify(USERS_CHANGED, String(id));
    });
    const currentRow = async (claims: TokenClaims, fresh = false) => {
      const current = await users.of(claims, { fresh });
      if (!current) throw unauthorized();
      const { row } = current;
      if (row.disabledAt) throw unauthorized(ERRORS.accountDisabled);
      const lastUsed = current.sessions.get(claims.sid);
      if (claims.gen !== row.sessionGeneration || lastUsed === undefined)
        throw unauthorized(ERRORS.sessionEnded);
      const now = Date.now();
      if (now - lastUsed >= LAST_USED_STEP_MS) {
        current.sessions.set(claims.sid, now);
        // Only what the owner's list of sign-ins shows: a failed write must not refuse the request.
        await sessions
          .touch(claims.sid, new Date(now))
          .catch((err) => app.log.warn({ err }, 'session not touched'));
      }
      return row;
    };
    app.decorate('currentClaims', async (claims: TokenClaims) => {
      const row = await currentRow(claims);
      return { ...claims, email: row.email, role: row.role };
    });

    app.decorateRequest('mustChangePassword', false);
    /** A valid token is required; sets `request.user`. */
    const authenticate: Guard = async (request: FastifyRequest, reply: FastifyReply) => {
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
      // A stream outlives the checks made when it opened: it is watched until it closes.
      const { tokenInQuery, leastRole = 'user' } = request.routeOptions.config;
      if (tokenInQuery) {
        streams.watch(Number(claims.sub), reply, async (fresh) => {
          const now = await currentRow(claims, fresh);
          return reaches(now.role, leastRole);
        });
      }
    };

    /*
     * The one answer to "may this caller act here": every route that wants a role (streams too)
     * goes through it, so role, topic and password-reset rules cannot drift apart. The caller's
     * current role must be at least `role`, in the token's own topic, which becomes the request's.
     */
    const requireRole = (role: Exclude<Role, 'user'>) => {
      const guard: Guard = async (request: FastifyRequest, reply: FastifyReply) => {
        await authenticate(request, reply);
        const user = request.user;
        if (!reaches(user.role, role)) throw forbidden();
        // A request that names a topic (query or custom domain) must name the token's own.
        if (request.topicSource !== 'default' && request.topic !== user.websiteTopic) {
          throw forbidden(ERRORS.forbiddenTopic);
        }
        // Until the person replaces the password an admin reset, whoever learnt it cannot write.
        if (request.mustChangePassword) throw forbidden(ERRORS.mustChangePassword);
        request.topic = user.websiteTopic;
      };
      return guard;
    };
    const guards: Record<Role, Guard> = {
      user: authenticate,
      editor: requireRole('editor'),
      admin: requireRole('admin'),
    };

    /*
     * Every route's guard comes from the contract's access policy, none from the route itself. It
     * runs first of the route's hooks, on request: before the body is read or validated, so a
     * stranger learns nothing of a route's schema and costs no parsing. The route's document
     * names the least role (OpenAPI 3.1 role names).
     */
    app.addHook('onRoute', (route) => {
      const least = leastRoleOfRoute(route);
      if (least === null) return;
      route.config = { ...route.config, leastRole: least };
      if (least === 'visitor') return;
      route.onRequest = [guards[least], ...[route.onRequest].flat().filter(Boolean)] as never;
      route.schema = {
        ...route.schema,
        security: [{ bearerAuth: least === 'user' ? [] : [least] }],
      } as never;
    });
  },
  { name: 'auth', dependencies: ['topic', 'db'] },
);
