import { ERRORS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { buildConfig, buildTestApp, openTestDatabase, type TestApp } from './test/test-app';

describe('the envelope and honest errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ bodyLimit: 4096 });
  });
  afterAll(() => t.close());

  const loginWith = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload, headers: { 'content-type': contentType } });

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({
      success: true,
      data: { status: 'ok' },
      error: null,
    });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: 'ready' }, error: null });
  });

  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400, ERRORS.malformedJson],
    ['an empty JSON body', '', 'application/json', 400, null],
    [
      'wrong types',
      JSON.stringify({ email: 42, password: true, websiteTopic: [] }),
      'application/json',
      400,
      null,
    ],
    [
      'an oversized body',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10_000), websiteTopic: 't' }),
      'application/json',
      413,
      ERRORS.bodyTooLarge,
    ],
    ['an unsupported content type', '<xml/>', 'application/xml', 415, ERRORS.unsupportedMediaType],
  ])('refuses %s with a 4xx envelope', async (_name, payload, type, status, message) => {
    const res = await loginWith(payload, type);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.data).toBeNull();
    expect(typeof body.error).toBe('string');
    expect(body.error.length).toBeGreaterThan(3);
    if (message) expect(body.error).toBe(message);
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    for (const url of ['/api/nothing-here', '/auth/nope']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null, code: 'NOT_FOUND' });
    }
  });

  it('sets security headers and leaves CORS off by default', async () => {
    const res = await t.app.inject({
      url: '/api/site-config/all',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large replies', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document with the routes and their schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/login',
        '/auth/validate',
        '/api/site-config',
        '/api/site-config/resolve',
      ]),
    );
    expect(doc.paths['/auth/login'].post.requestBody).toBeDefined();
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('the API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitMax: 3 });
  });
  afterAll(() => t.close());

  it('counts API calls per IP and answers 429 with the envelope, but never pages or assets', async () => {
    for (let i = 0; i < 6; i++) expect((await t.app.inject('/batteries/brands')).statusCode).not.toBe(429);
    for (let i = 0; i < 3; i++) expect((await t.app.inject('/api/site-config/all')).statusCode).toBe(200);
    const limited = await t.app.inject('/api/site-config/all');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: ERRORS.tooManyRequests });
  });
});

describe('real faults', () => {
  it('leave the process alive but not ready while its database is gone: 503 in the envelope, with Retry-After', async () => {
    const database = await openTestDatabase();
    const config = buildConfig();
    const app = await buildApp(config, { database, jwtSecret: config.jwtSecret!, logger: false });
    try {
      await database.close();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBeDefined();
      expect(ready.json()).toEqual({
        success: false,
        data: null,
        error: ERRORS.serviceUnavailable,
        code: 'UNAVAILABLE',
      });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answer 500 in the envelope, and the log names the failure without the query’s SQL or parameters', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const config = buildConfig();
    const app = await buildApp(config, {
      database,
      jwtSecret: config.jwtSecret!,
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    // Every route must be named by the access policy: the pages' catch-all (free here, with no web
    // build) stands in for a route that fails.
    app.get('/*', async () => {
      await database.db.execute(sql`select 1 / 0 where ${'visitor-secret@example.com'} <> ''`);
      return { success: true };
    });
    try {
      const res = await app.inject('/api/test-fault');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, data: null, error: ERRORS.internal });
      const log = lines.join('\n');
      expect(log).toContain('division by zero');
      expect(log).not.toContain('visitor-secret@example.com');
      expect(log).not.toContain('select 1 / 0');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
