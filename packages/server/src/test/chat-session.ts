import { CHAT_KEY_HEADER, type ChatSession, ROUTES } from '@app/contract';
import type { App } from '../app';

let n = 0;
/** Each session from an address of its own, so tests never meet the per-address session limit. */
const nextAddress = () => `10.200.${++n >> 8}.${n & 255}`;

/** Starts a chat session of `topic` and returns its id and key. */
export async function openChat(app: App, topic = 'batteries'): Promise<ChatSession> {
  const res = await app.inject({
    method: 'POST',
    url: `${ROUTES.chat.session}?websiteTopic=${topic}`,
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`chat session: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** The headers that open a session. */
export const chatKey = (session: Pick<ChatSession, 'key'>) => ({ [CHAT_KEY_HEADER]: session.key });

let sent = 0;
/**
 * The assistant's replies to `messages`, sent one after another in one new session of `topic`
 * (each from an address of its own, under the per-address message limit).
 */
export async function converse(app: App, topic: string, messages: readonly string[]): Promise<string[]> {
  const session = await openChat(app, topic);
  const replies: string[] = [];
  for (const message of messages) {
    const res = await app.inject({
      method: 'POST',
      url: `${ROUTES.chat.message}?websiteTopic=${topic}`,
      payload: { sessionId: session.sessionId, message },
      headers: chatKey(session),
      remoteAddress: `10.201.${++sent >> 8}.${sent & 255}`,
    });
    if (res.statusCode !== 200) throw new Error(`chat message: ${res.statusCode} ${res.body}`);
    replies.push(res.json().data.reply as string);
  }
  return replies;
}
