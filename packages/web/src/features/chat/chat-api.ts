import { CHAT_KEY_HEADER, type ChatHistory, type ChatReply, type ChatSession, ROUTES } from '@app/contract';
import { api, unwrapData } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { topicUrl } from '../../lib/topic';

/** The key goes in a header, never in the URL, so it stays out of access logs. */
const keyHeader = (key: string) => ({ [CHAT_KEY_HEADER]: key });

/** Chat calls never send the visitor's token: the assistant is the same for everyone. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    startChatSession: build.mutation<ChatSession, void>({
      query: () => ({ url: topicUrl(ROUTES.chat.session), method: 'POST' }),
      extraOptions: { auth: false },
      transformResponse: (reply: unknown) => unwrapData<ChatSession>(reply),
    }),
    getChatHistory: build.query<ChatHistory, ChatSession>({
      query: ({ sessionId, key }) => ({
        url: topicUrl(ROUTES.chat.history.replace(':sessionId', encodeURIComponent(sessionId))),
        headers: keyHeader(key),
      }),
      extraOptions: { auth: false },
      transformResponse: (reply: unknown) => unwrapData<ChatHistory>(reply),
      providesTags: (_r, _e, { sessionId }) => [{ type: 'Chat', id: sessionId }],
    }),
    sendChatMessage: build.mutation<ChatReply, ChatSession & { message: string }>({
      query: ({ sessionId, key, message }) => ({
        url: topicUrl(ROUTES.chat.message),
        method: 'POST',
        body: { sessionId, message },
        headers: keyHeader(key),
      }),
      extraOptions: { auth: false },
      transformResponse: (reply: unknown) => unwrapData<ChatReply>(reply),
    }),
  }),
});

/** The server no longer opens this session (unknown, another site's, or made before keys). */
export const isSessionGone = (err: unknown) => isApiError(err) && err.status === 404;

export const { useLazyGetChatHistoryQuery, useSendChatMessageMutation, useStartChatSessionMutation } =
  chatApi;
