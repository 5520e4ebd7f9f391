import {
  CHAT_KEY_HEADER,
  ChatHistory,
  type ChatReply,
  ChatSession,
  ChatStreamEvent,
  ROUTES,
} from '@app/contract';
import { api } from '../../lib/api';
import { type ApiError, isApiError } from '../../lib/api-error';
import { replyOf } from '../../lib/reply-schema';
import { topicUrl } from '../../lib/topic';

/** The key goes in a header, never in the URL, so it stays out of access logs. */
const keyHeader = (key: string) => ({ [CHAT_KEY_HEADER]: key });

/** Chat calls never send the visitor's token: the assistant is the same for everyone. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    startChatSession: build.mutation<ChatSession, void>({
      query: () => ({ url: topicUrl(ROUTES.chat.session), method: 'POST' }),
      extraOptions: { auth: false },
      responseSchema: import.meta.env.DEV ? replyOf(ChatSession) : undefined,
    }),
    getChatHistory: build.query<ChatHistory, ChatSession>({
      query: ({ sessionId, key }) => ({
        url: topicUrl(ROUTES.chat.history.replace(':sessionId', encodeURIComponent(sessionId))),
        headers: keyHeader(key),
      }),
      extraOptions: { auth: false },
      responseSchema: import.meta.env.DEV ? replyOf(ChatHistory) : undefined,
      providesTags: (_r, _e, { sessionId }) => [{ type: 'Chat', id: sessionId }],
    }),
  }),
});

/** The server no longer opens this session (unknown, another site's, or made before keys). */
export const isSessionGone = (err: unknown) => isApiError(err) && err.status === 404;

export const { useLazyGetChatHistoryQuery, useStartChatSessionMutation } = chatApi;

/**
 * Asks the assistant and reads its answer as it is written (server-sent events over a POST,
 * which EventSource cannot send): `onDelta` gets each piece, the promise the stored reply.
 * Fails with an `ApiError`, as the other calls do: the server's status and text when it
 * refused the question, `FETCH_ERROR` when it could not be reached or the stream broke.
 */
export async function streamChatMessage(
  session: ChatSession,
  message: string,
  onDelta: (text: string) => void,
): Promise<ChatReply> {
  const fail = (e: ApiError): never => {
    throw e;
  };
  let res: Response;
  try {
    res = await fetch(topicUrl(ROUTES.chat.messageStream), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...keyHeader(session.key) },
      body: JSON.stringify({ sessionId: session.sessionId, message }),
    });
  } catch {
    return fail({ status: 'FETCH_ERROR' });
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    return fail({ status: res.status, error: typeof body?.error === 'string' ? body.error : undefined });
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const raw of events) {
        const data = raw
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (!data) continue;
        const event = ChatStreamEvent.safeParse(JSON.parse(data));
        if (!event.success) return fail({ status: 'PARSE_ERROR' });
        if (event.data.type === 'delta') onDelta(event.data.text);
        else if (event.data.type === 'done') return event.data.reply;
        else return fail({ status: 'CUSTOM_ERROR', error: event.data.error });
      }
    }
  } catch (err) {
    if (isApiError(err)) throw err;
    return fail({ status: 'FETCH_ERROR' });
  }
  return fail({ status: 'FETCH_ERROR' });
}
