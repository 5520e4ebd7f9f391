import { ERRORS, isUnstorableText } from '@app/contract';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/** Parsed JSON, a query or params (their parsers use prototype-less classes); never a raw body's bytes. */
const isContainer = (v: unknown): v is object =>
  typeof v === 'object' && v !== null && !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer);

/**
 * Where in `root` a string (or a key) holds text no column can store, as `body.items.3.name`,
 * or null. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorable(root: unknown, rootPath: string): string | null {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (isUnstorableText(value)) return path;
    } else if (isContainer(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (isUnstorableText(k)) return path;
        stack.push([v, `${path}.${k}`]);
      }
    }
  }
  return null;
}

/**
 * NUL bytes and lone surrogates are refused with a 400 in one place for every route: no
 * database column can hold them (PostgreSQL answers with an error that would be a 500, and
 * a log line with the whole statement), and no route has a use for them.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const at =
        findUnstorable(request.params, 'params') ??
        findUnstorable(request.query, 'query') ??
        findUnstorable(request.body, 'body');
      if (at)
        throw badRequest(`${at}: ${ERRORS.unstorableText}`, [{ path: at, message: ERRORS.unstorableText }]);
    });
  },
  { name: 'input-guard' },
);
