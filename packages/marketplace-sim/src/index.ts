import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MarketplaceSim = { server: Server; url: string; close(): Promise<void> };

const ROBOTS = ['User-agent: *', 'Disallow: /gp/cart', 'Disallow: /ap/', 'Allow: /', ''].join('\n');

/**
 * A marketplace of our own for the crawler's tests, benchmarks and the offline demo.
 * It starts with robots.txt and a health check; the catalogue and its pages grow with the crawler.
 */
export async function startMarketplaceSim(
  opts: { port?: number; host?: string } = {},
): Promise<MarketplaceSim> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    if (url.pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(ROBOTS);
      return;
    }
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Page not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
