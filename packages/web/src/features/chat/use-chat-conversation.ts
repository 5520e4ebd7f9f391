import { CHAT_ERRORS, type ChatReply, type ChatSession } from '@app/contract';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../lib/api-error';
import {
  isSessionGone,
  streamChatMessage,
  useLazyGetChatHistoryQuery,
  useStartChatSessionMutation,
} from './chat-api';
import { chatActions as a, type ChatAction, type ChatState } from './chat-state';

/**
 * The panel's talk with the server: the history whenever the chat (re)opens, and questions.
 * The first question starts a session; a session the server no longer opens is replaced by a
 * new one without bothering the visitor.
 */
export function useChatConversation(state: ChatState, dispatch: Dispatch<ChatAction>) {
  const [loadHistory] = useLazyGetChatHistoryQuery();
  const [startSession] = useStartChatSessionMutation();
  const [attempt, setAttempt] = useState(0);
  // A session started here has nothing to load yet; its first reply brings the messages.
  const justStarted = useRef<string | null>(null);
  const { sessionId, sessionKey, isOpen } = state;

  // Spec: the history reloads whenever the chat is (re)opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the "Try again" of a failed load
  useEffect(() => {
    if (sessionId && justStarted.current === sessionId) {
      justStarted.current = null;
      return;
    }
    if (!isOpen || !sessionId || !sessionKey) return;
    dispatch(a.historyRequested());
    loadHistory({ sessionId, key: sessionKey })
      .unwrap()
      .then((h) => dispatch(a.historyLoaded(h)))
      .catch((err) => {
        if (isSessionGone(err)) dispatch(a.sessionLost());
        else dispatch(a.historyFailed(apiErrorText(err, { failed: CHAT_ERRORS.loadHistory })));
      });
  }, [isOpen, sessionId, sessionKey, attempt, loadHistory, dispatch]);

  async function begin(): Promise<ChatSession> {
    const session = await startSession().unwrap();
    justStarted.current = session.sessionId;
    dispatch(a.sessionStarted(session));
    return session;
  }

  async function ask(message: string) {
    const content = message.trim();
    if (!content || state.sending) return;
    dispatch(a.messageSent(content));
    try {
      const known = sessionId && sessionKey ? { sessionId, key: sessionKey } : null;
      const send = (session: ChatSession) =>
        streamChatMessage(session, content, (text) => dispatch(a.replyWriting(text)));
      let reply: ChatReply;
      try {
        reply = await send(known ?? (await begin()));
      } catch (err) {
        if (!known || !isSessionGone(err)) throw err;
        reply = await send(await begin());
      }
      dispatch(a.replyReceived(reply));
    } catch (err) {
      dispatch(a.sendFailed({ error: apiErrorText(err, { failed: CHAT_ERRORS.send }), content }));
    }
  }

  /** "Try again": the failed question, or else the history. */
  const retry = () => {
    if (state.failedMessage) void ask(state.failedMessage);
    else setAttempt((n) => n + 1);
  };

  return { ask, retry };
}
