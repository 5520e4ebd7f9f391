import type { Brand, CreateBrandBody, UpdateBrandBody } from '@app/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import { containsPattern, startsWithPattern } from '../../lib/like';
import { oldPositionOrLast, rankInOrder } from '../../lib/ordering';
import { offsetOf, type PageRequest } from '../../lib/paging';
import { type BrandItemRow, type BrandRow, brandColumns, itemColumns } from './brand.mapper';

export type BrandFilter = { isCategory?: boolean | undefined; q?: string | undefined };

const byTopic = (topic: string, f: BrandFilter = {}): SQL =>
  and(
    eq(brands.websiteTopic, topic),
    f.isCategory === undefined ? undefined : eq(brands.isCategory, f.isCategory),
    f.q ? ilike(brands.name, containsPattern(f.q)) : undefined,
  )!;

const lightColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  imageUrl: brands.imageUrl,
  isCategory: brands.isCategory,
  itemCount: brands.itemCount,
};

/** Lists follow the admin's order (ties, such as rows of before ordering was kept: newest first). */
const listOrder = [asc(brands.ordering), desc(brands.id)];

/** The header's and the home page's brands: only those the owner features. */
const featuredOnly = eq(brands.featured, true);

/**
 * A new brand's place: after every brand of the topic, so a brand made by hand, by a crawl or
 * from the review never moves the owner's order (rows used to take 0 and come first).
 */
export const nextOrdering = (topic: string) =>
  sql<number>`(select coalesce(max(${brands.ordering}), 0) + 1 from ${brands} where ${brands.websiteTopic} = ${topic})`;

export const brandsRepository = (db: Db | Tx) => ({
  async page(topic: string, f: BrandFilter, p: PageRequest): Promise<{ rows: BrandRow[]; total: number }> {
    const where = byTopic(topic, f);
    const rows = await db
      .select(brandColumns)
      .from(brands)
      .where(where)
      // What was typed, at the start of a name, ranks that name first.
      .orderBy(...(f.q ? [desc(ilike(brands.name, startsWithPattern(f.q)))] : []), ...listOrder)
      .limit(p.pageSize)
      .offset(offsetOf(p));
    const [c] = await db.select({ n: count() }).from(brands).where(where);
    return { rows, total: c?.n ?? 0 };
  },

  async light(topic: string, limit: number) {
    return db
      .select(lightColumns)
      .from(brands)
      .where(and(byTopic(topic, { isCategory: false }), featuredOnly))
      .orderBy(...listOrder)
      .limit(limit);
  },

  /** Categories, each with its first few items, in two queries. */
  async flyout(topic: string, categoryLimit: number, itemsPerCategory: number) {
    const categories = await db
      .select(lightColumns)
      .from(brands)
      .where(byTopic(topic, { isCategory: true }))
      .orderBy(...listOrder)
      .limit(categoryLimit);
    if (categories.length === 0) return { categories, items: [] };
    const ranked = db
      .select({
        id: brandItems.id,
        brandId: brandItems.brandId,
        brandSlug: brandItems.brandSlug,
        itemSlug: brandItems.itemSlug,
        name: brandItems.name,
        imageUrls: brandItems.imageUrls,
        n: sql<number>`row_number() over (partition by ${brandItems.brandId} order by ${brandItems.ordering}, ${brandItems.id} desc)`.as(
          'n',
        ),
      })
      .from(brandItems)
      .where(
        and(
          eq(brandItems.websiteTopic, topic),
          inArray(
            brandItems.brandId,
            categories.map((c) => c.id),
          ),
        ),
      )
      .as('ranked');
    const items = await db
      .select()
      .from(ranked)
      .where(sql`${ranked.n} <= ${itemsPerCategory}`)
      .orderBy(ranked.n);
    return { categories, items };
  },

  async featured(
    topic: string,
    q: { isCategory?: boolean | undefined; limit: number; excludeIds: number[]; minItems: number },
  ): Promise<{ rows: BrandRow[]; total: number }> {
    const where = and(
      byTopic(topic, q),
      featuredOnly,
      q.minItems > 0 ? gte(brands.itemCount, q.minItems) : undefined,
      q.excludeIds.length > 0 ? notInArray(brands.id, q.excludeIds) : undefined,
    );
    const rows = await db
      .select(brandColumns)
      .from(brands)
      .where(where)
      .orderBy(...listOrder)
      .limit(q.limit);
    const [c] = await db.select({ n: count() }).from(brands).where(where);
    return { rows, total: c?.n ?? 0 };
  },

  async byId(topic: string, id: number, f: BrandFilter = {}): Promise<BrandRow | null> {
    const [row] = await db
      .select(brandColumns)
      .from(brands)
      .where(and(byTopic(topic, f), eq(brands.id, id)));
    return row ?? null;
  },

  /** The brand, locked until the transaction ends: the version before a change, for its diff. */
  async lockedById(topic: string, id: number): Promise<BrandRow | null> {
    const [row] = await db
      .select(brandColumns)
      .from(brands)
      .where(and(byTopic(topic), eq(brands.id, id)))
      .for('update');
    return row ?? null;
  },

  async bySlug(topic: string, slug: string, f: BrandFilter = {}): Promise<BrandRow | null> {
    const [row] = await db
      .select(brandColumns)
      .from(brands)
      .where(and(byTopic(topic, f), eq(brands.slug, slug)));
    return row ?? null;
  },

  /** Every brand's address and change time, for the sitemap: a narrow read, oldest first. */
  async sitemapEntries(topic: string, limit: number) {
    return db
      .select({ slug: brands.slug, isCategory: brands.isCategory, updatedAt: brands.updatedAt })
      .from(brands)
      .where(byTopic(topic))
      .orderBy(asc(brands.id))
      .limit(limit);
  },

  async takenSlugs(topic: string, candidates: string[], exceptId?: number): Promise<Set<string>> {
    const rows = await db
      .select({ slug: brands.slug, id: brands.id })
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), inArray(brands.slug, candidates)));
    return new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  },

  async insert(topic: string, body: CreateBrandBody & { slug: string }): Promise<BrandRow> {
    const [row] = await db
      .insert(brands)
      .values({ ...body, websiteTopic: topic, ordering: nextOrdering(topic) })
      .returning(brandColumns);
    return row!;
  },

  /** Updates the brand and keeps its items' copies of slug, name and category flag in step. */
  async update(topic: string, id: number, body: UpdateBrandBody): Promise<BrandRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(brands)
        .set({ ...body, updatedAt: new Date() })
        .where(and(eq(brands.websiteTopic, topic), eq(brands.id, id)))
        .returning(brandColumns);
      if (!row) return null;
      if (body.slug !== undefined || body.name !== undefined || body.isCategory !== undefined) {
        await tx
          .update(brandItems)
          .set({
            brandSlug: row.slug,
            brandName: row.name,
            isCategory: row.isCategory,
            updatedAt: new Date(),
          })
          .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.brandId, id)));
      }
      return row;
    });
  },

  /**
   * A deleted brand back as it was, under its old id (so its history goes on), at its old place
   * when free; it has no items until they are brought back too.
   */
  async reinsert(topic: string, b: Brand): Promise<BrandRow> {
    const [row] = await db
      .insert(brands)
      .overridingSystemValue()
      .values({
        id: b.id,
        websiteTopic: topic,
        slug: b.slug,
        name: b.name,
        description: b.description,
        imageUrl: b.imageUrl,
        isCategory: b.isCategory,
        featured: b.featured,
        searchTerm: b.searchTerm,
        seoTitle: b.seoTitle,
        seoDescription: b.seoDescription,
        seoKeywords: b.seoKeywords,
        seoLocked: b.seoLocked,
        lastCrawledAt: b.lastCrawledAt ? new Date(b.lastCrawledAt) : null,
        createdAt: new Date(b.createdAt),
        itemCount: 0,
        ordering: oldPositionOrLast(brands, brands.ordering, topic, b.ordering),
      })
      .returning(brandColumns);
    return row!;
  },

  /** The brand's items, which its deletion takes with it. */
  async itemsOf(topic: string, id: number): Promise<BrandItemRow[]> {
    return db
      .select(itemColumns)
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), eq(brandItems.brandId, id)))
      .orderBy(asc(brandItems.id));
  },

  async delete(topic: string, id: number): Promise<BrandRow | null> {
    const [row] = await db
      .delete(brands)
      .where(and(eq(brands.websiteTopic, topic), eq(brands.id, id)))
      .returning(brandColumns);
    return row ?? null;
  },

  /** Ranks the listed brands of the topic in the order sent; returns how many it ranked. */
  changeOrder(topic: string, ids: number[]): Promise<number> {
    return rankInOrder(db, brands, 'ordering', topic, ids);
  },
});
export type BrandsRepository = ReturnType<typeof brandsRepository>;

/** Sets each of the topic's brands' item count from its items; run in the transaction that changed them. */
export async function recountItems(db: Db | Tx, topic: string, brandIds: number[]): Promise<void> {
  const ids = [...new Set(brandIds)];
  if (ids.length === 0) return;
  await db
    .update(brands)
    .set({
      itemCount: sql`(select count(*)::int from ${brandItems} where ${brandItems.brandId} = ${brands.id})`,
    })
    .where(and(eq(brands.websiteTopic, topic), inArray(brands.id, ids)));
}
