import { ChangePasswordBody, envelope, LoginBody, ROUTES, Session } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { accountRoutes } from './account.routes';
import { authService } from './auth.service';
import { bearerOf, deviceOf } from './device';
import { addressHasher, type LoginLimitOptions, loginLimits } from './login-limits';

export const authRoutes: FastifyPluginAsyncZod<LoginLimitOptions & { addressSecret: string }> = async (
  app,
  opts,
) => {
  const service = authService(
    app.db,
    { users: app.usersRepository, sessions: app.sessionsRepository },
    (claims) => app.signToken(claims),
    (id) => app.userChanged(id),
  );
  const limits = loginLimits(app, opts);
  await app.register(accountRoutes);
  const hashAddress = addressHasher(opts.addressSecret);

  app.post(
    ROUTES.auth.login,
    {
      config: { rateLimit: false },
      preHandler: limits.beforeLogin,
      schema: {
        tags: ['auth'],
        summary: 'Sign in to a topic',
        body: LoginBody,
        response: { 200: envelope(Session) },
      },
    },
    async (request, reply) =>
      ok(
        await service.login(request.body, {
          ...deviceOf(request),
          addressHash: hashAddress(request.ip),
          limitNewAddress: () => limits.newAddress(request, reply),
        }),
      ),
  );

  app.get(
    ROUTES.auth.validate,
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a token and get a fresh one',
        response: { 200: envelope(Session) },
      },
    },
    async (request) => ok(await service.refresh(request.user, bearerOf(request))),
  );

  app.post(
    ROUTES.auth.changePassword,
    {
      // Counted against the address's sign-in limits, so guessing the current password here is no way around them.
      config: { rateLimit: false },
      preHandler: limits.beforeLogin,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password (required after an admin reset it)',
        body: ChangePasswordBody,
        response: { 200: envelope(Session) },
      },
    },
    async (request) => ok(await service.changePassword(request.user, request.body, deviceOf(request))),
  );
};
