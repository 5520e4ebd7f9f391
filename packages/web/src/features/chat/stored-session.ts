import { CHAT_SESSION_ID_PATTERN, CHAT_SESSION_KEY_PATTERN, type ChatSession } from '@app/contract';

const isText = (value: unknown, pattern: RegExp): value is string =>
  typeof value === 'string' && pattern.test(value);

/**
 * The session kept in local storage, or null (nothing kept, or an id from before keys). Checked
 * against the contract's patterns by hand rather than with its zod schema: the chat button is on
 * every storefront page, and zod would double the code it loads.
 */
export function readChatSession(raw: string | null): ChatSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { sessionId, key } = value as Record<string, unknown>;
    return isText(sessionId, CHAT_SESSION_ID_PATTERN) && isText(key, CHAT_SESSION_KEY_PATTERN)
      ? { sessionId, key }
      : null;
  } catch {
    return null;
  }
}
