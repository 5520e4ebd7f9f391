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
