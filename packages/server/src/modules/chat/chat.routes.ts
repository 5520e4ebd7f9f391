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
  type ChatStreamEvent,
  envelope,
  ROUTES,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { ok } from '../../lib/reply';
import { chatRepository } from './chat.repository';
import { chatService } from './chat.service';
import { chatRetrieval } from './chat-retrieval';

const tags = ['chat'];

/** Reads may name a topic in the query; on the topic's own domain its pages have no prefix. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = chatRepository(app.db);
  const service = chatService({
    repo,
    retrieve: chatRetrieval(app.catalogueSearch, repo),
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

  const asking = {
    config: tooFast(CHAT_MAX_PER_IP_PER_MINUTE),
    // Before the body schema, so that a missing session id gets the spec's own text.
    preValidation: async (req: FastifyRequest) => {
      const id = (req.body as { sessionId?: unknown } | null | undefined)?.sessionId;
      if (id === undefined || id === null || (typeof id === 'string' && id.trim() === ''))
        throw new AppError(400, 'VALIDATION', CHAT_ERRORS.missingSessionId);
    },
  };

  app.post(
    ROUTES.chat.message,
    {
      ...asking,
      schema: {
        tags,
        summary: 'Ask the assistant; the answer comes from this site’s catalogue, tips and policy pages',
        body: ChatMessageBody,
        headers: ChatKeyHeaders,
        response: { 200: envelope(ChatReply) },
      },
    },
    async (req) => {
      const sessionId = await service.admit(req.topic, {
        sessionId: req.body.sessionId,
        key: req.headers[CHAT_KEY_HEADER],
      });
      return ok(await service.answer(req.topic, await basePathOf(req), sessionId, req.body.message));
    },
  );

  app.post(
    ROUTES.chat.messageStream,
    {
      ...asking,
      schema: {
        tags,
        summary:
          'Ask the assistant and receive the answer as server-sent events: delta (text as written), done (the stored reply), error',
        body: ChatMessageBody,
        headers: ChatKeyHeaders,
      },
    },
    async (req, reply) => {
      // A wrong key, a session asking too fast: ordinary error replies, before the stream.
      const sessionId = await service.admit(req.topic, {
        sessionId: req.body.sessionId,
        key: req.headers[CHAT_KEY_HEADER],
      });
      const basePath = await basePathOf(req);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
      });
      const send = (event: ChatStreamEvent) => {
        if (!raw.writableEnded) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      try {
        const answer = await service.answer(req.topic, basePath, sessionId, req.body.message, (text) =>
          send({ type: 'delta', text }),
        );
        send({ type: 'done', reply: answer });
      } catch (err) {
        req.log.error({ err }, 'chat stream failed');
        send({ type: 'error', error: CHAT_ERRORS.send });
      } finally {
        raw.end();
      }
    },
  );
};

/** The assistant's routes, on the catalogue search and the text generator built once. */
export const chatRoutes = fp(routes, {
  name: 'chat-routes',
  dependencies: ['search', 'text-generator'],
  encapsulate: true,
});
