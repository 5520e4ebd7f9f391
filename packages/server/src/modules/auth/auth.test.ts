import { createHmac } from 'node:crypto';
import { ERRORS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, login, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const hs256 = (payload: object, secret = TEST_JWT_SECRET) => {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
};
const now = () => Math.floor(Date.now() / 1000);
/** The claims of a real sign-in of the demo admin (its sign-in id and generation included), without its times. */
let claims: Record<string, unknown>;

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { token } = await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries');
    const {
      iat: _iat,
      exp: _exp,
      ...rest
    } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    claims = rest;
  });
  afterAll(() => t.close());

  const postLogin = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: payload as object });
  /**
   * A plain user of the battery site, added straight to the database. Tests that try wrong
   * passwords use one of these: each wrong try is counted on the account and reported at its
   * next sign-in, which the demo admin's test checks is 0.
   */
  const addUser = async (email: string, password: string) => {
    const { hashPassword } = await import('./password');
    await t.database.db
      .insert(users)
      .values({ websiteTopic: 'batteries', email, passwordHash: await hashPassword(password), role: 'user' });
  };
  const signInNewUser = async (email: string, password: string) => {
    await addUser(email, password);
    return login(t.app, email, password, 'batteries');
  };
  const validate = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/auth/validate', headers: authorization ? { authorization } : {} });

  it('signs in a demo admin and returns a token with the user', async () => {
    const res = await postLogin({
      email: 'ADMIN@batteries.test',
      password: DEMO_ADMIN_PASSWORD,
      websiteTopic: 'batteries',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: { token: expect.any(String), user: expect.any(Object), failedLogins: 0 },
      error: null,
    });
    expect(body.data.user).toMatchObject({
      email: 'admin@batteries.test',
      role: 'admin',
      websiteTopic: 'batteries',
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.token.split('.')).toHaveLength(3);
  });

  it('gives an unknown email and a wrong password the same reply', async () => {
    const email = 'same-reply@batteries.test';
    await addUser(email, 'the-right-password');
    const wrong = await postLogin({
      email,
      password: 'nope',
      websiteTopic: 'batteries',
    });
    const unknown = await postLogin({
      email: 'ghost@batteries.test',
      password: 'nope',
      websiteTopic: 'batteries',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, data: null, error: ERRORS.invalidCredentials });
  });

  it('does comparable work for an unknown email and a wrong password', async () => {
    // The process's CPU time (the hash runs on its worker threads), not the clock: the work done,
    // whatever else the machine is busy with.
    const cpuMs = () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1000;
    };
    const time = async (email: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = cpuMs();
        await postLogin({ email, password: 'nope', websiteTopic: 'batteries' });
        samples.push(cpuMs() - start);
      }
      return samples.sort((a, b) => a - b)[2]!;
    };
    const email = 'timed@batteries.test';
    await addUser(email, 'the-right-password');
    const wrong = await time(email);
    const unknown = await time('ghost@batteries.test');
    // Without the dummy hash an unknown email answers in well under a tenth of the time.
    expect(unknown).toBeGreaterThan(wrong * 0.4);
  });

  it('refuses an account of another topic', async () => {
    const res = await postLogin({
      email: demoAdminEmail('batteries'),
      password: DEMO_ADMIN_PASSWORD,
      websiteTopic: 'beautyluxdeluxe',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses unknown body fields, so no one can choose their own role', async () => {
    const res = await postLogin({
      email: demoAdminEmail('batteries'),
      password: DEMO_ADMIN_PASSWORD,
      websiteTopic: 'batteries',
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().error).toMatch(/role/);
  });

  it('rejects malformed login input with a clear 400', async () => {
    const res = await postLogin({ email: 'not-an-email', password: '', websiteTopic: 'batteries' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toMatch(/email/i);
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
  });

  it('validates a token and hands back a fresh one for the same user', async () => {
    const { authorization, token } = await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
    // `iat` has second resolution: the fresh token differs once the clock is past the old one's second.
    const issuedAt = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).iat as number;
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(issuedAt), {
      timeout: 2_000,
      interval: 20,
    });
    const res = await validate(authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { token: expect.any(String), user: expect.any(Object) },
      error: null,
    });
    expect(res.json().data.user).toMatchObject({ email: DEMO_SHOPPER_EMAIL, role: 'user' });
    expect(res.json().data.token).not.toBe(token);
    expect((await validate(`Bearer ${res.json().data.token}`)).statusCode).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['garbage', 'Bearer not.a.token'],
    ['a tampered payload', 'tampered'],
    ['alg none', 'none'],
    ['another key', 'otherkey'],
    ['an expired token', 'expired'],
  ])('answers 401 Authentication required for %s', async (_name, kind) => {
    let header = kind;
    if (kind === 'tampered') {
      const { token } = await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
      const [h, , s] = token.split('.');
      header = `Bearer ${h}.${b64({ ...claims, iat: now(), exp: now() + 600 })}.${s}`;
    }
    if (kind === 'none') {
      header = `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: now(), exp: now() + 600 })}.`;
    }
    if (kind === 'otherkey') header = `Bearer ${hs256({ ...claims, iat: now() }, 'x'.repeat(48))}`;
    if (kind === 'expired') header = `Bearer ${hs256({ ...claims, iat: now() - 7200, exp: now() - 3600 })}`;
    const res = await validate(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      error: ERRORS.authRequired,
      code: 'UNAUTHORIZED',
    });
  });

  it('accepts a correctly signed token, so the 401s above are about the token', async () => {
    const res = await validate(`Bearer ${hs256({ ...claims, iat: now() })}`);
    expect(res.statusCode).toBe(200);
  });

  it('changes a password in the envelope, and refuses a wrong current one with its text', async () => {
    const email = 'changer@batteries.test';
    const { authorization } = await signInNewUser(email, 'first-password-1');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/password',
        headers: { authorization },
        payload: { currentPassword, newPassword: 'second-password-2' },
      });
    const wrong = await change('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      data: null,
      error: ERRORS.wrongCurrentPassword,
      code: 'VALIDATION',
      issues: [{ path: 'body.currentPassword', message: ERRORS.wrongCurrentPassword }],
    });
    const changed = await change('first-password-1');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      data: { token: expect.any(String), user: expect.objectContaining({ email }) },
      error: null,
    });
  });

  it('logs out a user who no longer exists', async () => {
    const email = 'temp@batteries.test';
    const { authorization } = await signInNewUser(email, 'temporary-pass');
    await t.database.db.delete(users).where(eq(users.email, email));
    expect((await validate(authorization)).statusCode).toBe(401);
  });
});
