import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  saturateThenTerminate,
  startServerProcess,
  streamBeacons,
} from './test/server-process';

// The process runs on its own embedded database: once is enough, in the PGlite run.
const processRuns = process.env.TEST_DB !== 'postgres';

describe.runIf(processRuns)('shutdown on the embedded database', () => {
  let server: ServerProcess | undefined;
  afterEach(() => {
    server?.cleanup();
    server = undefined;
  });

  it('stores every beacon it answered 204 while SIGTERM came, and exits 0', async () => {
    server = await startServerProcess();
    const stream = streamBeacons(server.base, { clients: 8, prefix: '/at-sigterm-' });
    // Some beacons in the buffer, some in flight, when the signal comes.
    await expect.poll(stream.count, { timeout: 30_000, interval: 20 }).toBeGreaterThan(200);
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const { answered, outcomes } = await stream.done;
    const stored = await server.storedPaths('/at-sigterm-');
    const lost = answered.filter((p) => !stored.has(p));
    // A client that connects while the listener closes may be reset before the server ever had
    // its beacon (bench:faults counts those); what matters here is that no 204 was a lie.
    expect({ code, lost: lost.length }).toEqual({ code: 0, lost: 0 });
    expect(answered.length).toBeGreaterThan(200);
    // Whatever was not answered 204 was refused as unavailable, never dropped silently.
    expect(Object.keys(outcomes.byStatus).sort()).toEqual(
      Object.keys(outcomes.byStatus)
        .filter((s) => s === '204' || s === '503')
        .sort(),
    );
  }, 120_000);

  it('answers every request in flight at SIGTERM under saturation, 200 or 503 with Connection: close, none reset', async () => {
    // A short limit, so that the queue outlasts it: what is still waiting then must be refused, not reset.
    server = await startServerProcess({ env: { SHUTDOWN_TIMEOUT_MS: '4000' } });
    const { outcomes, code, refusedWithClose, refusedInEnvelope } = await saturateThenTerminate(server, 600);
    expect(outcomes.errors).toEqual({});
    expect(code).toBe(0);
    const refused = outcomes.byStatus[503] ?? 0;
    expect((outcomes.byStatus[200] ?? 0) + refused).toBe(600);
    // Refusals say the connection ends and come in the envelope.
    expect({ refusedWithClose, refusedInEnvelope }).toEqual({
      refusedWithClose: refused,
      refusedInEnvelope: refused,
    });
  }, 120_000);

  it('refuses a request that cannot finish within the limit with 503 and Connection: close, and exits 0', async () => {
    server = await startServerProcess({ env: { SHUTDOWN_TIMEOUT_MS: '3000' } });
    const { port } = new URL(server.base);
    // A client that sent its headers and half its body, and sends no more: the request is
    // accepted and in flight, and cannot end before the limit.
    const body = JSON.stringify({
      email: 'nobody@example.com',
      password: 'x'.repeat(40),
      websiteTopic: 'batteries',
    });
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const socketError = new Promise<string>((resolve) =>
      socket.on('error', (err: Error & { code?: string }) => resolve(err.code ?? err.message)),
    );
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    const code = await server.exited;
    await Promise.race([ended, new Promise((r) => setTimeout(r, 2_000))]);
    const [head = '', replyBody = ''] = received.split('\r\n\r\n');
    expect(head.split('\r\n')[0], `${received} ${await Promise.race([socketError, 'no error'])}`).toBe(
      'HTTP/1.1 503 Service Unavailable',
    );
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(replyBody)).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    expect(code).toBe(0);
  }, 120_000);
});
