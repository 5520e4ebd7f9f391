import { ERRORS } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { badRequest } from '../errors';
import { foundOr404 } from './topic-policy';

type OrderedTable = PgTable & { id: AnyPgColumn; websiteTopic: AnyPgColumn };

/**
 * Gives the listed rows ranks 1..n in the order sent, in one statement. Every id must be a row
 * of the caller's topic: an id of another topic is not found (404), as an unknown one is.
 */
export async function assignOrder(
  db: Db | Tx,
  table: OrderedTable,
  rankKey: 'ordering' | 'rank',
  topic: string,
  ids: number[],
): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest(ERRORS.orderDuplicateIds);
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.id, ids), eq(table.websiteTopic, topic)));
  foundOr404(rows.length === ids.length, ERRORS.orderUnknownIds);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db
    .update(table)
    .set({
      [rankKey]: sql`x.ord`,
      updatedAt: new Date(),
    } as never)
    .from(sql`unnest(array[${list}]::int[]) with ordinality as x(id, ord)`)
    .where(and(eq(table.id, sql`x.id`), eq(table.websiteTopic, topic)));
}

/**
 * The position of a row brought back (a deletion undone): its old one when no row of the topic
 * holds it now, else after the last.
 */
export const oldPositionOrLast = (table: OrderedTable, column: AnyPgColumn, topic: string, old: number) =>
  sql<number>`(select case when coalesce(bool_or(${column} = ${old}), false) then coalesce(max(${column}), 0) + 1 else ${old} end from ${table} where ${table.websiteTopic} = ${topic})`;
