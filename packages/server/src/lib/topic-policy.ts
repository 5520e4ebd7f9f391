import { ERRORS } from '@app/contract';
import { badRequest, notFound } from '../errors';

/**
 * The one rule for records and topics: a record the caller's topic does not hold is not found
 * (404), whether it does not exist or belongs to another site, with the very reply a missing
 * record gets. A 403 would tell an admin of one site which ids another site uses.
 *
 * Repositories take the topic and return null for both; `foundOr404` turns that into the reply.
 * (Who may act at all, by role and by the token's topic, is decided earlier, in plugins/auth.)
 */
export function foundOr404<T>(record: T | null | undefined | false, message: string): T {
  if (record === null || record === undefined || record === false) throw notFound(message);
  return record;
}

/**
 * The same rule for a new order of a topic's rows: each id once (400), and every one a row of the
 * caller's topic, else 404 as for an unknown id. `rank` writes the order and returns how many rows
 * of the topic it ranked; call this inside the transaction of the write, so that a refused order
 * is rolled back.
 */
export async function assignOrder(ids: number[], rank: (ids: number[]) => Promise<number>): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest(ERRORS.orderDuplicateIds);
  foundOr404((await rank(ids)) === ids.length, ERRORS.orderUnknownIds);
}
