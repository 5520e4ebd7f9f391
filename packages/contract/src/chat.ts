import { z } from 'zod';

/** The longest message a visitor may send; longer ones are refused, not cut. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Messages a history call returns (the latest ones, oldest first). */
export const CHAT_HISTORY_LIMIT = 100;
/** Messages one chat session may send per minute (counted in the database, so every instance agrees). */
export const CHAT_MAX_PER_SESSION_PER_MINUTE = 12;
/** Messages one address may send per minute across its sessions. */
export const CHAT_MAX_PER_IP_PER_MINUTE = 30;

/** A session id the client makes (a timestamp plus a random string, like the crawl's). */
export const ChatSessionId = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_.:-]{6,100}$/,
    'A chat session id has 6 to 100 letters, digits, dots, dashes, underscores or colons',
  );

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

export const ChatHistory = z.object({ sessionId: z.string(), messages: z.array(ChatMessage) });
export type ChatHistory = z.infer<typeof ChatHistory>;

export const ChatHistoryParams = z.object({ sessionId: z.string().max(200) });

/** Spec section 8 (client fallbacks) and the server's own chat texts. */
export const CHAT_ERRORS = {
  loadHistory: 'Failed to load chat history',
  send: 'Failed to send message',
  missingSessionId: 'Missing sessionId',
  badSessionId: 'The chat session id is not valid; start a new chat',
  sessionTaken: 'This chat session belongs to another site; start a new chat',
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
} as const;

/**
 * A Markdown link to a page of the same site: `[text](/path)`. The only markup replies carry;
 * the widget turns these into links and shows everything else as text.
 */
export const CHAT_LINK_PATTERN = /\[([^\]\n]{1,200})\]\((\/(?!\/)[^\s()]{0,500})\)/g;
