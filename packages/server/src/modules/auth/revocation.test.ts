import { createHmac } from 'node:crypto';
import { ERRORS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, login, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import { saveUser } from './current-users';
import { hashPassword } from './password';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const signed = (payload: object) => {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `Bearer ${head}.${createHmac('sha256', TEST_JWT_SECRET).update(head).digest('base64url')}`;
};
const settings = { title: 'Batteries', primaryColor: '#102040', secondaryColor: '#aa1133' };

/** An admin write and an admin read with the given bearer header. */
const adminCalls = (t: TestApp, authorization: string) => ({
  write: () =>
    t.app.inject({ method: 'PUT', url: '/api/site-config', payload: settings, headers: { authorization } }),
  read: () => t.app.inject({ method: 'GET', url: '/api/banking', headers: { authorization } }),
});

/** Signs up an admin of batteries with a fresh email and returns its bearer header. */
async function newAdmin(t: TestApp, email: string) {
  await saveUser(t.database, {
    websiteTopic: 'batteries',
    email,
    passwordHash: await hashPassword('a-long-enough-password'),
    role: 'admin',
  });
  return (await login(t.app, email, 'a-long-enough-password', 'batteries')).authorization;
}

describe('revoked admins, with the default user cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses an admin demoted by user:create at once, and serves them again when restored', async () => {
    const { write, read } = adminCalls(t, await newAdmin(t, 'demoted@batteries.test'));
    expect((await write()).statusCode).toBe(200); // the role is now cached
    const demote = async (role: 'admin' | 'user') =>
      saveUser(t.database, {
        websiteTopic: 'batteries',
        email: 'demoted@batteries.test',
        passwordHash: await hashPassword('a-long-enough-password'),
        role,
      });
    await demote('user');
    // Well inside the cache's lifetime: only the notice can have retired the cached role.
    await vi.waitFor(async () => expect((await write()).statusCode).toBe(403), { timeout: 2000 });
    expect((await read()).statusCode).toBe(403);
    expect((await write()).json()).toMatchObject({ success: false, error: ERRORS.forbidden });
    await demote('admin');
    await vi.waitFor(async () => expect((await write()).statusCode).toBe(200), { timeout: 2000 });
  });

  it('refuses a correctly signed token for a user id that does not exist', async () => {
    const now = Math.floor(Date.now() / 1000);
    // A real sign-in's claims (its sign-in id and generation), with an id no user has.
    const { token } = await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries');
    const { sid, gen } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const forged = signed({
      sub: '987654',
      email: demoAdminEmail('batteries'),
      role: 'admin',
      websiteTopic: 'batteries',
      sid,
      gen,
      iat: now,
      exp: now + 600,
    });
    const { write, read } = adminCalls(t, forged);
    expect((await write()).statusCode).toBe(401);
    expect((await read()).statusCode).toBe(401);
    expect((await write()).json()).toMatchObject({ success: false, error: ERRORS.authRequired });
    // The same claims with the real admin's id pass, so the 401 is about the id.
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAdminEmail('batteries')));
    const real = signed({
      ...JSON.parse(Buffer.from(forged.split('.')[1]!, 'base64url').toString()),
      sub: String(admin!.id),
    });
    expect((await adminCalls(t, real).write()).statusCode).toBe(200);
  });
});

describe('revoked admins, changed behind our back (plain SQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ userCacheMs: 150 });
  });
  afterAll(() => t.close());
  /** Waits, within a bound, until the cached user has expired and the call answers `status`. */
  const once = (status: number, request: () => Promise<{ statusCode: number }>) =>
    vi.waitFor(async () => expect((await request()).statusCode).toBe(status), {
      timeout: 2_000,
      interval: 50,
    });

  it('refuses a demoted admin once the cached role expires', async () => {
    const { write } = adminCalls(t, await newAdmin(t, 'sql-demoted@batteries.test'));
    expect((await write()).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ role: 'user' })
      .where(eq(users.email, 'sql-demoted@batteries.test'));
    await once(403, write);
  });

  it('refuses a deleted admin', async () => {
    const { write, read } = adminCalls(t, await newAdmin(t, 'deleted@batteries.test'));
    expect((await read()).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.email, 'deleted@batteries.test'));
    await once(401, write);
    expect((await read()).statusCode).toBe(401);
  });

  it('refuses an admin moved to another topic', async () => {
    const { write } = adminCalls(t, await newAdmin(t, 'moved@batteries.test'));
    expect((await write()).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ websiteTopic: 'test' })
      .where(eq(users.email, 'moved@batteries.test'));
    await once(401, write);
  });

  it('keeps the demo admin working throughout', async () => {
    const admin = await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries');
    expect((await adminCalls(t, admin.authorization).write()).statusCode).toBe(200);
  });
});
