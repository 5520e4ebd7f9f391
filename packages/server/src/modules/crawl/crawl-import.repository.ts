import { slugify } from '@app/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import { freeSlug } from '../../lib/slug';
import type { BrandRow } from '../brands/brand.mapper';
import { recountItems } from '../brands/brands.repository';

/** An item as the crawler found it, ready to import. */
export type ImportItem = {
  externalId: string;
  name: string;
  brandName: string;
  priceMinor: number | null;
  currency: string;
  rating: number | null;
  reviewCount: number;
  imageUrls: string[];
  marketplaceUrl: string;
  description: string;
  features: string[];
};

export type ImportResult = {
  brandsCreated: number;
  itemsCreated: number;
  itemsUpdated: number;
  brands: Array<{ id: number; slug: string; name: string }>;
};

type BrandRef = Pick<BrandRow, 'id' | 'slug' | 'name' | 'isCategory' | 'searchTerm'>;
const refColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  isCategory: brands.isCategory,
  searchTerm: brands.searchTerm,
};
const key = (s: string) => s.trim().toLowerCase();

/**
 * The crawler's writes. Imports are idempotent: items are upserted by (topic, external id) and
 * brands found by name, slug or search term. A re-crawl refreshes what the marketplace owns
 * (price, currency, rating, review count, pictures, link) and fills a description or bullet
 * list only while it is empty; names, slugs, brand assignment, ordering and SEO text are the
 * admin's and are never overwritten.
 */
export const crawlImportRepository = (db: Db) => ({
  async brandsToCrawl(topic: string, onlyEmpty: boolean): Promise<BrandRef[]> {
    return db
      .select(refColumns)
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), onlyEmpty ? eq(brands.itemCount, 0) : undefined))
      .orderBy(brands.ordering, brands.id);
  },

  async brandNames(topic: string): Promise<string[]> {
    const rows = await db.select({ name: brands.name }).from(brands).where(eq(brands.websiteTopic, topic));
    return rows.map((r) => r.name);
  },

  /** Imports one page of items; `fixedBrand` takes every item (a category or a brand crawl). */
  async importItems(topic: string, items: ImportItem[], fixedBrand: BrandRef | null): Promise<ImportResult> {
    if (items.length === 0) return { brandsCreated: 0, itemsCreated: 0, itemsUpdated: 0, brands: [] };
    return db.transaction(async (tx) => {
      const { byName, created } = fixedBrand
        ? { byName: new Map(items.map((i) => [key(i.brandName), fixedBrand])), created: 0 }
        : await resolveBrands(tx, topic, [...new Set(items.map((i) => i.brandName))]);

      const existing = await tx
        .select({
          id: brandItems.id,
          externalId: brandItems.externalId,
          brandId: brandItems.brandId,
          itemSlug: brandItems.itemSlug,
        })
        .from(brandItems)
        .where(
          and(
            eq(brandItems.websiteTopic, topic),
            inArray(
              brandItems.externalId,
              items.map((i) => i.externalId),
            ),
          ),
        );
      const known = new Map(existing.map((e) => [e.externalId!, e]));
      const newOnes = items.filter((i) => !known.has(i.externalId));
      const brandIds = [...new Set(newOnes.map((i) => byName.get(key(i.brandName))!.id))];
      const taken = new Map<number, Set<string>>(brandIds.map((id) => [id, new Set<string>()]));
      if (brandIds.length > 0) {
        const slugs = await tx
          .select({ brandId: brandItems.brandId, itemSlug: brandItems.itemSlug })
          .from(brandItems)
          .where(inArray(brandItems.brandId, brandIds));
        for (const s of slugs) taken.get(s.brandId)!.add(s.itemSlug);
      }

      const values = [];
      for (const item of items) {
        const brand = byName.get(key(item.brandName))!;
        const old = known.get(item.externalId);
        let itemSlug = old?.itemSlug;
        if (!itemSlug) {
          const used = taken.get(brand.id)!;
          itemSlug = await freeSlug(item.name, async (c) => new Set(c.filter((s) => used.has(s))));
          used.add(itemSlug);
        }
        values.push({
          websiteTopic: topic,
          brandId: old?.brandId ?? brand.id,
          brandSlug: brand.slug,
          brandName: brand.name,
          isCategory: brand.isCategory,
          itemSlug,
          name: item.name.slice(0, 200),
          description: item.description,
          features: item.features,
          priceMinor: item.priceMinor,
          currency: item.currency,
          rating: item.rating,
          reviewCount: item.reviewCount,
          imageUrls: item.imageUrls,
          marketplaceUrl: item.marketplaceUrl,
          externalId: item.externalId,
        });
      }
      const t = brandItems;
      const changed = sql`(${t.priceMinor} is distinct from excluded.price_minor or ${t.currency} is distinct from excluded.currency or ${t.rating} is distinct from excluded.rating or ${t.reviewCount} is distinct from excluded.review_count or ${t.imageUrls} is distinct from excluded.image_urls or ${t.marketplaceUrl} is distinct from excluded.marketplace_url or (${t.description} = '' and excluded.description <> '') or (${t.features} = '[]'::jsonb and excluded.features <> '[]'::jsonb))`;
      const rows = await tx
        .insert(brandItems)
        .values(values)
        .onConflictDoUpdate({
          target: [t.websiteTopic, t.externalId],
          targetWhere: sql`${t.externalId} is not null`,
          set: {
            priceMinor: sql`excluded.price_minor`,
            currency: sql`excluded.currency`,
            rating: sql`excluded.rating`,
            reviewCount: sql`excluded.review_count`,
            imageUrls: sql`excluded.image_urls`,
            marketplaceUrl: sql`excluded.marketplace_url`,
            description: sql`case when ${t.description} = '' then excluded.description else ${t.description} end`,
            features: sql`case when ${t.features} = '[]'::jsonb then excluded.features else ${t.features} end`,
            updatedAt: sql`now()`,
          },
          setWhere: changed,
        })
        .returning({ id: t.id, brandId: t.brandId, inserted: sql<boolean>`(xmax = 0)` });

      const touched = [...new Set([...values.map((v) => v.brandId)])];
      await recountItems(tx, touched);
      const firstImage = new Map<number, string>();
      for (const v of values)
        if (v.imageUrls[0] && !firstImage.has(v.brandId)) firstImage.set(v.brandId, v.imageUrls[0]);
      await tx
        .update(brands)
        .set({
          lastCrawledAt: new Date(),
          imageUrl: sql`coalesce(${brands.imageUrl}, (${JSON.stringify(Object.fromEntries(firstImage))}::jsonb ->> ${brands.id}::text))`,
        })
        .where(inArray(brands.id, touched));
      const refs = [...byName.values()].filter((b, i, all) => touched.includes(b.id) && all.indexOf(b) === i);
      return {
        brandsCreated: created,
        itemsCreated: rows.filter((r) => r.inserted).length,
        itemsUpdated: rows.filter((r) => !r.inserted).length,
        brands: refs.map((b) => ({ id: b.id, slug: b.slug, name: b.name })),
      };
    });
  },
});
export type CrawlImportRepository = ReturnType<typeof crawlImportRepository>;

/** Finds the named brands of the topic (by name, slug or search term), creating the missing ones. */
async function resolveBrands(tx: Tx, topic: string, names: string[]) {
  const keys = names.map(key);
  const slugs = names.map(slugify);
  const found = await tx
    .select(refColumns)
    .from(brands)
    .where(
      and(
        eq(brands.websiteTopic, topic),
        or(
          inArray(sql`lower(${brands.name})`, keys),
          inArray(brands.slug, slugs),
          inArray(sql`lower(${brands.searchTerm})`, keys),
        ),
      ),
    );
  const byName = new Map<string, BrandRef>();
  for (const name of names) {
    const k = key(name);
    const hit =
      found.find((b) => key(b.name) === k) ??
      found.find((b) => b.searchTerm !== null && key(b.searchTerm) === k) ??
      found.find((b) => b.slug === slugify(name));
    if (hit) byName.set(k, hit);
  }
  let created = 0;
  for (const name of names) {
    if (byName.has(key(name))) continue;
    const slug = await freeSlug(
      name,
      async (candidates) => {
        const rows = await tx
          .select({ slug: brands.slug })
          .from(brands)
          .where(and(eq(brands.websiteTopic, topic), inArray(brands.slug, candidates)));
        return new Set(rows.map((r) => r.slug));
      },
      { avoidReserved: true },
    );
    const [row] = await tx
      .insert(brands)
      .values({
        websiteTopic: topic,
        slug,
        name: name.slice(0, 120),
        searchTerm: name,
        lastCrawledAt: new Date(),
      })
      .returning(refColumns);
    byName.set(key(name), row!);
    created++;
  }
  return { byName, created };
}
