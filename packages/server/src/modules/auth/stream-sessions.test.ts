import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { appOn, buildTestApp, signInCast, type TestApp } from '../../test/test-app';
import { addMember } from '../team/team-test-helpers';
import { USER_CACHE_MS } from './current-users';

/** Opens the crawl progress stream with `token` and resolves when the server ends it (or rejects after `withinMs`). */
async function openProgress(address: string, token: string, withinMs: number) {
  const res = await fetch(`${address}/api/amazon-search/progress?token=${token}`);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  await reader.read(); // the stream is open: its first bytes arrived
  let timer: NodeJS.Timeout | undefined;
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return 'ended';
  })();
  const timeout = new Promise<'still open'>((resolve) => {
    timer = setTimeout(() => resolve('still open'), withinMs);
  });
  return {
    /** 'ended' when the server closed the stream within the bound, else 'still open'. */
    outcome: () =>
      Promise.race([ended, timeout]).finally(() => {
        clearTimeout(timer);
        reader.cancel().catch(() => {});
      }),
  };
}

/**
 * An open stream is no way around the checks a new request meets: the stream of a disabled
 * account or of an ended sign-in closes at once in the process that made the change, and within
 * the user cache's lifetime (5 s) in another process or after a change made in plain SQL.
 */
describe('open streams of ended sign-ins', () => {
  let t: TestApp;
  let other: App;
  let address: string;
  let otherAddress: string;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    // A second process on the same database: it hears of changes over LISTEN/NOTIFY only.
    other = await appOn(t.database);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    otherAddress = await other.listen({ port: 0, host: '127.0.0.1' });
    cast = await signInCast(t.app);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  const admin = async () => {
    const m = await addMember(t.app, cast.admin, `streamer-${++n}@batteries.test`, 'admin');
    return { id: m.id, token: m.authorization.slice('Bearer '.length) };
  };
  const disable = (id: number, disabled = true) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/team/${id}/disabled`,
      headers: cast.admin,
      payload: { disabled },
    });

  it('closes the progress stream of an account disabled in this process at once', async () => {
    const x = await admin();
    // Well inside the user cache's lifetime: only the change itself can end the stream.
    const stream = await openProgress(address, x.token, USER_CACHE_MS / 2);
    expect((await disable(x.id)).statusCode).toBe(200);
    expect(await stream.outcome()).toBe('ended');
  });

  it('closes the progress stream of an ended sign-in, and keeps the owner’s other streams open', async () => {
    const x = await admin();
    const doomed = await openProgress(address, x.token, USER_CACHE_MS / 2);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { authorization: `Bearer ${x.token}` },
    });
    const sid = list.json().data.find((s: { current: boolean }) => s.current).id as string;
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: {
        email: `streamer-${n}@batteries.test`,
        password: 'chosen-password-22',
        websiteTopic: 'batteries',
      },
    });
    const kept = await openProgress(address, other.json().data.token, 1_000);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${sid}`,
      headers: { authorization: `Bearer ${other.json().data.token}` },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await doomed.outcome()).toBe('ended');
    expect(await kept.outcome()).toBe('still open');
  });

  it('closes a stream held open on another process within the bound', async () => {
    const x = await admin();
    const stream = await openProgress(otherAddress, x.token, USER_CACHE_MS);
    expect((await disable(x.id)).statusCode).toBe(200);
    expect(await stream.outcome()).toBe('ended');
  });

  it('closes a stream after a change in plain SQL within the bound', async () => {
    const x = await admin();
    const stream = await openProgress(address, x.token, USER_CACHE_MS + 1_500);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, x.id));
    expect(await stream.outcome()).toBe('ended');
  });
});
