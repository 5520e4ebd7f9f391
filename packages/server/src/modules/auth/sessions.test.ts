import { ERRORS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userSessions } from '../../db/schema';
import { DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD } from '../../db/seed';
import { buildTestApp, login, signInCast, type TestApp } from '../../test/test-app';
import { addMember, CHOSEN_PASSWORD } from '../team/team-test-helpers';

type Headers = { authorization: string };
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/**
 * Sign-ins end: a password reset or change, disable, and "sign out everywhere" end every token
 * issued before; the owner sees and ends their sign-ins; an admin ends a member's.
 */
describe('sessions', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await signInCast(t.app);
  });
  afterAll(() => t.close());

  const validate = (headers: Headers) => t.app.inject({ method: 'GET', url: '/auth/validate', headers });
  const addAdminBody = () => ({ email: `new-${++n}@batteries.test`, role: 'admin' });
  /** The two calls of the reproduction: add an admin, read the books. */
  const takeOver = (headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/team', headers, payload: addAdminBody() });
  const readBanking = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/banking', headers });
  const signIn = async (email: string, password = CHOSEN_PASSWORD, userAgent = 'Test browser') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password, websiteTopic: 'batteries' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return bearer(res.json().data.token);
  };
  const member = async (role: 'admin' | 'editor' | 'user' = 'admin') => {
    const email = `member-${++n}@batteries.test`;
    const { id } = await addMember(t.app, cast.admin, email, role);
    return { email, id, headers: await signIn(email) };
  };
  const changePassword = (headers: Headers, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/password',
      headers,
      payload: { currentPassword, newPassword },
    });

  it("ends a stolen admin's token at a password reset, and after the admin chooses a new password", async () => {
    const x = await member('admin');
    const stolen = x.headers;
    expect((await takeOver(stolen)).statusCode).toBe(201);
    // Another admin resets X's password.
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/team/${x.id}/password`,
      headers: cast.admin,
      payload: { password: 'reset-by-an-admin-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const refreshed = await validate(stolen);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toMatchObject({ success: false, data: null, error: ERRORS.sessionEnded });
    expect((await takeOver(stolen)).statusCode).toBe(401);
    expect((await readBanking(stolen)).statusCode).toBe(401);

    // X signs in with the reset password: validate answers but gives no longer-lived token.
    const { token: resetToken } = await login(t.app, x.email, 'reset-by-an-admin-1', 'batteries');
    // `iat` has second resolution: a token signed afresh differs once the clock is past this one's second.
    const issuedAt = JSON.parse(Buffer.from(resetToken.split('.')[1]!, 'base64url').toString()).iat as number;
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(issuedAt), {
      timeout: 2_000,
      interval: 20,
    });
    const pending = await validate(bearer(resetToken));
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.token).toBe(resetToken);
    expect(pending.json().data.user.mustChangePassword).toBe(true);

    const chosen = await changePassword(bearer(resetToken), 'reset-by-an-admin-1', 'x-chose-this-one-3');
    expect(chosen.statusCode, chosen.body).toBe(200);
    const fresh = bearer(chosen.json().data.token);
    expect((await takeOver(fresh)).statusCode).toBe(201);
    expect((await readBanking(fresh)).statusCode).toBe(200);
    expect((await validate(stolen)).statusCode).toBe(401);
    expect((await takeOver(stolen)).statusCode).toBe(401);
    expect((await readBanking(stolen)).statusCode).toBe(401);
    // The token X changed the password with belonged to the old sign-in: ended too.
    expect((await validate(bearer(resetToken))).statusCode).toBe(401);
  });

  it('ends every other token at the owner’s own password change, and keeps them signed in where they changed it', async () => {
    const x = await member('editor');
    const elsewhere = await signIn(x.email, CHOSEN_PASSWORD, 'Laptop');
    const changed = await changePassword(x.headers, CHOSEN_PASSWORD, 'a-brand-new-password-4');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await validate(elsewhere)).statusCode).toBe(401);
    expect((await validate(x.headers)).statusCode).toBe(401);
    const here = bearer(changed.json().data.token);
    expect((await validate(here)).statusCode).toBe(200);
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: here,
      payload: { name: `Brand ${++n}` },
    });
    expect(brand.statusCode).toBe(201);
  });

  it('does not revive old tokens when a disabled account is enabled again', async () => {
    const x = await member('admin');
    const setDisabled = (disabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/team/${x.id}/disabled`,
        headers: cast.admin,
        payload: { disabled },
      });
    expect((await readBanking(x.headers)).statusCode).toBe(200);
    expect((await setDisabled(true)).statusCode).toBe(200);
    expect((await readBanking(x.headers)).statusCode).toBe(401);
    expect((await setDisabled(false)).statusCode).toBe(200);
    expect((await readBanking(x.headers)).statusCode).toBe(401);
    expect((await validate(x.headers)).statusCode).toBe(401);
    // Signing in again works.
    expect((await readBanking(await signIn(x.email))).statusCode).toBe(200);
  });

  it('signs out everywhere: every token of the account stops, here too', async () => {
    const x = await member('user');
    const phone = await signIn(x.email, CHOSEN_PASSWORD, 'Phone');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-everywhere',
      headers: x.headers,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.ended).toBeGreaterThanOrEqual(2);
    expect((await validate(x.headers)).statusCode).toBe(401);
    expect((await validate(phone)).statusCode).toBe(401);
    expect((await validate(await signIn(x.email))).statusCode).toBe(200);
  });

  it('lists the owner’s sign-ins and ends one of them, or all others', async () => {
    const x = await member('user');
    const laptop = x.headers;
    const phone = await signIn(x.email, CHOSEN_PASSWORD, 'Phone browser');
    const tablet = await signIn(x.email, CHOSEN_PASSWORD, 'Tablet browser');
    const list = async (headers: Headers) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Array<{ id: string; userAgent: string; current: boolean; address: string }>;
    };
    const seen = await list(laptop);
    // The sign-in made while choosing the first password (no user agent of ours) is there too.
    expect(seen).toHaveLength(4);
    expect(seen.map((s) => s.userAgent)).toEqual(
      expect.arrayContaining(['Phone browser', 'Tablet browser', 'Test browser']),
    );
    expect(seen.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Test browser']);
    expect(seen[0]).toMatchObject({ address: '127.0.0.1', createdAt: expect.any(String) });
    const phoneId = seen.find((s) => s.userAgent === 'Phone browser')!.id;

    // Someone else cannot end it, nor see it.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: cast.shopper,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(ERRORS.sessionNotFound);
    expect((await validate(phone)).statusCode).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: laptop,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await validate(phone)).statusCode).toBe(401);
    expect((await validate(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).map((s) => s.userAgent)).not.toContain('Phone browser');
    expect(await list(laptop)).toHaveLength(3);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: laptop,
    });
    expect(again.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/nope',
      headers: laptop,
    });
    expect(malformed.statusCode).toBe(400);

    const others = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: laptop,
    });
    expect(others.json().data).toEqual({ ended: 2 });
    expect((await validate(tablet)).statusCode).toBe(401);
    expect((await validate(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
  });

  it("lets an admin sign a team member out everywhere, and no one else's members", async () => {
    const x = await member('editor');
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/${x.id}/sessions?websiteTopic=test`,
      headers: cast.testAdmin,
    });
    expect(other.statusCode).toBe(404);
    expect((await validate(x.headers)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/${x.id}/sessions`,
      headers: cast.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await validate(x.headers)).statusCode).toBe(401);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/activity?entityType=user',
      headers: cast.admin,
    });
    expect(history.body).toContain('signIns');
  });
});

describe('when a sign-in was last used', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No user cache: every request reads the sign-in as the database has it.
    t = await buildTestApp({ userCacheMs: 0 });
  });
  afterAll(() => t.close());

  it('is brought forward by a request at most once a minute', async () => {
    const { authorization, token } = await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const setLastUsed = (msAgo: number) =>
      t.database.db
        .update(userSessions)
        .set({ lastUsedAt: new Date(Date.now() - msAgo) })
        .where(eq(userSessions.id, sid));
    const lastUsed = async () =>
      (
        await t.database.db.select().from(userSessions).where(eq(userSessions.id, sid))
      )[0]!.lastUsedAt.getTime();
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { authorization } });

    await setLastUsed(30_000);
    const before = await lastUsed();
    expect((await call()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(before);

    await setLastUsed(10 * 60_000);
    const started = Date.now();
    expect((await call()).statusCode).toBe(200);
    expect(await lastUsed()).toBeGreaterThanOrEqual(started - 1_000);
  });
});
