import { ChatSession } from '@app/contract';
import '../../lib/zod-without-eval';

/** The session kept in local storage, or null (nothing kept, or an id from before keys). */
export function readChatSession(raw: string | null): ChatSession | null {
  if (!raw) return null;
  try {
    const parsed = ChatSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
