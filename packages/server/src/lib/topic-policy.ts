import { notFound } from '../errors';

/**
 * The one rule for records and topics: a record the caller's topic does not hold is not found
 * (404), whether it does not exist or belongs to another site, with the very reply a missing
 * record gets. A 403 would tell an admin of one site which ids another site uses.
 *
 * Queries scoped to the topic return null for both; `foundOr404` turns that into the reply.
 */
export function foundOr404<T>(record: T | null | undefined | false, message: string): T {
  if (record === null || record === undefined || record === false) throw notFound(message);
  return record;
}

/** Whether a record looked up across topics (with its `topic`) is the caller's. */
export const isOwnedBy = (record: { topic: string } | null | undefined, topic: string): boolean =>
  record?.topic === topic;

/** The same rule for a record looked up across topics: another site's answers as a missing one. */
export function ownedOr404<T extends { topic: string }>(
  record: T | null | undefined,
  topic: string,
  message: string,
): T {
  return foundOr404(record && isOwnedBy(record, topic) ? record : null, message);
}
