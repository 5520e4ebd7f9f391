import type { ChatMessage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { chatSegments } from './chat-links';
import { chatActions as a, chatReducer, initialChatState } from './chat-state';
import { readChatSession } from './stored-session';

const msg = (id: number, role: 'user' | 'assistant', content: string, sessionId = 's1'): ChatMessage => ({
  id,
  sessionId,
  role,
  content,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('chat state (spec section 4)', () => {
  it('opens without a session, closes into previousSessionId and resumes it on reopening', () => {
    let s = chatReducer(initialChatState(), a.opened());
    expect(s).toMatchObject({ isOpen: true, sessionId: null });
    s = chatReducer(s, a.sessionStarted({ sessionId: 's1', key: 'k1' }));
    expect(s).toMatchObject({ sessionId: 's1', sessionKey: 'k1' });
    s = chatReducer(s, a.closed());
    expect(s).toMatchObject({ isOpen: false, previousSessionId: 's1', sessionKey: 'k1' });
    s = chatReducer(s, a.opened());
    expect(s.sessionId).toBe('s1');
  });

  it('resumes a stored session and forgets one the server no longer opens, keeping the question', () => {
    let s = chatReducer(initialChatState({ sessionId: 'old', key: 'k' }), a.opened());
    expect(s).toMatchObject({ sessionId: 'old', sessionKey: 'k' });
    s = chatReducer(s, a.historyLoaded({ sessionId: 'old', messages: [msg(1, 'user', 'hi', 'old')] }));
    s = chatReducer(s, a.messageSent('again'));
    s = chatReducer(s, a.sessionStarted({ sessionId: 'new', key: 'k2' }));
    expect(s.messages.map((m) => m.content)).toEqual(['again']);
    expect(s).toMatchObject({ sessionId: 'new', sessionKey: 'k2', previousSessionId: null });
    s = chatReducer(s, a.sessionLost());
    expect(s).toMatchObject({ sessionId: null, previousSessionId: null, sessionKey: null });
  });

  it('adds the question at once, then the reply; a failure stores the error and the text to retry', () => {
    let s = chatReducer(initialChatState({ sessionId: 's1', key: 'k1' }), a.opened());
    s = chatReducer(s, a.messageSent('hello'));
    expect(s.sending).toBe(true);
    expect(s.messages.map((m) => m.content)).toEqual(['hello']);
    s = chatReducer(
      s,
      a.replyReceived({
        reply: 'Hi!',
        sessionId: 's1',
        messages: [msg(1, 'user', 'hello'), msg(2, 'assistant', 'Hi!')],
      }),
    );
    expect(s.sending).toBe(false);
    expect(s.messages.map((m) => [m.id, m.content])).toEqual([
      [1, 'hello'],
      [2, 'Hi!'],
    ]);
    s = chatReducer(s, a.messageSent('again'));
    s = chatReducer(s, a.sendFailed({ error: 'Failed to send message', content: 'again' }));
    expect(s).toMatchObject({ sending: false, error: 'Failed to send message', failedMessage: 'again' });
    expect(s.messages).toHaveLength(2);
  });

  it('reloads history for the current session only', () => {
    let s = chatReducer(initialChatState({ sessionId: 's1', key: 'k1' }), a.opened());
    s = chatReducer(s, a.historyLoaded({ sessionId: 'other', messages: [msg(9, 'user', 'x', 'other')] }));
    expect(s.messages).toEqual([]);
    s = chatReducer(s, a.historyLoaded({ sessionId: 's1', messages: [msg(1, 'user', 'hello')] }));
    expect(s.messages).toHaveLength(1);
  });
});

describe('chat links', () => {
  it('turns only links to this site into router paths and keeps everything else as text', () => {
    const reply =
      'See [Duracell](/batteries/duracell) or [evil](//evil.example) <img src=x onerror=alert(1)> [x](javascript:alert(1)) [beauty](/beautyluxdeluxe/x)';
    expect(chatSegments(reply, '/batteries')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'Duracell', to: '/duracell' },
      {
        kind: 'text',
        text: ' or [evil](//evil.example) <img src=x onerror=alert(1)> [x](javascript:alert(1)) ',
      },
      { kind: 'text', text: '[beauty](/beautyluxdeluxe/x)' },
    ]);
    expect(chatSegments('[Duracell](/duracell)', '')).toEqual([
      { kind: 'link', text: 'Duracell', to: '/duracell' },
    ]);
  });
});

describe('stored chat session', () => {
  it('reads an id and key kept as JSON, and nothing from an id kept before keys', () => {
    const kept = { sessionId: 'a'.repeat(32), key: 'b'.repeat(43) };
    expect(readChatSession(JSON.stringify(kept))).toEqual(kept);
    expect(readChatSession('chat-lq2x-abcdefgh')).toBeNull();
    expect(readChatSession('{"sessionId":"aaaaaa"}')).toBeNull();
    expect(readChatSession(null)).toBeNull();
    expect(readChatSession('null')).toBeNull();
    expect(readChatSession('[1]')).toBeNull();
    expect(readChatSession(JSON.stringify({ ...kept, key: 'short' }))).toBeNull();
    expect(readChatSession(JSON.stringify({ ...kept, sessionId: `${'a'.repeat(31)}!` }))).toBeNull();
  });
});
