import { z } from 'zod';

/** The longest message a visitor may send; longer ones are refused, not cut. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Messages a history call returns (the latest ones, oldest first). */
export const CHAT_HISTORY_LIMIT = 100;
/** Messages one chat session may send per minute (counted in the database, so every instance agrees). */
export const CHAT_MAX_PER_SESSION_PER_MINUTE = 12;
/** Messages one address may send per minute across its sessions. */
export const CHAT_MAX_PER_IP_PER_MINUTE = 30;

/** Chat sessions one address may open per minute. */
export const CHAT_MAX_SESSIONS_PER_IP_PER_MINUTE = 10;

/**
 * The request header that carries a session's key. Not the URL, so keys stay out of access
 * logs, proxies' logs and browser history.
 */
export const CHAT_KEY_HEADER = 'x-chat-key';

/** A session id the server makes: 24 random bytes (192 bits), base64url. */
/** The shapes of a session id and key, for readers that check one without zod (the chat button). */
export const CHAT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const CHAT_SESSION_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ChatSessionId = z.string().regex(CHAT_SESSION_ID_PATTERN);
/** The session's secret: 32 random bytes (256 bits), base64url; the server keeps only its hash. */
export const ChatSessionKey = z.string().regex(CHAT_SESSION_KEY_PATTERN);

/** The reply of `POST chat/session`: the id names the session, the key opens it. */
export const ChatSession = z.object({ sessionId: ChatSessionId, key: ChatSessionKey });
export type ChatSession = z.infer<typeof ChatSession>;

/** History and message calls send the key in `X-Chat-Key`; a missing one reads as a wrong one. */
export const ChatKeyHeaders = z.looseObject({ [CHAT_KEY_HEADER]: z.string().max(200).optional() });

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** Spec section 3: id, sessionId, role, content, createdAt, updatedAt. */
export const ChatMessage = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  role: z.enum(CHAT_ROLES),
  /** Plain text; links are Markdown `[text](/path)` to the storefront's own pages. */
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * The body of `POST chat/message`. `sessionId` is checked by the route itself, so a missing
 * one gets the spec's exact text ('Missing sessionId') rather than a schema message.
 */
export const ChatMessageBody = z.object({
  sessionId: z.unknown().optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Type a message')
    .max(CHAT_MESSAGE_MAX_LENGTH, `A message has at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export type ChatMessageBody = { sessionId: string; message: string };

/** The reply: the assistant's text (spec: `data.reply`) and the two stored messages. */
export const ChatReply = z.object({
  reply: z.string(),
  sessionId: z.string(),
  messages: z.array(ChatMessage),
});
export type ChatReply = z.infer<typeof ChatReply>;

/**
 * The events of `POST chat/message/stream`, each as `event: <type>` with JSON data: `delta`
 * carries the next checked lines of the answer as it is written; `done` the whole stored reply
 * (the answer as shown from then on, which replaces the deltas); `error` a failure after the
 * stream began. Failures before it (a wrong key, too fast, bad input) are ordinary JSON replies.
 */
export const ChatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), reply: ChatReply }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEvent>;

export const ChatHistory = z.object({ sessionId: z.string(), messages: z.array(ChatMessage) });
export type ChatHistory = z.infer<typeof ChatHistory>;

export const ChatHistoryParams = z.object({ sessionId: z.string().max(200) });

/** Spec section 8 (client fallbacks) and the server's own chat texts. */
export const CHAT_ERRORS = {
  loadHistory: 'Failed to load chat history',
  send: 'Failed to send message',
  missingSessionId: 'Missing sessionId',
  /** One reply for an unknown id, a wrong or missing key and another site's session: no oracle. */
  sessionNotFound: 'Chat session not found',
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
} as const;

/**
 * A Markdown link to a page of the same site: `[text](/path)`. The only markup replies carry;
 * the widget turns these into links and shows everything else as text.
 */
export const CHAT_LINK_PATTERN = /\[([^\]\n]{1,200})\]\((\/(?!\/)[^\s()]{0,500})\)/g;
