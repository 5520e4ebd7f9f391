import {
  AddMemberBody,
  ChangeRoleBody,
  envelope,
  IdParams,
  MemberWithPassword,
  ResetPasswordBody,
  SetDisabledBody,
  TEAM_ROUTES,
  TeamMember,
  TopicQuery,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { teamService } from './team.service';

const tags = ['team'];

/** The team screen's API: admins of a topic manage its accounts, and no other topic's. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = teamService(app.db, (id) => app.userChanged(id));

  app.get(
    TEAM_ROUTES.list,
    {
      schema: {
        tags,
        summary: "The topic's accounts",
        querystring: TopicQuery,
        response: { 200: envelope(z.array(TeamMember)) },
      },
    },
    async (request) => ok(await service.list(request.topic)),
  );

  app.post(
    TEAM_ROUTES.list,
    {
      schema: {
        tags,
        summary: 'Add a person with a role; without a password one is generated and shown once',
        querystring: TopicQuery,
        body: AddMemberBody,
        response: { 201: envelope(MemberWithPassword) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.add(request.topic, actorOf(request), request.body))),
  );

  app.put(
    TEAM_ROUTES.role,
    {
      schema: {
        tags,
        summary: "Change a person's role (never the last active admin's)",
        params: IdParams,
        querystring: TopicQuery,
        body: ChangeRoleBody,
        response: { 200: envelope(TeamMember) },
      },
    },
    async (request) =>
      ok(await service.changeRole(request.topic, actorOf(request), request.params.id, request.body.role)),
  );

  app.put(
    TEAM_ROUTES.disabled,
    {
      schema: {
        tags,
        summary: 'Disable an account (it cannot sign in and its tokens stop working) or enable it again',
        params: IdParams,
        querystring: TopicQuery,
        body: SetDisabledBody,
        response: { 200: envelope(TeamMember) },
      },
    },
    async (request) =>
      ok(
        await service.setDisabled(request.topic, actorOf(request), request.params.id, request.body.disabled),
      ),
  );

  app.post(
    TEAM_ROUTES.password,
    {
      schema: {
        tags,
        summary: 'Reset a password; the person chooses a new one at their next sign-in',
        params: IdParams,
        querystring: TopicQuery,
        body: ResetPasswordBody,
        response: { 200: envelope(MemberWithPassword) },
      },
    },
    async (request) =>
      ok(
        await service.resetPassword(
          request.topic,
          actorOf(request),
          request.params.id,
          request.body.password,
        ),
      ),
  );

  app.delete(
    TEAM_ROUTES.sessions,
    {
      schema: {
        tags,
        summary: 'Sign the person out everywhere: every token issued before stops working',
        params: IdParams,
        querystring: TopicQuery,
        response: { 200: envelope(TeamMember) },
      },
    },
    async (request) => ok(await service.endSessions(request.topic, actorOf(request), request.params.id)),
  );

  app.delete(
    TEAM_ROUTES.byId,
    {
      schema: {
        tags,
        summary: 'Remove a person from the site (never the last active admin)',
        params: IdParams,
        querystring: TopicQuery,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      await service.remove(request.topic, actorOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
