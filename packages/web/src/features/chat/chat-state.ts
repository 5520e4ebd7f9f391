import type { ChatMessage, ChatReply, ChatSession } from '@app/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 3: the chat state, plus what the widget needs to load history and retry. */
export interface ChatState {
  sessionId: string | null;
  messages: ChatMessage[];
  isOpen: boolean;
  sending: boolean;
  error: string | null;
  previousSessionId: string | null;
  /** The key the server issued with the session (current or previous); it opens the session. */
  sessionKey: string | null;
  loadingHistory: boolean;
  /** The text of a message that failed to send, for "Try again". */
  failedMessage: string | null;
  /** The answer as far as it has been written, while it streams in; null otherwise. */
  writing: string | null;
}

/** `stored`: the session kept from an earlier visit, resumed when the chat opens. */
export const initialChatState = (stored: ChatSession | null = null): ChatState => ({
  sessionId: null,
  messages: [],
  isOpen: false,
  sending: false,
  error: null,
  previousSessionId: stored?.sessionId ?? null,
  sessionKey: stored?.key ?? null,
  loadingHistory: false,
  failedMessage: null,
  writing: null,
});

/** Questions still on their way have negative ids; they are not stored yet. */
const pendingOnly = (messages: ChatMessage[]) => messages.filter((m) => m.id < 0);

let localId = 0;

/**
 * Spec section 4, Chat: opening and closing (closing stores the session as previousSessionId,
 * reopening resumes it and reloads its history); a user message is added at once and marks
 * sending; a reply appends the assistant's message and clears sending; a failure stores the error.
 */
const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState(),
  reducers: {
    /** Resumes the previous session; with none, the server makes one at the first question. */
    opened(state) {
      state.isOpen = true;
      state.sessionId = state.sessionId ?? state.previousSessionId;
      state.error = null;
    },
    closed(state) {
      state.isOpen = false;
      state.previousSessionId = state.sessionId;
      state.sessionId = null;
    },
    historyRequested(state) {
      state.loadingHistory = true;
      state.error = null;
    },
    historyLoaded(state, action: PayloadAction<{ sessionId: string; messages: ChatMessage[] }>) {
      state.loadingHistory = false;
      if (action.payload.sessionId !== state.sessionId) return;
      // Keep a question still on its way: it is not in the stored history yet.
      state.messages = [...action.payload.messages, ...pendingOnly(state.messages)];
    },
    historyFailed(state, action: PayloadAction<string>) {
      state.loadingHistory = false;
      state.error = action.payload;
    },
    messageSent: {
      reducer(state, action: PayloadAction<{ id: number; content: string; at: string }>) {
        const { id, content, at } = action.payload;
        state.messages.push({
          id,
          sessionId: state.sessionId ?? '',
          role: 'user',
          content,
          createdAt: at,
          updatedAt: at,
        });
        state.sending = true;
        state.error = null;
        state.failedMessage = null;
      },
      prepare: (content: string) => ({
        payload: { id: -++localId, content, at: new Date().toISOString() },
      }),
    },
    /** The next piece of the answer being written. */
    replyWriting(state, action: PayloadAction<string>) {
      if (state.sending) state.writing = (state.writing ?? '') + action.payload;
    },
    replyReceived(state, action: PayloadAction<ChatReply>) {
      state.sending = false;
      state.writing = null;
      if (action.payload.sessionId !== state.sessionId) return;
      const stored = action.payload.messages;
      const question = stored.find((m) => m.role === 'user');
      // The optimistic question becomes the stored one; the answer follows it.
      const i = state.messages.findIndex((m) => m.id < 0 && m.content === question?.content);
      if (i >= 0) state.messages.splice(i, 1);
      const known = new Set(state.messages.map((m) => m.id));
      state.messages.push(...stored.filter((m) => !known.has(m.id)));
    },
    sendFailed(state, action: PayloadAction<{ error: string; content: string }>) {
      state.sending = false;
      state.writing = null;
      state.error = action.payload.error;
      state.failedMessage = action.payload.content;
      const i = state.messages.findIndex((m) => m.id < 0 && m.content === action.payload.content);
      if (i >= 0) state.messages.splice(i, 1);
    },
    /** The server issued a session: it holds the conversation from now on. */
    sessionStarted(state, action: PayloadAction<ChatSession>) {
      if (action.payload.sessionId !== state.sessionId) state.messages = pendingOnly(state.messages);
      state.sessionId = action.payload.sessionId;
      state.sessionKey = action.payload.key;
      state.previousSessionId = null;
    },
    /** The server no longer opens the session: forget it; the next question starts a new one. */
    sessionLost(state) {
      state.sessionId = null;
      state.previousSessionId = null;
      state.sessionKey = null;
      state.messages = pendingOnly(state.messages);
      state.loadingHistory = false;
      state.error = null;
    },
  },
});

export const chatActions = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
export type ChatAction = ReturnType<(typeof chatActions)[keyof typeof chatActions]>;
