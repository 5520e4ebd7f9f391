import {
  CHAT_ERRORS,
  CHAT_KEY_HEADER,
  CHAT_MAX_PER_IP_PER_MINUTE,
  CHAT_MAX_SESSIONS_PER_IP_PER_MINUTE,
  ChatHistory,
  ChatHistoryParams,
  ChatKeyHeaders,
  ChatMessageBody,
  ChatReply,
  ChatSession,
  envelope,
  ROUTES,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { ok } from '../../lib/reply';
import { searchRepository } from '../search/search.repository';
import { searchService } from '../search/search.service';
import { chatRepository } from './chat.repository';
import { chatService } from './chat.service';
import { chatRetrieval } from './chat-retrieval';

const tags = ['chat'];

/** Reads may name a topic in the query; on the topic's own domain its pages have no prefix. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = chatRepository(app.db);
  const service = chatService({
    repo,
    retrieve: chatRetrieval(searchService(searchRepository(app.db)), repo),
    generator: app.textGenerator,
    siteConfig: (topic) => app.siteConfigs.get(topic),
  });

  const basePathOf = async (req: FastifyRequest) =>
    (await app.siteConfigs.topicForHost(req.host)) === req.topic ? '' : `/${req.topic}`;

  const tooFast = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', CHAT_ERRORS.tooFast),
    },
  });

  app.post(
    ROUTES.chat.session,
    {
      config: tooFast(CHAT_MAX_SESSIONS_PER_IP_PER_MINUTE),
      schema: {
        tags,
        summary: 'Start a chat session: the id names it, the key (sent as X-Chat-Key) opens it',
        response: { 201: envelope(ChatSession) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.open(req.topic))),
  );

  app.get(
    ROUTES.chat.history,
    {
      schema: {
        tags,
        summary: "A chat session's messages, oldest first; needs the session's key in X-Chat-Key",
        params: ChatHistoryParams,
        headers: ChatKeyHeaders,
        response: { 200: envelope(ChatHistory) },
      },
    },
    async (req) => ok(await service.history(req.topic, req.params.sessionId, req.headers[CHAT_KEY_HEADER])),
  );

  app.post(
    ROUTES.chat.message,
    {
      config: tooFast(CHAT_MAX_PER_IP_PER_MINUTE),
      // Before the body schema, so that a missing session id gets the spec's own text.
      preValidation: async (req) => {
        const id = (req.body as { sessionId?: unknown } | null | undefined)?.sessionId;
        if (id === undefined || id === null || (typeof id === 'string' && id.trim() === ''))
          throw new AppError(400, 'VALIDATION', CHAT_ERRORS.missingSessionId);
      },
      schema: {
        tags,
        summary: 'Ask the assistant; the answer comes from this site’s catalogue, tips and policy pages',
        body: ChatMessageBody,
        headers: ChatKeyHeaders,
        response: { 200: envelope(ChatReply) },
      },
    },
    async (req) => {
      const session = { sessionId: req.body.sessionId, key: req.headers[CHAT_KEY_HEADER] };
      return ok(await service.send(req.topic, await basePathOf(req), session, req.body.message));
    },
  );
};
