import { ERRORS, envelope, LoginBody, ROUTES, Session } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../errors';
import { authService } from './auth.service';
import { usersRepository } from './users.repository';

export const authRoutes: FastifyPluginAsyncZod<{
  loginMaxPerIp: number;
  loginMaxPerAccount: number;
}> = async (app, opts) => {
  const service = authService(usersRepository(app.db), (claims) => app.signToken(claims));
  const limited = () => tooManyRequests(ERRORS.tooManyLogins);

  // Two limits: per IP against spraying many accounts, per account against guessing one password.
  const perIp = app.rateLimit({
    max: opts.loginMaxPerIp,
    timeWindow: '1 minute',
    keyGenerator: (request) => `login-ip:${request.ip}`,
    errorResponseBuilder: limited,
  });
  const perAccount = app.rateLimit({
    max: opts.loginMaxPerAccount,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as Partial<LoginBody> | undefined;
      return `login-account:${body?.websiteTopic}:${String(body?.email ?? '')
        .trim()
        .toLowerCase()}`;
    },
    errorResponseBuilder: limited,
  });

  app.post(
    ROUTES.auth.login,
    {
      config: { rateLimit: false },
      preHandler: [perIp, perAccount],
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
