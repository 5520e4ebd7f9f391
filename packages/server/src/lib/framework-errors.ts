import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS } from '@app/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './reply';

/** Request line plus headers; past it Node's parser answers 431 (through `clientErrorHandler`). */
export const MAX_HEADER_BYTES = 16 * 1024;
/** A path parameter longer than this is a 414; long enough for any slug the contract allows. */
export const MAX_PARAM_LENGTH = 1000;

/** The reply to a path with a parameter longer than MAX_PARAM_LENGTH. */
export const sendUriTooLong = (reply: FastifyReply) =>
  reply.code(414).send(fail(ERRORS.uriTooLong, 'URI_TOO_LONG'));

/** Whether a path has a segment longer than any parameter the router accepts. */
export const hasOverlongSegment = (url: string) =>
  (url.split('?')[0] ?? '').split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);

/**
 * Errors the router raises before any route, hook or error handler runs (a malformed
 * %-escape, an over-long path parameter): the same envelope as every other reply.
 */
function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL') return reply.code(400).send(fail(ERRORS.badUrl, 'BAD_URL'));
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendUriTooLong(reply);
  reply.log.error({ err }, 'router failed');
  return reply.code(500).send(fail(ERRORS.internal, 'INTERNAL'));
}

/**
 * Errors of Node's HTTP parser (headers too large, a malformed request): there is no request
 * yet, so the reply is written to the socket by hand, still as the envelope.
 */
function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, error, code] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERRORS.headersTooLarge, 'HEADERS_TOO_LARGE']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERRORS.requestTimeout, 'REQUEST_TIMEOUT']
        : [400, ERRORS.badHttpRequest, 'BAD_HTTP_REQUEST'];
  const body = JSON.stringify(fail(error, code));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Fastify options that keep framework and parser errors in the envelope. */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
  http: { maxHeaderSize: MAX_HEADER_BYTES },
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
};
