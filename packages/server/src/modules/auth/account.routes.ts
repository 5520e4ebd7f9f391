import { ACCOUNT_ROUTES, AccountSession, envelope, SessionIdParams, SessionsEnded } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { accountSessionsService } from './account-sessions.service';

const tags = ['account'];

/**
 * Where the signed-in person is signed in, and ending those sign-ins: every role, for their own
 * account only (the account is the token's; nothing here takes a user id).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = accountSessionsService(app.db, app.sessionsRepository, (id) => app.userChanged(id));

  app.get(
    ACCOUNT_ROUTES.sessions,
    {
      schema: {
        tags,
        summary: 'My sign-ins that have not ended, most recently used first',
        response: { 200: envelope(z.array(AccountSession)) },
      },
    },
    async (request) => ok(await service.list(request.user)),
  );

  app.delete(
    ACCOUNT_ROUTES.session,
    {
      schema: {
        tags,
        summary: 'End one of my sign-ins: its tokens and open streams stop working',
        params: SessionIdParams,
        response: { 200: envelope(SessionsEnded) },
      },
    },
    async (request) => ok(await service.end(request.user, request.params.id)),
  );

  app.post(
    ACCOUNT_ROUTES.signOutOthers,
    {
      schema: {
        tags,
        summary: 'End every sign-in of mine but this one',
        response: { 200: envelope(SessionsEnded) },
      },
    },
    async (request) => ok(await service.endOthers(request.user)),
  );

  app.post(
    ACCOUNT_ROUTES.signOutEverywhere,
    {
      schema: {
        tags,
        summary: 'Sign out everywhere, here too: every token issued before stops working',
        response: { 200: envelope(SessionsEnded) },
      },
    },
    async (request) => ok(await service.endAll(request.user)),
  );
};
