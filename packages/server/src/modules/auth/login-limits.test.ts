import { ERRORS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginKnownAddresses, users } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/test-app';

const PAIR_MAX = 3;
const NEW_ADDRESSES_MAX = 5;

describe('login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      loginMaxPerIp: 8,
      loginMaxPerAccount: PAIR_MAX,
      loginMaxPerAccountNewAddresses: NEW_ADDRESSES_MAX,
    });
  });
  afterAll(() => t.close());

  const attempt = (from: string, email: string, password = 'wrong', websiteTopic = 'batteries') =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password, websiteTopic },
      remoteAddress: from,
    });
  const owner = (from: string, password = DEMO_ADMIN_PASSWORD) =>
    attempt(from, demoAdminEmail('batteries'), password);
  const testOwner = (from: string, password = DEMO_ADMIN_PASSWORD) =>
    attempt(from, demoAdminEmail('test'), password, 'test');

  it('limits attempts per account and address, then per address, with a clear 429', async () => {
    for (let i = 0; i < PAIR_MAX; i++)
      expect((await attempt('10.1.0.1', 'victim@batteries.test')).statusCode).toBe(401);
    const blocked = await attempt('10.1.0.1', 'victim@batteries.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, error: ERRORS.tooManyLogins });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address is its own pair.
    expect((await attempt('10.1.0.2', 'victim@batteries.test')).statusCode).toBe(401);
    // Other accounts from the first address count towards its per-minute limit (8 in all).
    for (const name of ['a', 'b', 'c', 'd'])
      expect((await attempt('10.1.0.1', `${name}@batteries.test`)).statusCode).toBe(401);
    expect((await attempt('10.1.0.1', 'e@batteries.test')).statusCode).toBe(429);
  });

  it("keeps an attacker's failures to the attacker: the owner and a new address still sign in", async () => {
    expect((await owner('10.2.0.1')).statusCode).toBe(200); // the owner's usual address, now known
    for (let i = 0; i < 12; i++) {
      const res = await owner('10.2.0.66', `guess-${i}`);
      expect(res.statusCode).toBe(i < PAIR_MAX ? 401 : 429);
    }
    // Even the right password from the attacker's address waits.
    expect((await owner('10.2.0.66')).statusCode).toBe(429);

    const back = await owner('10.2.0.1');
    expect(back.statusCode).toBe(200);
    // The owner is told how many wrong passwords were tried since their last sign-in; then it starts again.
    expect(back.json().data.failedLogins).toBe(PAIR_MAX);
    expect((await owner('10.2.0.1')).json().data.failedLogins).toBe(0);

    // An address never seen before, with the right password, is limited only by its own pair.
    expect((await owner('10.2.0.2')).statusCode).toBe(200);
  });

  it('holds back new addresses, never known ones, when the account is guessed at from many', async () => {
    // The owner's first sign-in came from a new address too, and counts.
    expect((await testOwner('10.3.0.1')).statusCode).toBe(200);
    // Attackers spread over addresses, each staying under its pair limit.
    for (let i = 0; i < NEW_ADDRESSES_MAX - 1; i++) {
      expect((await testOwner(`10.3.1.${i}`, 'wrong')).statusCode).toBe(401);
    }
    expect((await testOwner('10.3.1.200', 'wrong')).statusCode).toBe(429);
    // A new address is held back even with the right password; the known one is not.
    expect((await testOwner('10.3.2.1')).statusCode).toBe(429);
    const known = await testOwner('10.3.0.1');
    expect(known.statusCode).toBe(200);
    expect(known.json().data.failedLogins).toBe(NEW_ADDRESSES_MAX - 1);
    // A known address is no way round its own pair limit (PAIR_MAX = 3: its two sign-ins above count).
    expect((await testOwner('10.3.0.1', 'wrong')).statusCode).toBe(401);
    expect((await testOwner('10.3.0.1')).statusCode).toBe(429);
  });

  it('logs a limit reached at warn, once per window, with the account and the address', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      for (let i = 0; i < PAIR_MAX + 4; i++) await attempt('10.4.0.1', 'logged@batteries.test');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatchObject({
        account: 'batteries:logged@batteries.test',
        address: '10.4.0.1',
        attempts: PAIR_MAX + 1,
      });
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps known addresses as keyed hashes, not as addresses', async () => {
    // An account no other test here signs in to.
    const email = demoAdminEmail('beautyluxdeluxe');
    for (const from of ['10.5.0.1', '10.5.0.2'])
      expect((await attempt(from, email, DEMO_ADMIN_PASSWORD, 'beautyluxdeluxe')).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rows = await t.database.db
      .select()
      .from(loginKnownAddresses)
      .where(eq(loginKnownAddresses.userId, user!.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.addressHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.addressHash).not.toContain('10.5.0');
    }
  });
});
