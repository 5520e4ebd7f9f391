import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import { type BrandItemRow, itemColumns } from '../brands/brand.mapper';

/** The reads of the catalogue file: the topic's whole catalogue, in the admin's order. */
export const catalogueFileRepository = (db: Db) => ({
  async items(topic: string): Promise<BrandItemRow[]> {
    return db
      .select(itemColumns)
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, topic))
      .orderBy(asc(brandItems.brandSlug), asc(brandItems.ordering), asc(brandItems.id));
  },

  async brands(topic: string) {
    return db
      .select({ id: brands.id, slug: brands.slug, name: brands.name, isCategory: brands.isCategory })
      .from(brands)
      .where(eq(brands.websiteTopic, topic));
  },
});
export type CatalogueFileRepository = ReturnType<typeof catalogueFileRepository>;
