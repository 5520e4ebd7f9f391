import { PRICE_HISTORY_DAYS, PRICE_HISTORY_MAX_POINTS, type PricePoint } from '@app/contract';
import { and, asc, count, desc, eq, inArray, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands, itemPrices } from '../../db/schema';
import { oldPositionOrLast, rankInOrder } from '../../lib/ordering';
import { offsetOf, type PageRequest } from '../../lib/paging';
import { type BrandItemRow, itemColumns, recountItems } from '../brands';

export type ItemFilter = {
  isCategory?: boolean | undefined;
  brandSlug?: string | undefined;
  categorySlug?: string | undefined;
  brandId?: number | undefined;
  minBrandItems?: number | undefined;
};
export type NewItem = typeof brandItems.$inferInsert;

const listOrder = [asc(brandItems.ordering), desc(brandItems.id)];

function whereOf(topic: string, f: ItemFilter): SQL {
  return and(
    eq(brandItems.websiteTopic, topic),
    f.isCategory === undefined ? undefined : eq(brandItems.isCategory, f.isCategory),
    f.brandId === undefined ? undefined : eq(brandItems.brandId, f.brandId),
    f.brandSlug === undefined
      ? undefined
      : and(eq(brandItems.brandSlug, f.brandSlug), eq(brandItems.isCategory, false)),
    f.categorySlug === undefined
      ? undefined
      : and(eq(brandItems.brandSlug, f.categorySlug), eq(brandItems.isCategory, true)),
    f.minBrandItems
      ? inArray(
          brandItems.brandId,
          sql`(select ${brands.id} from ${brands} where ${brands.websiteTopic} = ${topic} and ${brands.itemCount} >= ${f.minBrandItems})`,
        )
      : undefined,
  )!;
}

const brandItemsQueries = (db: Db | Tx) => ({
  async page(topic: string, f: ItemFilter, p: PageRequest): Promise<{ rows: BrandItemRow[]; total: number }> {
    const where = whereOf(topic, f);
    const rows = await db
      .select(itemColumns)
      .from(brandItems)
      .where(where)
      .orderBy(...listOrder)
      .limit(p.pageSize)
      .offset(offsetOf(p));
    const [c] = await db.select({ n: count() }).from(brandItems).where(where);
    return { rows, total: c?.n ?? 0 };
  },

  async byId(topic: string, id: number, isCategory?: boolean): Promise<BrandItemRow | null> {
    const [row] = await db
      .select(itemColumns)
      .from(brandItems)
      .where(and(whereOf(topic, { isCategory }), eq(brandItems.id, id)));
    return row ?? null;
  },

  async bySlugs(topic: string, brandSlug: string, itemSlug: string, isCategory?: boolean) {
    const [row] = await db
      .select(itemColumns)
      .from(brandItems)
      .where(
        and(
          whereOf(topic, { isCategory }),
          eq(brandItems.brandSlug, brandSlug),
          eq(brandItems.itemSlug, itemSlug),
        ),
      );
    return row ?? null;
  },

  /**
   * The item's latest prices within PRICE_HISTORY_DAYS, oldest first, at most
   * PRICE_HISTORY_MAX_POINTS; null when the topic holds no such item.
   */
  async priceHistory(topic: string, itemId: number): Promise<PricePoint[]> {
    const rows = await db
      .select({
        priceMinor: itemPrices.priceMinor,
        currency: itemPrices.currency,
        checkedAt: itemPrices.checkedAt,
      })
      .from(itemPrices)
      .where(
        and(
          eq(itemPrices.itemId, itemId),
          eq(itemPrices.websiteTopic, topic),
          sql`${itemPrices.checkedAt} > now() - make_interval(days => ${PRICE_HISTORY_DAYS})`,
        ),
      )
      .orderBy(desc(itemPrices.checkedAt), desc(itemPrices.id))
      .limit(PRICE_HISTORY_MAX_POINTS);
    return rows.reverse().map((r) => ({ ...r, checkedAt: r.checkedAt.toISOString() }));
  },

  /** Every item's address and change time, for the sitemap: a narrow read, oldest first. */
  async sitemapEntries(topic: string, limit: number) {
    return db
      .select({
        brandSlug: brandItems.brandSlug,
        itemSlug: brandItems.itemSlug,
        isCategory: brandItems.isCategory,
        updatedAt: brandItems.updatedAt,
      })
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, topic))
      .orderBy(asc(brandItems.id))
      .limit(limit);
  },

  /** The item, locked until the transaction ends: the version before a change, for its diff. */
  async lockedById(topic: string, id: number): Promise<BrandItemRow | null> {
    const [row] = await db
      .select(itemColumns)
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.id, id)))
      .for('update');
    return row ?? null;
  },

  /** The topic's brands a batch names, by id or slug; another topic's are not among them. */
  async brandsNamed(topic: string, ids: number[], slugs: string[]) {
    if (ids.length === 0 && slugs.length === 0) return [];
    return db
      .select({
        id: brands.id,
        slug: brands.slug,
        name: brands.name,
        isCategory: brands.isCategory,
      })
      .from(brands)
      .where(
        and(
          eq(brands.websiteTopic, topic),
          or(
            ids.length ? inArray(brands.id, ids) : undefined,
            slugs.length ? inArray(brands.slug, slugs) : undefined,
          ),
        ),
      );
  },

  /** Item slugs already used within the given brands of the topic. */
  async slugsOf(
    topic: string,
    brandIds: number[],
  ): Promise<Array<{ brandId: number; itemSlug: string; id: number }>> {
    if (brandIds.length === 0) return [];
    return db
      .select({ brandId: brandItems.brandId, itemSlug: brandItems.itemSlug, id: brandItems.id })
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), inArray(brandItems.brandId, brandIds)));
  },

  /** Orderings for `n` new items, before every existing one of the topic: `(i) => ordering`. */
  async frontOrdering(topic: string, n: number): Promise<(i: number) => number> {
    const [row] = await db
      .select({ m: min(brandItems.ordering) })
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, topic));
    const first = Math.min(row?.m ?? 1, 1) - n;
    return (i: number) => first + i;
  },

  async insertMany(topic: string, rows: Array<Omit<NewItem, 'websiteTopic'>>): Promise<BrandItemRow[]> {
    const out: BrandItemRow[] = [];
    // PostgreSQL takes at most 65,535 parameters a statement.
    for (let i = 0; i < rows.length; i += 1000) {
      out.push(
        ...(await db
          .insert(brandItems)
          .values(rows.slice(i, i + 1000).map((r) => ({ ...r, websiteTopic: topic })))
          .returning(itemColumns)),
      );
    }
    return out;
  },

  async update(topic: string, id: number, values: Partial<NewItem>): Promise<BrandItemRow | null> {
    // A price typed by hand is the owner's, as of now: no longer one the marketplace confirmed.
    const typed = [
      values.priceMinor !== undefined
        ? sql`${brandItems.priceMinor} is distinct from ${values.priceMinor}::int`
        : undefined,
      values.currency !== undefined
        ? sql`${brandItems.currency} is distinct from ${values.currency}::text`
        : undefined,
    ].filter((c): c is SQL => c !== undefined);
    const priceTyped = typed.length
      ? {
          priceCheckedAt: sql`case when ${or(...typed)} then null else ${brandItems.priceCheckedAt} end`,
        }
      : {};
    const [row] = await db
      .update(brandItems)
      .set({ ...values, ...priceTyped, updatedAt: new Date() })
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.id, id)))
      .returning(itemColumns);
    return row ?? null;
  },

  /** The brand a deleted item comes back to, held until the transaction ends; null when gone. */
  async lockedBrand(topic: string, id: number) {
    const [row] = await db
      .select({ id: brands.id, slug: brands.slug, name: brands.name, isCategory: brands.isCategory })
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), eq(brands.id, id)))
      .for('share');
    return row ?? null;
  },

  /** A deleted item back under its old id (so its history goes on), at its old place when free. */
  async reinsert(topic: string, values: Omit<NewItem, 'websiteTopic'> & { id: number; ordering: number }) {
    const [row] = await db
      .insert(brandItems)
      .overridingSystemValue()
      .values({
        ...values,
        websiteTopic: topic,
        ordering: oldPositionOrLast(brandItems, brandItems.ordering, topic, values.ordering),
      })
      .returning(itemColumns);
    return row!;
  },

  async delete(topic: string, id: number): Promise<BrandItemRow | null> {
    const [row] = await db
      .delete(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.id, id)))
      .returning(itemColumns);
    return row ?? null;
  },

  /** Sets the item count of the topic's listed brands; in the transaction that changed their items. */
  recountItems: (topic: string, brandIds: number[]) => recountItems(db, topic, brandIds),

  /** Ranks the listed items of the topic in the order sent; returns how many it ranked. */
  changeOrder: (topic: string, ids: number[]): Promise<number> =>
    rankInOrder(db, brandItems, 'ordering', topic, ids),
});
type BrandItemsQueries = ReturnType<typeof brandItemsQueries>;

export const brandItemsRepository = (db: Db) => ({
  ...brandItemsQueries(db),
  /** Runs `fn` in one transaction with queries bound to it: a write and its activity entry. */
  inTransaction: <T>(fn: (r: BrandItemsQueries, tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction((tx) => fn(brandItemsQueries(tx), tx)),
});
export type BrandItemsRepository = ReturnType<typeof brandItemsRepository>;
