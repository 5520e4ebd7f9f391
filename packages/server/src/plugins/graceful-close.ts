import type { Server } from 'node:http';
import { ERRORS } from '@app/contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS } from '../errors';
import { fail } from '../lib/reply';

/**
 * How long a closing server keeps its listener open, refusing what comes in with 503: a client
 * of a keep-alive connection gets a reply saying `Connection: close` within it and moves on, and
 * connections the kernel had already taken for us are answered rather than reset.
 */
const LINGER_MS = 500;

/** Of the shutdown limit, the share in-flight requests get to finish before they are refused. */
const ANSWER_SHARE = 0.7;

/**
 * Runs `fn` once the event loop has polled its sockets: a request that had reached a socket is
 * then read and parsed, so its connection counts as busy, not idle, and a connection waiting in
 * the listener's queue has been accepted. Timers run before the poll, immediates after it.
 */
const afterPoll = (fn: () => void) => setTimeout(() => setImmediate(fn), 0);

/**
 * Node closes "idle" connections when the server closes, and a connection whose request is in
 * the socket but not yet read (the event loop was busy) looks idle: closing it then resets a
 * request the client has sent. And closing the listener resets every connection the kernel has
 * taken but the event loop not yet accepted, which a saturated process leaves by the hundred.
 * So idle connections are closed only right after a poll, and the listener only after a poll
 * that found no connection waiting (or at `closeBy()`): what was queued is accepted and refused.
 */
function closeOnlyAfterPoll(server: Server, closeBy: () => number) {
  const closeIdle = server.closeIdleConnections.bind(server);
  const close = server.close.bind(server);
  let accepted = 0;
  server.on('connection', () => {
    accepted++;
  });
  server.closeIdleConnections = () => afterPoll(closeIdle);
  server.close = ((callback?: (err?: Error) => void) => {
    const closeOnceDrained = () =>
      setTimeout(() => {
        const before = accepted;
        setImmediate(() => {
          if (accepted === before || Date.now() >= closeBy()) close(callback);
          else closeOnceDrained();
        });
      }, 0);
    closeOnceDrained();
    return server;
  }) as Server['close'];
  return closeIdle;
}

const refuse = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('connection', 'close')
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(fail(ERRORS.serviceUnavailable, 'UNAVAILABLE'));

/**
 * From the moment closing begins, every reply says `Connection: close`, and a request that
 * arrives is refused with 503 (the envelope, `Retry-After`), so a load balancer sends it
 * elsewhere. Requests already being handled are answered; those still unanswered when most of
 * the shutdown limit has passed are refused with 503 too, so the process ends with every
 * accepted request answered and none reset. Idle connections are closed as they fall idle, and
 * the process ends as soon as the last reply is sent.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    let reaper: NodeJS.Timeout | undefined;
    let refuser: NodeJS.Timeout | undefined;
    const inFlight = new Set<FastifyReply>();
    let closingSince = Number.POSITIVE_INFINITY;
    const answerBy = () => closingSince + app.config.shutdownTimeoutMs * ANSWER_SHARE;
    const closeIdleNow = closeOnlyAfterPoll(app.server, answerBy);

    app.addHook('onRequest', async (_request, reply) => {
      if (closing) return refuse(reply);
      inFlight.add(reply);
      reply.raw.once('close', () => inFlight.delete(reply));
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('preClose', async () => {
      closing = true;
      closingSince = Date.now();
      if (!app.server.listening) return;
      refuser = setTimeout(
        () => {
          for (const reply of inFlight) if (!reply.sent && !reply.raw.headersSent) refuse(reply);
        },
        Math.max(0, answerBy() - Date.now()),
      );
      refuser.unref();
      await new Promise((resolve) => setTimeout(resolve, LINGER_MS));
      reaper = setInterval(() => setImmediate(closeIdleNow), 25);
      reaper.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(reaper);
      clearTimeout(refuser);
    });
  },
  { name: 'graceful-close' },
);
