import {
  CHAT_ERRORS,
  CHAT_HISTORY_LIMIT,
  CHAT_MAX_PER_SESSION_PER_MINUTE,
  type ChatHistory,
  type ChatMessage,
  type ChatReply,
  ChatSessionId,
  type SiteConfig,
} from '@app/contract';
import { AppError, badRequest, conflict } from '../../errors';
import { voiceOf } from '../seo-fill/seo-fill.service';
import type { ResilientGenerator } from '../text-generator';
import type { ChatMessageRow, ChatRepository } from './chat.repository';
import { intentOf } from './chat-intent';
import type { ChatRetrieval } from './chat-retrieval';

/** Earlier messages a model sees with a question. */
const CONTEXT_MESSAGES = 8;

const toMessage = (r: ChatMessageRow): ChatMessage => ({
  id: r.id,
  sessionId: r.sessionId,
  role: r.role,
  content: r.content,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The spec's text for an absent id, a plainer one for an id that is not one of ours. */
export function sessionIdOf(raw: unknown): string {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    throw badRequest(CHAT_ERRORS.missingSessionId);
  const parsed = ChatSessionId.safeParse(raw);
  if (!parsed.success) throw badRequest(CHAT_ERRORS.badSessionId);
  return parsed.data;
}

export type ChatServiceDeps = {
  repo: ChatRepository;
  retrieve: ChatRetrieval;
  generator: ResilientGenerator;
  siteConfig(topic: string): Promise<SiteConfig>;
};

/** The shopping assistant: sessions of one topic, answers grounded in that topic's catalogue. */
export function chatService(d: ChatServiceDeps) {
  return {
    /** A session of another topic reads as an empty one: its messages are not ours to show. */
    async history(topic: string, rawSessionId: unknown): Promise<ChatHistory> {
      const sessionId = sessionIdOf(rawSessionId);
      const rows = await d.repo.history(topic, sessionId, CHAT_HISTORY_LIMIT);
      return { sessionId, messages: rows.map(toMessage) };
    },

    /** `basePath` prefixes the links of the answer: `/<topic>`, or '' on the site's own domain. */
    async send(topic: string, basePath: string, rawSessionId: unknown, message: string): Promise<ChatReply> {
      const sessionId = sessionIdOf(rawSessionId);
      const recent = await d.repo.sentSince(topic, sessionId, new Date(Date.now() - 60_000));
      if (recent >= CHAT_MAX_PER_SESSION_PER_MINUTE)
        throw new AppError(429, 'RATE_LIMITED', CHAT_ERRORS.tooFast);
      if ((await d.repo.openSession(topic, sessionId)) !== topic) throw conflict(CHAT_ERRORS.sessionTaken);

      const site = await d.siteConfig(topic);
      const intent = intentOf(message);
      const [found, earlier] = await Promise.all([
        d.retrieve(topic, basePath, site, intent),
        d.repo.history(topic, sessionId, CONTEXT_MESSAGES),
      ]);
      const { text } = await d.generator.chat({
        voice: voiceOf(site),
        basePath,
        question: message,
        history: earlier.map((m) => ({ role: m.role, content: m.content })),
        intent,
        ...found,
      });
      const rows = await d.repo.append(topic, sessionId, [
        { role: 'user', content: message },
        { role: 'assistant', content: text },
      ]);
      return { reply: text, sessionId, messages: rows.map(toMessage) };
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
