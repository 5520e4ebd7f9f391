import fp from 'fastify-plugin';

/**
 * How long a closing server keeps serving its open connections before it closes the idle ones.
 * A client of a busy keep-alive connection gets a reply saying `Connection: close` within it and
 * moves on; closing idle sockets at once instead races clients that are just sending.
 */
const LINGER_MS = 500;

/**
 * At close, Node stops accepting connections but waits for every open one, and a keep-alive
 * connection stays open after its last reply until the client's idle timeout. So from the
 * moment closing begins, every reply says `Connection: close`, and after a short linger the
 * connections that are idle or fall idle are closed: the process ends as soon as the last
 * in-flight reply is sent.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    let reaper: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      if (!app.server.listening) return;
      await new Promise((resolve) => setTimeout(resolve, LINGER_MS));
      reaper = setInterval(() => app.server.closeIdleConnections(), 25);
      reaper.unref();
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('onClose', async () => clearInterval(reaper));
  },
  { name: 'graceful-close' },
);
