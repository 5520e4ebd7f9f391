import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands, siteConfig } from '../../db/schema';
import { freeSlug } from '../../lib/slug';
import { nextOrdering, recountItems } from '../brands/brands.repository';
import type { BrandRef } from './brand-signal';
import type { Availability } from './marketplace-parser';

/** An item as the crawler found it, ready to import (also what a review row keeps). */
export type ImportItem = {
  externalId: string;
  name: string;
  /** The brand the marketplace named, or the brand it was filed under. */
  brandName: string;
  priceMinor: number | null;
  currency: string;
  rating: number | null;
  reviewCount: number;
  imageUrls: string[];
  marketplaceUrl: string;
  description: string;
  features: string[];
  availability: Availability;
  /** When its product page was read (ISO); null when it was not. */
  detailsCheckedAt: string | null;
  /** The brand its product page named (kept with a review row, so a re-crawl need not read it). */
  pageBrand?: string | null;
};

/**
 * An item and the brand it goes to if it is new. An item already imported keeps the brand it
 * has; `null` says the crawler found it imported (should it be gone meanwhile, it is left out).
 */
export type Placed = {
  item: ImportItem;
  brand: Pick<BrandRef, 'id' | 'slug' | 'name' | 'isCategory'> | null;
};

export type ImportResult = {
  itemsCreated: number;
  itemsUpdated: number;
  itemsUnchanged: number;
  brands: Array<{ id: number; slug: string; name: string }>;
};

/** An import and the items it created or changed (not those it merely confirmed), for its log entry. */
export type ImportedPage = ImportResult & { touched: Array<{ id: number; name: string; created: boolean }> };

const nothingImported = (): ImportedPage => ({
  itemsCreated: 0,
  itemsUpdated: 0,
  itemsUnchanged: 0,
  brands: [],
  touched: [],
});

/** What the crawler needs to know of an item it finds again. */
export type KnownItem = { brandId: number; detailsCheckedAt: Date | null };

const refColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  isCategory: brands.isCategory,
  searchTerm: brands.searchTerm,
};

/**
 * The crawler's writes. Imports are idempotent: items are upserted by (topic, external id). A
 * re-crawl refreshes what the marketplace owns (price, currency, rating, review count, pictures,
 * link, availability) and fills a description or bullet list only while it is empty; names,
 * slugs, brand assignment, ordering and SEO text are the admin's and are never overwritten.
 */
export const crawlImportRepository = (db: Db) => ({
  async brandsToCrawl(topic: string, onlyEmpty: boolean): Promise<BrandRef[]> {
    return db
      .select(refColumns)
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), onlyEmpty ? eq(brands.itemCount, 0) : undefined))
      .orderBy(brands.ordering, brands.id);
  },

  /** Every brand and category of the topic: what an item's brand signal is matched against. */
  async knownBrands(topic: string): Promise<BrandRef[]> {
    return db.select(refColumns).from(brands).where(eq(brands.websiteTopic, topic));
  },

  async productPageMaxAgeDays(topic: string): Promise<number> {
    const [row] = await db
      .select({ days: siteConfig.productPageMaxAgeDays })
      .from(siteConfig)
      .where(eq(siteConfig.websiteTopic, topic));
    return row?.days ?? 30;
  },

  /** The items of these ids the topic has already (one query per result page). */
  async knownItems(topic: string, externalIds: string[]): Promise<Map<string, KnownItem>> {
    if (externalIds.length === 0) return new Map();
    const rows = await db
      .select({
        externalId: brandItems.externalId,
        brandId: brandItems.brandId,
        detailsCheckedAt: brandItems.detailsCheckedAt,
      })
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), inArray(brandItems.externalId, externalIds)));
    return new Map(
      rows.map((r) => [r.externalId!, { brandId: r.brandId, detailsCheckedAt: r.detailsCheckedAt }]),
    );
  },

  /** Imports one page of placed items in one transaction; `log` writes its entry in that transaction. */
  async importItems(
    topic: string,
    placed: Placed[],
    log: (tx: Tx, page: ImportedPage) => Promise<void>,
  ): Promise<ImportedPage> {
    if (placed.length === 0) return nothingImported();
    return db.transaction(async (tx) => {
      const page = await importInto(tx, topic, placed);
      await log(tx, page);
      return page;
    });
  },
});
export type CrawlImportRepository = ReturnType<typeof crawlImportRepository>;

/**
 * A brand the crawl brought (from the brand review): not featured, and placed after every brand
 * of the topic, so the owner's curated order and the home page stay as the owner made them.
 */
export async function createCrawledBrand(tx: Tx, topic: string, name: string): Promise<BrandRef> {
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
      featured: false,
      ordering: nextOrdering(topic),
    })
    .returning(refColumns);
  return row!;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Upserts placed items inside `tx`; counts new, changed and merely confirmed ones. */
export async function importInto(tx: Tx, topic: string, placed: Placed[]): Promise<ImportedPage> {
  if (placed.length === 0) return nothingImported();
  const t = brandItems;
  const existing = await tx
    .select({
      externalId: t.externalId,
      brandId: t.brandId,
      itemSlug: t.itemSlug,
      priceMinor: t.priceMinor,
      currency: t.currency,
      rating: t.rating,
      reviewCount: t.reviewCount,
      imageUrls: t.imageUrls,
      marketplaceUrl: t.marketplaceUrl,
      description: t.description,
      features: t.features,
      availability: t.availability,
    })
    .from(t)
    .where(
      and(
        eq(t.websiteTopic, topic),
        inArray(
          t.externalId,
          placed.map((p) => p.item.externalId),
        ),
      ),
    );
  const known = new Map(existing.map((e) => [e.externalId!, e]));

  // Free item slugs per brand, for the new items only.
  const brandIds = [
    ...new Set(placed.flatMap((p) => (p.brand && !known.has(p.item.externalId) ? [p.brand.id] : []))),
  ];
  const taken = new Map<number, Set<string>>(brandIds.map((id) => [id, new Set<string>()]));
  if (brandIds.length > 0) {
    const slugs = await tx
      .select({ brandId: t.brandId, itemSlug: t.itemSlug })
      .from(t)
      .where(inArray(t.brandId, brandIds));
    for (const s of slugs) taken.get(s.brandId)!.add(s.itemSlug);
  }

  let unchanged = 0;
  const changedIds = new Set<string>();
  const values = [];
  const seen = new Set<string>();
  for (const { item, brand } of placed) {
    const old = known.get(item.externalId);
    // One row may not be upserted twice in a statement.
    if (seen.has(item.externalId) || (!old && !brand)) continue;
    seen.add(item.externalId);
    let itemSlug = old?.itemSlug;
    if (!old && brand) {
      const used = taken.get(brand.id)!;
      itemSlug = await freeSlug(item.name, async (c) => new Set(c.filter((s) => used.has(s))));
      used.add(itemSlug);
    } else {
      const changed =
        old!.priceMinor !== item.priceMinor ||
        old!.currency !== item.currency ||
        old!.rating !== item.rating ||
        old!.reviewCount !== item.reviewCount ||
        !sameJson(old!.imageUrls, item.imageUrls) ||
        old!.marketplaceUrl !== item.marketplaceUrl ||
        (old!.description === '' && item.description !== '') ||
        (old!.features.length === 0 && item.features.length > 0) ||
        (item.availability !== 'unknown' && old!.availability !== item.availability);
      if (changed) changedIds.add(item.externalId);
      else unchanged++;
    }
    values.push({
      websiteTopic: topic,
      // An existing row keeps these (they are not in the update below).
      brandId: old?.brandId ?? brand!.id,
      brandSlug: brand?.slug ?? '',
      brandName: brand?.name ?? '',
      isCategory: brand?.isCategory ?? false,
      itemSlug: itemSlug!,
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
      availability: item.availability,
      priceCheckedAt: sql`now()`,
      detailsCheckedAt: item.detailsCheckedAt ? new Date(item.detailsCheckedAt) : null,
    });
  }
  if (values.length === 0) return nothingImported();
  const changed = sql`(${t.priceMinor} is distinct from excluded.price_minor or ${t.currency} is distinct from excluded.currency or ${t.rating} is distinct from excluded.rating or ${t.reviewCount} is distinct from excluded.review_count or ${t.imageUrls} is distinct from excluded.image_urls or ${t.marketplaceUrl} is distinct from excluded.marketplace_url or (${t.description} = '' and excluded.description <> '') or (${t.features} = '[]'::jsonb and excluded.features <> '[]'::jsonb) or (excluded.availability <> 'unknown' and ${t.availability} <> excluded.availability))`;
  // Every row found is written: its price was confirmed now (price_checked_at), even when
  // nothing else moved; updated_at moves only with a change the visitor can see.
  const rows = await tx
    .insert(t)
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
        availability: sql`case when excluded.availability = 'unknown' then ${t.availability} else excluded.availability end`,
        priceCheckedAt: sql`excluded.price_checked_at`,
        detailsCheckedAt: sql`coalesce(excluded.details_checked_at, ${t.detailsCheckedAt})`,
        updatedAt: sql`case when ${changed} then now() else ${t.updatedAt} end`,
      },
    })
    .returning({
      id: t.id,
      // The stored name: a re-crawl never overwrites it.
      name: t.name,
      externalId: t.externalId,
      brandId: t.brandId,
      inserted: sql<boolean>`(xmax = 0)`,
    });

  const touched = [...new Set(values.map((v) => v.brandId))];
  await recountItems(tx, topic, touched);
  const firstImage = new Map<number, string>();
  for (const v of values)
    if (v.imageUrls[0] && !firstImage.has(v.brandId)) firstImage.set(v.brandId, v.imageUrls[0]);
  const refs = await tx
    .update(brands)
    .set({
      lastCrawledAt: new Date(),
      imageUrl: sql`coalesce(${brands.imageUrl}, (${JSON.stringify(Object.fromEntries(firstImage))}::jsonb ->> ${brands.id}::text))`,
    })
    .where(inArray(brands.id, touched))
    .returning({ id: brands.id, slug: brands.slug, name: brands.name });
  return {
    itemsCreated: rows.filter((r) => r.inserted).length,
    itemsUpdated: changedIds.size,
    itemsUnchanged: unchanged,
    brands: refs,
    touched: rows
      .filter((r) => r.inserted || changedIds.has(r.externalId!))
      .map((r) => ({ id: r.id, name: r.name, created: r.inserted })),
  };
}
