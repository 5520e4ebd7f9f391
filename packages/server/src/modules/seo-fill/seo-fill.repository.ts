import type { SeoFillMode } from '@app/contract';
import { type AnyColumn, and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import {
  type BrandItemRow,
  type BrandRow,
  brandColumns as wholeBrand,
  itemColumns as wholeItem,
} from '../brands';

/** A field counts as empty when it is null or blank. */
const blank = (col: AnyColumn) => or(isNull(col), sql`btrim(${col}) = ''`);

const brandColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  description: brands.description,
  isCategory: brands.isCategory,
  seoTitle: brands.seoTitle,
  seoDescription: brands.seoDescription,
  seoKeywords: brands.seoKeywords,
};
const itemColumns = {
  id: brandItems.id,
  brandId: brandItems.brandId,
  brandSlug: brandItems.brandSlug,
  brandName: brandItems.brandName,
  itemSlug: brandItems.itemSlug,
  name: brandItems.name,
  description: brandItems.description,
  features: brandItems.features,
  priceMinor: brandItems.priceMinor,
  currency: brandItems.currency,
  rating: brandItems.rating,
  reviewCount: brandItems.reviewCount,
  isCategory: brandItems.isCategory,
  seoTitle: brandItems.seoTitle,
  seoDescription: brandItems.seoDescription,
  seoKeywords: brandItems.seoKeywords,
};

export type FillBrandRow = { [K in keyof typeof brandColumns]: (typeof brands.$inferSelect)[K] };
export type FillItemRow = { [K in keyof typeof itemColumns]: (typeof brandItems.$inferSelect)[K] };
export type SeoValues = { seoTitle: string; seoDescription: string; seoKeywords: string };

/** What the fill reads and writes; every query takes the topic. Locked records are never touched. */
export const seoFillQueries = (db: Db | Tx) => ({
  /** The whole row as it is before the write (the entry's "before"), locked until the transaction ends. */
  async lockedBrand(topic: string, id: number): Promise<BrandRow | null> {
    const [row] = await db
      .select(wholeBrand)
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), eq(brands.id, id)))
      .for('update');
    return row ?? null;
  },

  async lockedItem(topic: string, id: number): Promise<BrandItemRow | null> {
    const [row] = await db
      .select(wholeItem)
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.id, id)))
      .for('update');
    return row ?? null;
  },

  /** The brands (and categories) the fill would write: unlocked, and for `empty` missing some text. */
  async brandsToFill(topic: string, mode: SeoFillMode): Promise<FillBrandRow[]> {
    const needs =
      mode === 'empty'
        ? or(
            blank(brands.seoTitle),
            blank(brands.seoDescription),
            blank(brands.seoKeywords),
            eq(brands.description, ''),
          )
        : undefined;
    return db
      .select(brandColumns)
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), eq(brands.seoLocked, false), needs))
      .orderBy(asc(brands.isCategory), asc(brands.ordering), asc(brands.id));
  },

  async itemsToFill(topic: string, mode: SeoFillMode): Promise<FillItemRow[]> {
    const needs =
      mode === 'empty'
        ? or(blank(brandItems.seoTitle), blank(brandItems.seoDescription), blank(brandItems.seoKeywords))
        : undefined;
    return db
      .select(itemColumns)
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.seoLocked, false), needs))
      .orderBy(asc(brandItems.brandId), asc(brandItems.ordering), asc(brandItems.id));
  },

  /** Every item's facts a brand's text may mention, for the topic's brands at once. */
  async itemFacts(topic: string) {
    return db
      .select({
        brandId: brandItems.brandId,
        name: brandItems.name,
        rating: brandItems.rating,
        priceMinor: brandItems.priceMinor,
        currency: brandItems.currency,
      })
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, topic));
  },

  /** The search-engine descriptions the topic's records have now, keyed `brand:id` / `item:id`. */
  async descriptions(topic: string): Promise<Map<string, string>> {
    const [b, i] = await Promise.all([
      db
        .select({ id: brands.id, d: brands.seoDescription })
        .from(brands)
        .where(and(eq(brands.websiteTopic, topic), sql`${brands.seoDescription} is not null`)),
      db
        .select({ id: brandItems.id, d: brandItems.seoDescription })
        .from(brandItems)
        .where(and(eq(brandItems.websiteTopic, topic), sql`${brandItems.seoDescription} is not null`)),
    ]);
    const out = new Map<string, string>();
    for (const r of b) if (r.d?.trim()) out.set(`brand:${r.id}`, r.d.trim());
    for (const r of i) if (r.d?.trim()) out.set(`item:${r.id}`, r.d.trim());
    return out;
  },

  /**
   * Writes one record's text. `empty` fills only fields that are still empty at the moment of
   * writing (an admin may have typed one meanwhile); `all` replaces them. A record locked
   * meanwhile is left alone (null). An intro goes into a brand's description only when it has none.
   */
  async writeBrand(
    topic: string,
    id: number,
    mode: SeoFillMode,
    v: SeoValues,
    intro: string | null,
  ): Promise<BrandRow | null> {
    const set = (col: AnyColumn, value: string) =>
      mode === 'empty' ? sql`coalesce(nullif(btrim(${col}), ''), ${value})` : sql`${value}`;
    const rows = await db
      .update(brands)
      .set({
        seoTitle: set(brands.seoTitle, v.seoTitle),
        seoDescription: set(brands.seoDescription, v.seoDescription),
        seoKeywords: set(brands.seoKeywords, v.seoKeywords),
        ...(intro
          ? {
              description: sql`case when btrim(${brands.description}) = '' then ${intro} else ${brands.description} end`,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(brands.websiteTopic, topic), eq(brands.id, id), eq(brands.seoLocked, false)))
      .returning(wholeBrand);
    return rows[0] ?? null;
  },

  async writeItem(topic: string, id: number, mode: SeoFillMode, v: SeoValues): Promise<BrandItemRow | null> {
    const set = (col: AnyColumn, value: string) =>
      mode === 'empty' ? sql`coalesce(nullif(btrim(${col}), ''), ${value})` : sql`${value}`;
    const rows = await db
      .update(brandItems)
      .set({
        seoTitle: set(brandItems.seoTitle, v.seoTitle),
        seoDescription: set(brandItems.seoDescription, v.seoDescription),
        seoKeywords: set(brandItems.seoKeywords, v.seoKeywords),
        updatedAt: new Date(),
      })
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.id, id), eq(brandItems.seoLocked, false)))
      .returning(wholeItem);
    return rows[0] ?? null;
  },
});
export type SeoFillQueries = ReturnType<typeof seoFillQueries>;

export const seoFillRepository = (db: Db) => ({
  ...seoFillQueries(db),
  /** A record's write and its log entry, in one transaction: both are kept or neither. */
  inTransaction: <T>(fn: (r: SeoFillQueries, tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction((tx) => fn(seoFillQueries(tx), tx)),
});
export type SeoFillRepository = ReturnType<typeof seoFillRepository>;
