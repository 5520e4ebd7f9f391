import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'stall';

export type TcpProxy = {
  port: number;
  /** `postgres://…` of the target with the proxy's address in place of the server's. */
  urlFor(targetUrl: string): string;
  /** pass: forward; refuse: reset every connection, old and new; stall: keep them open, forward nothing. */
  setMode(mode: ProxyMode): void;
  /** Resets every open connection once (a server restart, a failover): new ones pass again. */
  resetAll(): void;
  openConnections(): number;
  close(): Promise<void>;
};

type Pair = { client: Socket; server: Socket };

/**
 * A TCP proxy between the product and PostgreSQL that can refuse, reset or stall connections,
 * for fault tests and the fault benchmark. In `stall`, bytes are held back in both directions
 * (no reset, no FIN, nothing lost): what a dead network path or a frozen server looks like from the client.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<Pair>();

  const reset = (p: Pair) => {
    p.client.resetAndDestroy();
    p.server.resetAndDestroy();
    pairs.delete(p);
  };

  // Paused sockets stop reading: bytes wait in the kernel's buffers as on a dead path, and flow
  // again, in order, when the path comes back.
  const pause = (p: Pair) => {
    p.client.pause();
    p.server.pause();
  };
  const resume = (p: Pair) => {
    p.client.resume();
    p.server.resume();
  };

  const server: Server = createServer((client) => {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    const pair = { client, server: upstream };
    pairs.add(pair);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    if (mode === 'stall') pause(pair);
    const end = () => {
      if (!pairs.has(pair)) return;
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    port,
    urlFor(targetUrl) {
      const u = new URL(targetUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    setMode(next) {
      mode = next;
      for (const p of [...pairs]) {
        if (next === 'refuse') reset(p);
        else if (next === 'stall') pause(p);
        else resume(p);
      }
    },
    resetAll() {
      for (const p of [...pairs]) reset(p);
    },
    openConnections: () => pairs.size,
    close: async () => {
      for (const p of [...pairs]) reset(p);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
