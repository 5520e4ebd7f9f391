import dgram from 'node:dgram';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMAIN_ERRORS, DOMAIN_PROOF } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedHosts } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, login, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import { domainClaims } from './domain-claims';
import { SHARED_HOSTS_MAX, siteConfigRepository } from './site-config.repository';

/**
 * A DNS server of the test's own (UDP, A and TXT answers from `records`), so that the proof is
 * looked up with node:dns as in production, over the wire.
 */
async function startDns(records: Map<string, { a?: string; txt?: string }>) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    let at = 12;
    const labels: string[] = [];
    while (query[at]! > 0) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString());
      at += query[at]! + 1;
    }
    const question = query.subarray(12, at + 5);
    const type = query.readUInt16BE(at + 1);
    const found = records.get(labels.join('.').toLowerCase());
    const rdata =
      type === 1 && found?.a
        ? Buffer.from(found.a.split('.').map(Number))
        : type === 16 && found?.txt
          ? Buffer.concat([Buffer.from([found.txt.length]), Buffer.from(found.txt)])
          : null;
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    header.writeUInt16BE(rdata ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(rdata ? 1 : 0, 6);
    const answer = rdata
      ? Buffer.concat([
          Buffer.from([0xc0, 0x0c, 0, type, 0, 1, 0, 0, 0, 60, rdata.length >> 8, rdata.length & 0xff]),
          rdata,
        ])
      : Buffer.alloc(0);
    socket.send(Buffer.concat([header, question, answer]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { server: `127.0.0.1:${(socket.address() as AddressInfo).port}`, close: () => socket.close() };
}

describe('claiming a domain that has served shared pages', () => {
  let t: TestApp;
  let admin: string;
  let dns: Awaited<ReturnType<typeof startDns>>;
  let files: http.Server;
  const records = new Map<string, { a?: string; txt?: string }>();
  /** What the proof file server answers, by Host. */
  const served = new Map<string, string>();

  beforeAll(async () => {
    dns = await startDns(records);
    files = http.createServer((req, res) => {
      const body = req.url === DOMAIN_PROOF.filePath ? served.get(req.headers.host ?? '') : undefined;
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain' }).end(body ?? 'not here');
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    t = await buildTestApp({
      publicHosts: ['localhost'],
      domainCheck: {
        dnsServers: [dns.server],
        httpPort: (files.address() as AddressInfo).port,
        timeoutMs: 2000,
        privateAddresses: true,
      },
    });
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
  });
  afterAll(async () => {
    await t.close();
    dns.close();
    files.close();
  });

  const claim = (domain: string | null, authorization = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/site-config',
      payload: { title: 'Test site', primaryColor: '#102040', secondaryColor: '#aa1133', domain },
      headers: { authorization, host: 'localhost' },
    });
  const proof = (domain: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/site-config/domain-proof?domain=${domain}`,
      headers: { authorization: admin, host: 'localhost' },
    });
  /** A visitor's page read on `host`, which no topic has as its domain: every topic is there by path. */
  const visit = (host: string) => t.app.inject({ method: 'GET', url: '/api/brands', headers: { host } });
  const recorded = async (host: string) =>
    (await t.database.db.select().from(sharedHosts).where(eq(sharedHosts.host, host))).length === 1;

  it('refuses (409, with the reason) a host that served shared pages, and lets a fresh one be claimed', async () => {
    expect((await visit('catalogue.example.net')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await recorded('catalogue.example.net')).toBe(true));
    for (const spelling of ['catalogue.example.net', 'WWW.Catalogue.Example.net']) {
      const res = await claim(spelling);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        error: DOMAIN_ERRORS.servedShared('catalogue.example.net'),
      });
    }
    // Still every topic's shared host: the default topic answers there.
    expect(
      (await t.app.inject({ url: '/api/site-config', headers: { host: 'catalogue.example.net' } })).json()
        .data,
    ).toMatchObject({ websiteTopic: 'batteries' });

    // Seen by another process only: its row refuses the claim here too.
    await t.database.db.insert(sharedHosts).values({ host: 'seen-elsewhere.example.net' });
    expect((await claim('seen-elsewhere.example.net')).statusCode).toBe(409);

    // A domain never reached as a shared host is the topic's at once, and stays its own.
    expect((await claim('fresh.example.net')).statusCode).toBe(200);
    const there = await t.app.inject({ url: '/api/site-config', headers: { host: 'fresh.example.net' } });
    expect(there.json().data).toMatchObject({ websiteTopic: 'test', domain: 'fresh.example.net' });
    expect(await recorded('fresh.example.net')).toBe(false);
    expect((await claim('fresh.example.net')).statusCode).toBe(200);
    // The rules before this one hold: localhost is a public host.
    expect((await claim('localhost.example.net')).statusCode).toBe(200);
    expect((await claim(null)).statusCode).toBe(200);
  });

  it('lets a topic claim a shared host once it proves the domain by a DNS TXT record', async () => {
    await visit('dns-proof.example.net');
    await vi.waitFor(async () => expect(await recorded('dns-proof.example.net')).toBe(true));
    const before = (await proof('dns-proof.example.net')).json().data;
    expect(before).toMatchObject({
      txtName: `${DOMAIN_PROOF.txtLabel}.dns-proof.example.net`,
      txtValue: `${DOMAIN_PROOF.txtPrefix}${before.token}`,
      check: {
        claimable: false,
        verifiedBy: null,
        reason: DOMAIN_ERRORS.servedShared('dns-proof.example.net'),
      },
    });
    expect((await claim('dns-proof.example.net')).statusCode).toBe(409);

    // Another topic's token proves nothing for this one.
    records.set(before.txtName, { txt: `${DOMAIN_PROOF.txtPrefix}not-the-token` });
    expect((await claim('dns-proof.example.net')).statusCode).toBe(409);
    records.set(before.txtName, { txt: before.txtValue });
    expect((await proof('dns-proof.example.net')).json().data.check).toEqual({
      domain: 'dns-proof.example.net',
      claimable: true,
      verifiedBy: 'dns',
      reason: null,
    });
    expect((await claim('dns-proof.example.net')).statusCode).toBe(200);
  });

  it('or by the token in a file served on the domain', async () => {
    await visit('file-proof.example.net');
    await vi.waitFor(async () => expect(await recorded('file-proof.example.net')).toBe(true));
    records.set('file-proof.example.net', { a: '127.0.0.1' });
    const { token } = (await proof('file-proof.example.net')).json().data;
    served.set('file-proof.example.net', 'a page that is not the token');
    expect((await claim('file-proof.example.net')).statusCode).toBe(409);
    served.set('file-proof.example.net', `${token}\n`);
    const check = (await proof('file-proof.example.net')).json().data.check;
    expect(check).toMatchObject({ claimable: true, verifiedBy: 'file' });

    // In production a domain whose address is private or loopback is not asked for the file.
    const strict = domainClaims(siteConfigRepository(t.database.db), {
      publicHosts: new Set(['localhost']),
      signingSecret: TEST_JWT_SECRET,
      check: { dnsServers: [dns.server], httpPort: (files.address() as AddressInfo).port, timeoutMs: 2000 },
    });
    expect(strict.tokenOf('test')).toBe(token);
    expect(await strict.claim('test', 'file-proof.example.net', null)).toMatchObject({ claimable: false });

    expect((await claim('file-proof.example.net')).statusCode).toBe(200);
  });

  it('stops recording shared hosts at a limit, so made-up Host headers cannot grow the table', async () => {
    const repo = siteConfigRepository(t.database.db);
    const count = async () =>
      Number((await t.database.db.execute(sql`select count(*) as n from ${sharedHosts}`)).rows[0]!.n);
    const missing = SHARED_HOSTS_MAX - (await count());
    await t.database.db.execute(
      sql`insert into ${sharedHosts} (host) select 'flood-' || g || '.example.org' from generate_series(1, ${missing}) g`,
    );
    expect(await count()).toBe(SHARED_HOSTS_MAX);
    await repo.noteSharedHost('one-more.example.org');
    expect(await recorded('one-more.example.org')).toBe(false);
    expect(await count()).toBe(SHARED_HOSTS_MAX);
    // What was recorded before still refuses the claim.
    expect((await claim('catalogue.example.net')).statusCode).toBe(409);
    await t.database.db.execute(sql`delete from ${sharedHosts} where host like 'flood-%'`);
  });

  it('shows the token to the topic’s admin only', async () => {
    expect((await t.app.inject({ url: '/api/site-config/domain-proof' })).statusCode).toBe(401);
    const other = (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries'))
      .authorization;
    const mine = (await proof('x.example.net')).json().data.token;
    const theirs = (
      await t.app.inject({ url: '/api/site-config/domain-proof', headers: { authorization: other } })
    ).json().data;
    expect(theirs.token).not.toBe(mine);
    expect(theirs.check).toBeNull();
  });
});
