import { ERRORS, envelope, LoginBody, ROUTES, Session } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../errors';
import { authService } from './auth.service';
import { usersRepository } from './users.repository';

export const authRoutes: FastifyPluginAsyncZod<{
  loginMaxPerIp: number;
  loginMaxPerAccount: number;
}> = async (app, opts) => {
  const service = authService(usersRepository(app.db), (claims) => app.signToken(claims));
  // Two limits: per IP against spraying many accounts, per account against guessing one password.
  const limits = [
    app.createRateLimit({
      max: opts.loginMaxPerIp,
      timeWindow: '1 minute',
      keyGenerator: (request) => `login-ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: opts.loginMaxPerAccount,
      timeWindow: '15 minutes',
      keyGenerator: (request) => {
        const body = request.body as Partial<LoginBody> | undefined;
        return `login-account:${body?.websiteTopic}:${String(body?.email ?? '')
          .trim()
          .toLowerCase()}`;
      },
    }),
  ];
  const limitLogins = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of limits) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw tooManyRequests(ERRORS.tooManyLogins);
      }
    }
  };

  app.post(
    ROUTES.auth.login,
    {
      config: { rateLimit: false },
      preHandler: limitLogins,
      schema: {
        tags: ['auth'],
        summary: 'Sign in to a topic',
        body: LoginBody,
        response: { 200: envelope(Session) },
      },
    },
    async (request) => ({ success: true as const, data: await service.login(request.body), error: null }),
  );

  app.get(
    ROUTES.auth.validate,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Check a token and get a fresh one',
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(Session) },
      },
    },
    async (request) => ({ success: true as const, data: await service.refresh(request.user), error: null }),
  );
};
