import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 24 random bytes: 192 bits, 32 url-safe characters. */
export const newChatSessionId = () => randomBytes(24).toString('base64url');
/** 32 random bytes: 256 bits, 43 url-safe characters. Shown once; only its hash is stored. */
export const newChatKey = () => randomBytes(32).toString('base64url');

/** SHA-256 in hex: a key is random, so a fast hash is enough (nothing to guess from a leak). */
export const hashChatKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Stands in for the stored hash of an unknown session, so a miss costs what a hit costs. */
const NO_HASH = hashChatKey('');

/** Compares in constant time; `storedHash` null (unknown session) never matches. */
export function chatKeyMatches(key: string, storedHash: string | null): boolean {
  const given = Buffer.from(hashChatKey(key), 'hex');
  const stored = Buffer.from(storedHash ?? NO_HASH, 'hex');
  // A stored hash of another length ('' for sessions made before keys) cannot match.
  const same = stored.length === given.length && timingSafeEqual(given, stored);
  return same && storedHash !== null;
}
