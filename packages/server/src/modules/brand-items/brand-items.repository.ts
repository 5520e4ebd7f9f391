import { PRICE_HISTORY_DAYS, PRICE_HISTORY_MAX_POINTS, type PricePoint } from '@app/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands, itemPrices } from '../../db/schema';
import { oldPositionOrLast } from '../../lib/ordering';
import { offsetOf, type PageRequest } from '../../lib/paging';
import { type BrandItemRow, itemColumns } from '../brands/brand.mapper';

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

export const brandItemsRepository = (db: Db) => ({
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
  async byIdIn(tx: Db | Tx, topic: string, id: number): Promise<BrandItemRow | null> {
    const [row] = await tx
      .select(itemColumns)
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.id, id)))
      .for('update');
    return row ?? null;
  },

  async topicOf(id: number): Promise<{ topic: string; brandId: number } | null> {
    const [row] = await db
      .select({ topic: brandItems.websiteTopic, brandId: brandItems.brandId })
      .from(brandItems)
      .where(eq(brandItems.id, id));
    return row ?? null;
  },

  /** The brands a batch names, by id or slug, with the topic that owns each. */
  async brandsNamed(ids: number[], topic: string, slugs: string[]) {
    if (ids.length === 0 && slugs.length === 0) return [];
    return db
      .select({
        id: brands.id,
        topic: brands.websiteTopic,
        slug: brands.slug,
        name: brands.name,
        isCategory: brands.isCategory,
      })
      .from(brands)
      .where(
        or(
          ids.length ? inArray(brands.id, ids) : undefined,
          slugs.length ? and(eq(brands.websiteTopic, topic), inArray(brands.slug, slugs)) : undefined,
        ),
      );
  },

  /** Item slugs already used within the given brands. */
  async slugsOf(
    db2: Db | Tx,
    brandIds: number[],
  ): Promise<Array<{ brandId: number; itemSlug: string; id: number }>> {
    if (brandIds.length === 0) return [];
    return db2
      .select({ brandId: brandItems.brandId, itemSlug: brandItems.itemSlug, id: brandItems.id })
      .from(brandItems)
      .where(inArray(brandItems.brandId, brandIds));
  },

  async insertMany(tx: Db | Tx, rows: NewItem[]): Promise<BrandItemRow[]> {
    const out: BrandItemRow[] = [];
    // PostgreSQL takes at most 65,535 parameters a statement.
    for (let i = 0; i < rows.length; i += 1000) {
      out.push(
        ...(await tx
          .insert(brandItems)
          .values(rows.slice(i, i + 1000))
          .returning(itemColumns)),
      );
    }
    return out;
  },

  async update(
    tx: Db | Tx,
    topic: string,
    id: number,
    values: Partial<NewItem>,
  ): Promise<BrandItemRow | null> {
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
    const [row] = await tx
      .update(brandItems)
      .set({ ...values, ...priceTyped, updatedAt: new Date() })
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.id, id)))
      .returning(itemColumns);
    return row ?? null;
  },

  /** The brand a deleted item comes back to, held until the transaction ends; null when gone. */
  async brandIn(tx: Db | Tx, topic: string, id: number) {
    const [row] = await tx
      .select({ id: brands.id, slug: brands.slug, name: brands.name, isCategory: brands.isCategory })
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), eq(brands.id, id)))
      .for('share');
    return row ?? null;
  },

  /** A deleted item back under its old id (so its history goes on), at its old place when free. */
  async reinsert(tx: Db | Tx, topic: string, values: NewItem & { id: number; ordering: number }) {
    const [row] = await tx
      .insert(brandItems)
      .overridingSystemValue()
      .values({
        ...values,
        ordering: oldPositionOrLast(brandItems, brandItems.ordering, topic, values.ordering),
      })
      .returning(itemColumns);
    return row!;
  },

  async delete(tx: Db | Tx, topic: string, id: number): Promise<BrandItemRow | null> {
    const [row] = await tx
      .delete(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.id, id)))
      .returning(itemColumns);
    return row ?? null;
  },
});
export type BrandItemsRepository = ReturnType<typeof brandItemsRepository>;
