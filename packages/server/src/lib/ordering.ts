import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

type OrderedTable = PgTable & { id: AnyPgColumn; websiteTopic: AnyPgColumn };

/**
 * Gives the listed rows of the topic ranks 1..n in the order sent, in one statement, and returns
 * how many rows it ranked: ids of another topic, or of no row, are left out of the count. Whether
 * that is acceptable is the caller's decision (`assignOrder` in lib/topic-policy), taken in the
 * same transaction so that a refused order is rolled back.
 */
export async function rankInOrder(
  db: Db | Tx,
  table: OrderedTable,
  rankKey: 'ordering' | 'rank',
  topic: string,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const ranked = await db
    .update(table)
    .set({
      [rankKey]: sql`x.ord`,
      updatedAt: new Date(),
    } as never)
    .from(sql`unnest(array[${list}]::int[]) with ordinality as x(id, ord)`)
    .where(and(eq(table.id, sql`x.id`), eq(table.websiteTopic, topic), inArray(table.id, ids)))
    .returning({ id: table.id });
  return ranked.length;
}

/**
 * The position of a row brought back (a deletion undone): its old one when no row of the topic
 * holds it now, else after the last.
 */
export const oldPositionOrLast = (table: OrderedTable, column: AnyPgColumn, topic: string, old: number) =>
  sql<number>`(select case when coalesce(bool_or(${column} = ${old}), false) then coalesce(max(${column}), 0) + 1 else ${old} end from ${table} where ${table.websiteTopic} = ${topic})`;
