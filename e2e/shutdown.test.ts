import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from './harness';

/** A raw HTTP/1.1 connection, so the test decides when each byte is sent. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  return {
    send: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** The first complete reply (status line and headers) once it has arrived. */
    reply: async (limitMs = 10_000) => {
      const deadline = Date.now() + limitMs;
      while (!received.includes('\r\n\r\n')) {
        if (Date.now() > deadline) throw new Error(`no reply within ${limitMs} ms: ${received}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const [head = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = Object.fromEntries(
        lines.map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? 0);
      while (Buffer.byteLength(received.slice(head.length + 4)) < length) {
        if (Date.now() > deadline) throw new Error(`body incomplete within ${limitMs} ms: ${received}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return { status: Number(statusLine.split(' ')[1]), headers, body: received.slice(head.length + 4) };
    },
    closed,
  };
}

describe('graceful shutdown', () => {
  let product: RunningProduct | undefined;
  afterAll(async () => {
    await product?.stop();
  });

  it('SIGTERM finishes the request in flight, closes idle keep-alive connections at once and exits 0', async () => {
    product = await startProduct();
    const { port } = product;

    // A client that made one request and keeps its connection open, as browsers and proxies do.
    const idle = rawConnection(port);
    await idle.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect((await idle.reply()).status).toBe(200);

    // A request in flight: its headers and half its body are sent when the signal comes.
    const body = JSON.stringify({
      email: 'nobody@example.com',
      password: 'wrong-password',
      websiteTopic: 'batteries',
    });
    const inFlight = rawConnection(port);
    await inFlight.send(
      `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((r) => setTimeout(r, 200));

    const signalled = Date.now();
    const stopped = product.stop();
    // The idle connection is closed by the server at once, not after its keep-alive timeout.
    await idle.closed;
    await new Promise((r) => setTimeout(r, 300));
    await inFlight.send(body.slice(20));
    const reply = await inFlight.reply();
    // Answered in full (a wrong password), in the envelope, and told the connection ends.
    expect(reply.status).toBe(401);
    expect(reply.headers.connection).toBe('close');
    expect(JSON.parse(reply.body)).toMatchObject({ success: false });
    await inFlight.closed;

    const code = await stopped;
    product = undefined;
    expect(code).toBe(0);
    // Well within the 10 s grace period, after which the process would give up with code 1.
    expect(Date.now() - signalled).toBeLessThan(5_000);
  });
});
