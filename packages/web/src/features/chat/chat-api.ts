import { type ChatHistory, type ChatReply, ROUTES } from '@app/contract';
import { api, unwrapData } from '../../lib/api';
import { topicUrl } from '../../lib/topic';

/** Chat calls never send the visitor's token: the assistant is the same for everyone. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatHistory: build.query<ChatHistory, string>({
      query: (sessionId) =>
        topicUrl(ROUTES.chat.history.replace(':sessionId', encodeURIComponent(sessionId))),
      extraOptions: { auth: false },
      transformResponse: (reply: unknown) => unwrapData<ChatHistory>(reply),
      providesTags: (_r, _e, sessionId) => [{ type: 'Chat', id: sessionId }],
    }),
    sendChatMessage: build.mutation<ChatReply, { sessionId: string; message: string }>({
      query: (body) => ({ url: topicUrl(ROUTES.chat.message), method: 'POST', body }),
      extraOptions: { auth: false },
      transformResponse: (reply: unknown) => unwrapData<ChatReply>(reply),
    }),
  }),
});

export const { useLazyGetChatHistoryQuery, useSendChatMessageMutation } = chatApi;
