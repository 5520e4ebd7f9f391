import { and, asc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import { type BrandItemRow, type BrandRow, brandColumns, itemColumns } from '../brands';
import type { NewItem } from './brand-items.repository';
import type { BrandValues } from './catalogue-brand-plan';

/** Rows per UPDATE statement: a few thousand parameters, well under PostgreSQL's 65,535. */
const UPDATE_CHUNK = 500;

export type ItemChange = { id: number; values: Partial<NewItem> };

/**
 * One `UPDATE ... FROM (VALUES ...)` for rows that change the same columns. Each cell is cast to
 * its column's type, since a VALUES list gives untyped parameters the type text.
 */
async function updateItemChunk(
  topic: string,
  keys: (keyof NewItem)[],
  chunk: ItemChange[],
  tx: Tx,
): Promise<BrandItemRow[]> {
  const table = getTableColumns(brandItems);
  // Named apart from the table's own columns, so that no reference in SET or WHERE is ambiguous.
  const columns = keys.map((key) => ({
    key,
    column: table[key],
    given: sql.identifier(`new_${table[key].name}`),
  }));
  const tuples = chunk.map(
    ({ id, values }) =>
      sql`(${sql.join(
        [
          sql`${id}::int`,
          ...columns.map(
            ({ key, column }) =>
              sql`${sql.param(values[key] ?? null, column)}::${sql.raw(column.getSQLType())}`,
          ),
        ],
        sql`, `,
      )})`,
  );
  const names = sql.join([sql.identifier('new_item_id'), ...columns.map((c) => c.given)], sql`, `);
  const set: Record<string, SQL | Date> = Object.fromEntries(columns.map((c) => [c.key, sql`v.${c.given}`]));
  // As brandItemsRepository.update: a price typed by hand is the owner's, no longer one the marketplace confirmed.
  const typed = columns
    .filter((c) => c.key === 'priceMinor' || c.key === 'currency')
    .map((c) => sql`${c.column} is distinct from v.${c.given}`);
  if (typed.length)
    set.priceCheckedAt = sql`case when ${or(...typed)} then null else ${brandItems.priceCheckedAt} end`;
  return tx
    .update(brandItems)
    .set({ ...set, updatedAt: new Date() })
    .from(sql`(values ${sql.join(tuples, sql`, `)}) as v(${names})`)
    .where(and(eq(brandItems.websiteTopic, topic), sql`${brandItems.id} = v.new_item_id`))
    .returning(itemColumns);
}

/** The catalogue file's queries: the topic's whole catalogue, in the admin's order. */
export const catalogueFileRepository = (db: Db) => ({
  async items(topic: string): Promise<BrandItemRow[]> {
    return db
      .select(itemColumns)
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, topic))
      .orderBy(asc(brandItems.brandSlug), asc(brandItems.ordering), asc(brandItems.id));
  },

  async brands(topic: string): Promise<BrandRow[]> {
    return db
      .select(brandColumns)
      .from(brands)
      .where(eq(brands.websiteTopic, topic))
      .orderBy(asc(brands.isCategory), asc(brands.ordering), asc(brands.id));
  },

  /**
   * Updates a brand inside the caller's transaction. A file cannot change the slug or the category
   * flag, so only a new name is copied to the brand's items (as brandsRepository.update does).
   */
  async updateBrand(topic: string, id: number, values: BrandValues, tx: Tx): Promise<BrandRow | null> {
    const [row] = await tx
      .update(brands)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(brands.websiteTopic, topic), eq(brands.id, id)))
      .returning(brandColumns);
    if (row && values.name !== undefined)
      await tx
        .update(brandItems)
        .set({ brandName: row.name, updatedAt: new Date() })
        .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.brandId, id)));
    return row ?? null;
  },

  /**
   * Updates many items inside the caller's transaction, each with its own values: rows that
   * change the same columns share a statement (a file usually changes one or two columns of
   * many rows). Returns the rows as they are now; an item that is gone is missing from them.
   */
  async updateItems(topic: string, changes: ItemChange[], tx: Tx): Promise<BrandItemRow[]> {
    const groups = new Map<string, ItemChange[]>();
    for (const change of changes) {
      const key = Object.keys(change.values).sort().join(',');
      const group = groups.get(key);
      if (group) group.push(change);
      else groups.set(key, [change]);
    }
    const updated: BrandItemRow[] = [];
    for (const [key, group] of groups) {
      const keys = (key ? key.split(',') : []) as (keyof NewItem)[];
      for (let i = 0; i < group.length; i += UPDATE_CHUNK)
        updated.push(...(await updateItemChunk(topic, keys, group.slice(i, i + UPDATE_CHUNK), tx)));
    }
    return updated;
  },
});
export type CatalogueFileRepository = ReturnType<typeof catalogueFileRepository>;
