import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import { type BrandItemRow, type BrandRow, brandColumns, itemColumns } from '../brands/brand.mapper';
import type { BrandValues } from './catalogue-brand-plan';

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
  async updateBrand(tx: Tx, topic: string, id: number, values: BrandValues): Promise<BrandRow | null> {
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
});
export type CatalogueFileRepository = ReturnType<typeof catalogueFileRepository>;
