import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, readStoredSession, storeSession } from './auth-storage';

const sessionOf = (topic: string, token: string) => ({
  token,
  user: { id: 1, email: `admin@${topic}.test`, role: 'admin' as const, websiteTopic: topic },
});

describe('stored sessions, one per site', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
        removeItem: (k: string) => void stored.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps each site's session, and the spec's pair holds the latest", () => {
    storeSession(sessionOf('batteries', 'b'));
    storeSession(sessionOf('test', 't'));
    expect(readStoredSession('batteries')).toEqual({ token: 'b', tokenTopic: 'batteries' });
    expect(readStoredSession('test')).toEqual({ token: 't', tokenTopic: 'test' });
    expect([stored.get('token'), stored.get('tokenTopic')]).toEqual(['t', 'test']);
  });

  it('gives a site no session of another site', () => {
    storeSession(sessionOf('batteries', 'b'));
    expect(readStoredSession('beautyluxdeluxe')).toEqual({ token: null, tokenTopic: null });
  });

  it("reads the spec's pair alone when it is this site's (stored before sessions were per site)", () => {
    stored.set('token', 'old');
    stored.set('tokenTopic', 'batteries');
    expect(readStoredSession('batteries')).toEqual({ token: 'old', tokenTopic: 'batteries' });
    expect(readStoredSession('test').token).toBeNull();
  });

  it("signing out of one site leaves the other's session", () => {
    storeSession(sessionOf('batteries', 'b'));
    storeSession(sessionOf('test', 't'));
    clearStoredSession('test');
    expect(readStoredSession('test').token).toBeNull();
    expect(stored.get('token')).toBeUndefined();
    expect(readStoredSession('batteries').token).toBe('b');
    clearStoredSession('batteries');
    expect(stored.size).toBe(0);
  });
});
