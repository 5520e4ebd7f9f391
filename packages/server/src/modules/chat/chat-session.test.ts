import { randomBytes } from 'node:crypto';
import { CHAT_ERRORS, CHAT_KEY_HEADER, CHAT_MAX_SESSIONS_PER_IP_PER_MINUTE, ROUTES } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatKey, openChat } from '../../test/chat-session';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** A well-formed id or key that the server never issued. */
const madeUpId = () => randomBytes(24).toString('base64url');
const madeUpKey = () => randomBytes(32).toString('base64url');

const NOT_FOUND = { success: false, data: null, error: CHAT_ERRORS.sessionNotFound, code: 'NOT_FOUND' };

describe('chat sessions: the server issues them, only the key holder opens them', () => {
  let t: TestApp;
  let ip = 0;

  type Opening = { sessionId: string; key?: string; topic?: string };
  const read = async ({ sessionId, key, topic = 'batteries' }: Opening) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/chat/history/${encodeURIComponent(sessionId)}?websiteTopic=${topic}`,
      headers: key === undefined ? {} : { [CHAT_KEY_HEADER]: key },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const write = async ({ sessionId, key, topic = 'batteries' }: Opening, message = 'duracell') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chat/message?websiteTopic=${topic}`,
      headers: key === undefined ? {} : { [CHAT_KEY_HEADER]: key },
      payload: { sessionId, message },
      remoteAddress: `10.1.${++ip >> 8}.${ip & 255}`,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const sessionCount = async () => {
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from chat_sessions`,
    );
    return rows[0]!.n;
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
  });
  afterAll(() => t.close());

  it('issues random url-safe ids (192 bits) and keys (256 bits), and stores only the key’s hash', async () => {
    const sessions = await Promise.all(Array.from({ length: 40 }, () => openChat(t.app)));
    for (const { sessionId, key } of sessions) {
      expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(sessionId, 'base64url')).toHaveLength(24);
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    }
    const ids = sessions.map((s) => s.sessionId);
    expect(new Set([...ids, ...sessions.map((s) => s.key)]).size).toBe(80);
    // No shared prefix or clock in them: the first characters alone tell the ids apart.
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBe(40);
    // About 64 symbols in use, each character position near uniform.
    expect(new Set(ids.join('')).size).toBeGreaterThan(55);

    const [first] = sessions;
    const { rows } = await t.database.db.execute<{ key_hash: string }>(
      sql`select key_hash from chat_sessions where id = ${first!.sessionId}`,
    );
    expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.key_hash).not.toContain(first!.key);
  });

  it('refuses a made-up id, well formed or not, and never creates a session for it', async () => {
    const before = await sessionCount();
    for (const sessionId of ['aaaaaa', madeUpId(), '../../etc', 'x'.repeat(150)]) {
      const opening = { sessionId, key: madeUpKey() };
      expect(await read(opening)).toEqual({ status: 404, body: NOT_FOUND });
      expect(await write(opening)).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect(await sessionCount()).toBe(before);
  });

  it('the right id with a wrong or missing key can neither read nor append', async () => {
    const session = await openChat(t.app);
    const other = await openChat(t.app);
    expect((await write(session, 'hello')).status).toBe(200);
    for (const key of [undefined, '', madeUpKey(), other.key, session.key.slice(0, -1), `${session.key}x`]) {
      const opening = { sessionId: session.sessionId, key };
      expect(await read(opening)).toEqual({ status: 404, body: NOT_FOUND });
      expect(await write(opening, 'let me in')).toEqual({ status: 404, body: NOT_FOUND });
    }
    // Nor does a key in the URL stand in for the header.
    const inQuery = await t.app.inject({
      method: 'GET',
      url: `/api/chat/history/${session.sessionId}?websiteTopic=batteries&key=${session.key}`,
    });
    expect(inQuery.statusCode).toBe(404);

    const own = await read(session);
    expect(own.status).toBe(200);
    expect(own.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'hello',
      expect.any(String),
    ]);
  });

  it('answers another topic’s session exactly as an unknown id, never 409', async () => {
    const session = await openChat(t.app, 'batteries');
    expect((await write(session, 'duracell optimum')).status).toBe(200);
    const unknown = { sessionId: madeUpId(), key: madeUpKey(), topic: 'beautyluxdeluxe' };
    const foreign = { ...session, topic: 'beautyluxdeluxe' };
    expect(await read(foreign)).toEqual(await read(unknown));
    expect(await write(foreign)).toEqual(await write(unknown));
    expect((await write(foreign)).status).toBe(404);
    expect((await read(session)).body.data.messages).toHaveLength(2);
  });

  it('keeps sessions made before keys (an empty hash) closed to every key', async () => {
    const sessionId = madeUpId();
    await t.database.db.execute(
      sql`insert into chat_sessions (id, website_topic, key_hash) values (${sessionId}, 'batteries', '')`,
    );
    expect(await read({ sessionId, key: madeUpKey() })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await read({ sessionId, key: '' })).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('limits the sessions one address may open', async () => {
    const open = () => t.app.inject({ method: 'POST', url: ROUTES.chat.session, remoteAddress: '10.77.7.7' });
    for (let i = 0; i < CHAT_MAX_SESSIONS_PER_IP_PER_MINUTE; i++) expect((await open()).statusCode).toBe(201);
    const limited = await open();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(CHAT_ERRORS.tooFast);
  });

  it('documents the session call and the key header', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.paths['/api/chat/session'].post).toBeDefined();
    const history = doc.paths['/api/chat/history/{sessionId}'].get;
    expect(history.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: CHAT_KEY_HEADER }),
    );
  });

  it('keeps the spec’s reply to a message without a session id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ROUTES.chat.message,
      headers: chatKey({ key: madeUpKey() }),
      payload: { message: 'hi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CHAT_ERRORS.missingSessionId);
  });
});
