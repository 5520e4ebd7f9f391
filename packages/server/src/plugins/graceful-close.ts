import fp from 'fastify-plugin';

/**
 * At close, Node stops accepting connections but waits for every open one, and a keep-alive
 * connection stays open after its last reply until the client's idle timeout. So from the
 * moment closing begins, every reply says `Connection: close`, and connections that fall idle
 * are closed as they do: the process ends as soon as the last in-flight reply is sent.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    let reaper: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      app.server.closeIdleConnections?.();
      reaper = setInterval(() => app.server.closeIdleConnections?.(), 25);
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
