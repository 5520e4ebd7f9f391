import { type ActivityEntry, ERRORS } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';
import { addMember, CHOSEN_PASSWORD, INITIAL_PASSWORD } from './team-test-helpers';

type Headers = { authorization: string };

describe('team', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  let adminId: number;
  beforeAll(async () => {
    // The users' cache is on, as in production: the tests show changes reach tokens in use at once.
    t = await buildTestApp();
    cast = await signInCast(t.app);
    adminId = (await list(cast.admin)).find((m) => m.email === demoAdminEmail('batteries'))!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  async function list(headers: Headers): Promise<Array<{ id: number; email: string; role: string }>> {
    const res = await call('GET', '/api/team', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const signIn = (email: string, password: string, websiteTopic = 'batteries') =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, websiteTopic } });
  const validate = (headers: Headers) => t.app.inject({ url: '/auth/validate', headers });

  it("lists the topic's accounts only, without password hashes", async () => {
    const members = await list(cast.admin);
    expect(members.map((m) => m.email)).toEqual(expect.arrayContaining([demoAdminEmail('batteries')]));
    expect(members.every((m) => !m.email.endsWith('@test.test'))).toBe(true);
    expect(JSON.stringify(members)).not.toMatch(/argon|passwordHash/);
    expect((await list(cast.testAdmin)).map((m) => m.email)).toEqual([demoAdminEmail('test')]);
  });

  it('adds a person with a generated password shown once, who must choose a new one', async () => {
    const res = await call('POST', '/api/team', cast.admin, {
      email: 'New.Person@Batteries.test',
      role: 'user',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { member, generatedPassword } = res.json().data;
    expect(member).toMatchObject({
      email: 'new.person@batteries.test',
      role: 'user',
      mustChangePassword: true,
    });
    expect(generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const first = await signIn('new.person@batteries.test', generatedPassword);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.mustChangePassword).toBe(true);
    // The list never shows the password again.
    expect(JSON.stringify(await list(cast.admin))).not.toContain(generatedPassword);
  });

  it('refuses a second account with the same email with a clear 409', async () => {
    const res = await call('POST', '/api/team', cast.admin, {
      email: demoAdminEmail('batteries'),
      role: 'user',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ERRORS.memberExists);
  });

  it('refuses a short password and unknown fields', async () => {
    const short = await call('POST', '/api/team', cast.admin, {
      email: 'x@batteries.test',
      role: 'user',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    const extra = await call('POST', '/api/team', cast.admin, {
      email: 'x@batteries.test',
      role: 'user',
      websiteTopic: 'test',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('changes a role, and the new role counts on the next request of a token already in use', async () => {
    const person = await addMember(t.app, cast.admin, 'promoted@batteries.test', 'user');
    const write = () => call('POST', '/api/tips', person, { title: `Tip ${Math.random()}` });
    expect((await write()).statusCode).toBe(403);
    const res = await call('PUT', `/api/team/${person.id}/role`, cast.admin, { role: 'editor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.role).toBe('editor');
    expect((await write()).statusCode).toBe(201);
    await call('PUT', `/api/team/${person.id}/role`, cast.admin, { role: 'user' });
    expect((await write()).statusCode).toBe(403);
  });

  it('never changes another topic’s accounts', async () => {
    const person = await addMember(t.app, cast.admin, 'mine@batteries.test', 'user');
    for (const [method, url, payload] of [
      ['PUT', `/api/team/${person.id}/role`, { role: 'admin' }],
      ['PUT', `/api/team/${person.id}/disabled`, { disabled: true }],
      ['POST', `/api/team/${person.id}/password`, {}],
      ['DELETE', `/api/team/${person.id}`, undefined],
    ] as const) {
      const res = await call(method, url, cast.testAdmin, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe(ERRORS.memberNotFound);
    }
    const named = await call('GET', '/api/team?websiteTopic=batteries', cast.testAdmin);
    expect(named.statusCode).toBe(403);
    expect((await list(cast.admin)).find((m) => m.id === person.id)?.role).toBe('user');
  });

  it('never lets the last active admin be demoted, disabled or removed', async () => {
    const demote = await call('PUT', `/api/team/${adminId}/role`, cast.admin, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ success: false, error: ERRORS.lastAdmin, code: 'CONFLICT' });

    // A disabled admin does not count: the first is still the last active one.
    const secondBefore = await addMember(t.app, cast.admin, 'second@batteries.test', 'admin');
    await call('PUT', `/api/team/${secondBefore.id}/disabled`, cast.admin, { disabled: true });
    expect((await call('PUT', `/api/team/${adminId}/role`, cast.admin, { role: 'user' })).statusCode).toBe(
      409,
    );
    await call('PUT', `/api/team/${secondBefore.id}/disabled`, cast.admin, { disabled: false });
    // Disabling ended the second admin's sign-ins: they sign in again.
    const second = {
      ...secondBefore,
      authorization: `Bearer ${(await signIn('second@batteries.test', CHOSEN_PASSWORD)).json().data.token}`,
    };

    // Two active admins: either may step the other down; then the one left is protected.
    const stepDown = await call('PUT', `/api/team/${adminId}/role`, second, { role: 'editor' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    const last = await call('PUT', `/api/team/${second.id}/role`, second, { role: 'editor' });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe(ERRORS.lastAdmin);
    expect((await call('DELETE', `/api/team/${second.id}`, cast.admin)).statusCode).toBe(403); // an editor now
    expect((await call('PUT', `/api/team/${adminId}/role`, second, { role: 'admin' })).statusCode).toBe(200);
    // With two admins again, one may remove the other.
    expect((await call('DELETE', `/api/team/${second.id}`, cast.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/team/${adminId}`, second)).statusCode).toBe(401);
  });

  it('an admin cannot remove or disable their own account', async () => {
    for (const res of [
      await call('DELETE', `/api/team/${adminId}`, cast.admin),
      await call('PUT', `/api/team/${adminId}/disabled`, cast.admin, { disabled: true }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(ERRORS.ownAccount);
    }
  });

  describe('a disabled account', () => {
    it('gets 401 on every request at once, cannot sign in, and can be enabled again (with a new sign-in)', async () => {
      const person = await addMember(t.app, cast.admin, 'disabled@batteries.test', 'editor');
      expect((await validate(person)).statusCode).toBe(200);
      const off = await call('PUT', `/api/team/${person.id}/disabled`, cast.admin, { disabled: true });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.disabledAt).not.toBeNull();

      const refused = await validate(person);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe(ERRORS.accountDisabled);
      expect((await call('POST', '/api/tips', person, { title: 'Nope' })).statusCode).toBe(401);

      const wrong = await signIn('disabled@batteries.test', 'wrong-password-1');
      expect(wrong.json().error).toBe(ERRORS.invalidCredentials);
      const right = await signIn('disabled@batteries.test', CHOSEN_PASSWORD);
      expect(right.statusCode).toBe(401);
      expect(right.json().error).toBe(ERRORS.accountDisabled);

      await call('PUT', `/api/team/${person.id}/disabled`, cast.admin, { disabled: false });
      const again = await signIn('disabled@batteries.test', CHOSEN_PASSWORD);
      expect(again.statusCode).toBe(200);
      expect((await validate({ authorization: `Bearer ${again.json().data.token}` })).statusCode).toBe(200);
      // Enabling does not bring back a token from before.
      expect((await validate(person)).statusCode).toBe(401);
    });
  });

  describe('a password reset', () => {
    it('makes the person choose a new password before they can write', async () => {
      const person = await addMember(t.app, cast.admin, 'reset@batteries.test', 'editor');
      const reset = await call('POST', `/api/team/${person.id}/password`, cast.admin, {});
      expect(reset.statusCode, reset.body).toBe(200);
      const temporary = reset.json().data.generatedPassword as string;
      expect(reset.json().data.member.mustChangePassword).toBe(true);

      // The old password is gone, and so is the token in use.
      expect((await signIn('reset@batteries.test', CHOSEN_PASSWORD)).statusCode).toBe(401);
      expect((await call('POST', '/api/tips', person, { title: 'Blocked' })).statusCode).toBe(401);

      // The sign-in reply says so; the new token can read but not write.
      const first = await signIn('reset@batteries.test', temporary);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.user.mustChangePassword).toBe(true);
      const session = { authorization: `Bearer ${first.json().data.token}` };
      const blocked = await call('POST', '/api/tips', session, { title: 'Blocked' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error).toBe(ERRORS.mustChangePassword);

      const wrongCurrent = await call('POST', '/auth/password', session, {
        currentPassword: 'not-the-password',
        newPassword: 'brand-new-password-3',
      });
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json().error).toBe(ERRORS.wrongCurrentPassword);
      const same = await call('POST', '/auth/password', session, {
        currentPassword: temporary,
        newPassword: temporary,
      });
      expect(same.json().error).toBe(ERRORS.samePassword);
      const tooShort = await call('POST', '/auth/password', session, {
        currentPassword: temporary,
        newPassword: 'short',
      });
      expect(tooShort.statusCode).toBe(400);

      const changed = await call('POST', '/auth/password', session, {
        currentPassword: temporary,
        newPassword: 'brand-new-password-3',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.user.mustChangePassword).toBe(false);
      // The reply's token (a new sign-in) writes; the one the password was changed with has ended.
      const renewed = { authorization: `Bearer ${changed.json().data.token}` };
      expect((await call('POST', '/api/tips', renewed, { title: `Allowed ${Date.now()}` })).statusCode).toBe(
        201,
      );
      expect((await call('POST', '/api/tips', session, { title: 'Ended' })).statusCode).toBe(401);
      expect((await signIn('reset@batteries.test', temporary)).statusCode).toBe(401);
      expect((await signIn('reset@batteries.test', 'brand-new-password-3')).statusCode).toBe(200);
    });

    it('accepts a password the admin chose', async () => {
      const person = await addMember(t.app, cast.admin, 'chosen@batteries.test', 'user');
      const reset = await call('POST', `/api/team/${person.id}/password`, cast.admin, {
        password: 'admin-chose-this-1',
      });
      expect(reset.json().data.generatedPassword).toBeNull();
      expect(
        (await signIn('chosen@batteries.test', 'admin-chose-this-1')).json().data.user.mustChangePassword,
      ).toBe(true);
    });
  });

  it('removes a person: their token stops working and they cannot sign in', async () => {
    const person = await addMember(t.app, cast.admin, 'leaving@batteries.test', 'editor');
    const res = await call('DELETE', `/api/team/${person.id}`, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await validate(person)).statusCode).toBe(401);
    expect((await signIn('leaving@batteries.test', CHOSEN_PASSWORD)).statusCode).toBe(401);
    expect((await list(cast.admin)).some((m) => m.id === person.id)).toBe(false);
    expect((await call('DELETE', `/api/team/${person.id}`, cast.admin)).statusCode).toBe(404);
  });

  it('the initial password an admin gave works once, until the person chooses their own', async () => {
    await addMember(t.app, cast.admin, 'first-time@batteries.test', 'user');
    expect((await signIn('first-time@batteries.test', INITIAL_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('holds when two admins demote each other at the same moment: one stays admin', async () => {
    const other = await addMember(t.app, cast.testAdmin, 'other@test.test', 'admin', 'test');
    const testAdminId = (await list(cast.testAdmin)).find((m) => m.email === demoAdminEmail('test'))!.id;
    const replies = await Promise.all([
      call('PUT', `/api/team/${testAdminId}/role`, other, { role: 'editor' }),
      call('PUT', `/api/team/${other.id}/role`, cast.testAdmin, { role: 'editor' }),
    ]);
    // The one that runs second sees the first's change: refused as the last admin (409), or its
    // caller is no longer an admin at all (403).
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.websiteTopic, 'test'), eq(users.role, 'admin')));
    expect(admins).toHaveLength(1);

    // The test site as the other tests know it: its demo admin, alone.
    if (admins[0]!.id !== testAdminId) {
      const back = await call('PUT', `/api/team/${testAdminId}/role`, other, { role: 'admin' });
      expect(back.statusCode, back.body).toBe(200);
    }
    const removed = await call('DELETE', `/api/team/${other.id}`, cast.testAdmin);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  describe('the activity log', () => {
    const history = async (id: number): Promise<ActivityEntry[]> => {
      const res = await call('GET', `/api/activity/user/${id}`, cast.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items;
    };
    const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) => {
      const res = await call(method, url, cast.admin, payload);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().data;
    };
    const entryCount = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(activityLog))[0]!.n;

    it('records adding, a role change, disabling, enabling, a password reset and removal, never a password', async () => {
      const chosen = 'chosen-by-the-admin-1';
      const added = await send(
        'POST',
        '/api/team',
        { email: 'logged.person@batteries.test', role: 'user', password: chosen },
        201,
      );
      const id = added.member.id as number;
      await send('PUT', `/api/team/${id}/role`, { role: 'editor' });
      await send('PUT', `/api/team/${id}/disabled`, { disabled: true });
      await send('PUT', `/api/team/${id}/disabled`, { disabled: false });
      const { generatedPassword } = await send('POST', `/api/team/${id}/password`, {});
      await send('DELETE', `/api/team/${id}`);

      const entries = (await history(id)).reverse();
      expect(entries.map((e) => e.action)).toEqual([
        'create',
        'update',
        'update',
        'update',
        'update',
        'delete',
      ]);
      for (const e of entries)
        expect(e).toMatchObject({
          entityType: 'user',
          entityId: id,
          entityLabel: 'logged.person@batteries.test',
          userId: adminId,
          userEmail: demoAdminEmail('batteries'),
        });
      const [create, role, disable, enable, reset, remove] = entries.map((e) => e.changes);
      expect(create).toMatchObject({ email: [null, 'logged.person@batteries.test'], role: [null, 'user'] });
      expect(role).toEqual({ role: ['user', 'editor'] });
      expect(disable!.disabledAt).toEqual([null, expect.any(String)]);
      expect(enable!.disabledAt).toEqual([expect.any(String), null]);
      expect(reset!.password).toEqual([null, 'reset']);
      expect(remove).toMatchObject({ email: ['logged.person@batteries.test', null], role: ['editor', null] });
      const text = JSON.stringify(entries);
      expect(text).not.toContain(chosen);
      expect(text).not.toContain(generatedPassword);
      expect(text).not.toMatch(/argon|passwordHash/);
    });

    it('a refused change writes no entry, and a change whose entry cannot be written is not made', async () => {
      const before = await entryCount();
      await send('POST', '/api/team', { email: demoAdminEmail('batteries'), role: 'user' }, 409);
      await send('PUT', `/api/team/${adminId}/disabled`, { disabled: true }, 409);
      expect(await entryCount()).toBe(before);

      const kept = await send(
        'POST',
        '/api/team',
        { email: 'kept.person@batteries.test', role: 'user' },
        201,
      );
      const logged = await entryCount();
      // A log that refuses the entry (new ones only) must take the change down with it: one transaction.
      await t.database.db.execute(
        sql`alter table activity_log add constraint refuse_member check (entity_label not in ('refused.person@batteries.test', 'kept.person@batteries.test')) not valid`,
      );
      try {
        const add = await call('POST', '/api/team', cast.admin, {
          email: 'refused.person@batteries.test',
          role: 'user',
        });
        expect(add.statusCode).toBe(500);
        const role = await call('PUT', `/api/team/${kept.member.id}/role`, cast.admin, { role: 'admin' });
        expect(role.statusCode).toBe(500);
        const members = await list(cast.admin);
        expect(members.find((m) => m.email === 'refused.person@batteries.test')).toBeUndefined();
        expect(members.find((m) => m.id === kept.member.id)!.role).toBe('user');
        expect(await entryCount()).toBe(logged);
      } finally {
        await t.database.db.execute(sql`alter table activity_log drop constraint refuse_member`);
      }
    });
  });
});
