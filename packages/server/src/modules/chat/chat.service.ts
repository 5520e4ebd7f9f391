import {
  CHAT_ERRORS,
  CHAT_HISTORY_LIMIT,
  CHAT_MAX_PER_SESSION_PER_MINUTE,
  type ChatHistory,
  type ChatMessage,
  type ChatReply,
  type ChatSession,
  ChatSessionId,
  ChatSessionKey,
  type SiteConfig,
} from '@app/contract';
import { AppError, badRequest, notFound } from '../../errors';
import type { ChatIntent, ResilientGenerator } from '../text-generator';
import { type OnChatDelta, voiceOf } from '../text-generator';
import type { ChatMessageRow, ChatRepository } from './chat.repository';
import { careOf } from './chat-care';
import { conversationIntent } from './chat-intent';
import { chatKeyMatches, hashChatKey, newChatKey, newChatSessionId } from './chat-keys';
import { languageOf, namesFound } from './chat-language';
import { type ChatRetrieval, chatTools } from './chat-retrieval';
import { withoutInjection } from './chat-understand';

/** What an answer that looks nothing up is given. */
const NOTHING_FOUND = { items: [], brands: [], tips: [], policies: [] };

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

/** The spec's text for an absent id (the only session error that is not a 404). */
function presentSessionId(raw: unknown): unknown {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    throw badRequest(CHAT_ERRORS.missingSessionId);
  return raw;
}

export type ChatServiceDeps = {
  repo: ChatRepository;
  retrieve: ChatRetrieval;
  generator: ResilientGenerator;
  siteConfig(topic: string): Promise<SiteConfig>;
};

/** The shopping assistant: sessions of one topic, answers grounded in that topic's catalogue. */
export function chatService(d: ChatServiceDeps) {
  /**
   * The session id, if it names a session of this topic and the key opens it. A made-up id,
   * a wrong or missing key and another topic's session all get the same 404, so the reply
   * never tells whether an id exists.
   */
  async function unlock(topic: string, rawSessionId: unknown, rawKey: unknown): Promise<string> {
    const id = ChatSessionId.safeParse(presentSessionId(rawSessionId));
    const key = ChatSessionKey.safeParse(rawKey);
    if (!id.success || !key.success) throw notFound(CHAT_ERRORS.sessionNotFound);
    const session = await d.repo.findSession(id.data);
    const opens = chatKeyMatches(key.data, session?.keyHash ?? null);
    if (!opens || session?.topic !== topic) throw notFound(CHAT_ERRORS.sessionNotFound);
    return id.data;
  }

  return {
    /** A new session of the topic; the key is in this reply only. */
    async open(topic: string): Promise<ChatSession> {
      const session = { sessionId: newChatSessionId(), key: newChatKey() };
      await d.repo.createSession(topic, session.sessionId, hashChatKey(session.key));
      return session;
    },

    async history(topic: string, rawSessionId: unknown, rawKey: unknown): Promise<ChatHistory> {
      const sessionId = await unlock(topic, rawSessionId, rawKey);
      const rows = await d.repo.history(topic, sessionId, CHAT_HISTORY_LIMIT);
      return { sessionId, messages: rows.map(toMessage) };
    },

    /**
     * The session a question may be asked in: it opens with its key and has not asked too
     * often this minute. Checked before a streamed answer begins, so such failures are
     * ordinary error replies.
     */
    async admit(topic: string, session: { sessionId: unknown; key: unknown }): Promise<string> {
      const sessionId = await unlock(topic, session.sessionId, session.key);
      const recent = await d.repo.sentSince(topic, sessionId, new Date(Date.now() - 60_000));
      if (recent >= CHAT_MAX_PER_SESSION_PER_MINUTE)
        throw new AppError(429, 'RATE_LIMITED', CHAT_ERRORS.tooFast);
      return sessionId;
    },

    /**
     * The answer to a question in an admitted session, stored with it. `basePath` prefixes the
     * answer's links: `/<topic>`, or '' on the site's own domain. `onDelta` receives the
     * answer as it is written.
     */
    async answer(
      topic: string,
      basePath: string,
      sessionId: string,
      message: string,
      onDelta?: OnChatDelta,
    ): Promise<ChatReply> {
      const site = await d.siteConfig(topic);
      const earlier = await d.repo.history(topic, sessionId, CONTEXT_MESSAGES);
      const previous = earlier.findLast((m) => m.role === 'assistant')?.content ?? null;
      // The conversation so far decides what a follow-up ("what about AAA?") asks.
      // Markup, addresses and sentences that instruct the assistant are never read nor quoted back:
      // what is left is the question (or nothing, answered as no shopping question).
      const asked = earlier.filter((m) => m.role === 'user').map((m) => withoutInjection(m.content));
      const question = withoutInjection(message);
      const intent: ChatIntent =
        question === ''
          ? { kind: 'offTopic' }
          : conversationIntent(previous === null ? [question] : [...asked, question]);
      const care = careOf(message, asked.at(-1));
      // An emergency is answered with first aid alone: nothing is looked up to list beside it.
      const found = care?.emergency
        ? NOTHING_FOUND
        : await d.retrieve(topic, basePath, site, intent, previous, question);
      const { text } = await d.generator.chat(
        {
          voice: voiceOf(site),
          basePath,
          question,
          history: earlier.map((m) => ({ role: m.role, content: m.content })),
          intent,
          language: languageOf(message, namesFound(found)),
          care,
          tools: chatTools(d.retrieve, topic, basePath, site),
          ...found,
        },
        onDelta,
      );
      const rows = await d.repo.append(topic, sessionId, [
        { role: 'user', content: message },
        { role: 'assistant', content: text },
      ]);
      return { reply: text, sessionId, messages: rows.map(toMessage) };
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
