import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands, siteConfig } from '../../db/schema';
import { freeSlug } from '../../lib/slug';
import { nextOrdering } from '../brands';
import type { BrandRef } from './brand-signal';
import type { ImportedPage, Placed } from './import-item';
import { itemUpsertQueries, nothingImported } from './item-upsert.repository';

export type { ImportedPage, ImportItem, ImportResult, Placed } from './import-item';

/** What the crawler needs to know of an item it finds again. */
export type KnownItem = { brandId: number; detailsCheckedAt: Date | null };

const refColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  isCategory: brands.isCategory,
  searchTerm: brands.searchTerm,
};

/** The crawler's reads, and its writes of brands and items; every one takes the topic. */
export const crawlImportQueries = (db: Db | Tx) => ({
  ...itemUpsertQueries(db),

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

  async brandById(topic: string, id: number): Promise<BrandRef | null> {
    const [row] = await db
      .select(refColumns)
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), eq(brands.id, id)));
    return row ?? null;
  },

  /**
   * A brand the crawl brought (from the brand review): not featured, and placed after every brand
   * of the topic, so the owner's curated order and the home page stay as the owner made them.
   */
  async createCrawledBrand(topic: string, name: string): Promise<BrandRef> {
    const slug = await freeSlug(
      name,
      async (candidates) => {
        const rows = await db
          .select({ slug: brands.slug })
          .from(brands)
          .where(and(eq(brands.websiteTopic, topic), inArray(brands.slug, candidates)));
        return new Set(rows.map((r) => r.slug));
      },
      { avoidReserved: true },
    );
    const [row] = await db
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
});
export type CrawlImportQueries = ReturnType<typeof crawlImportQueries>;

/**
 * The crawler's writes. Imports are idempotent: items are upserted by (topic, external id). A
 * re-crawl refreshes what the marketplace owns (price, currency, rating, review count, pictures,
 * link, availability) and fills a description or bullet list only while it is empty; names,
 * slugs, brand assignment, ordering and SEO text are the admin's and are never overwritten.
 */
export const crawlImportRepository = (db: Db) => ({
  ...crawlImportQueries(db),

  /** Imports one page of placed items in one transaction; `log` writes its entry in that transaction. */
  async importItems(
    topic: string,
    placed: Placed[],
    log: (tx: Tx, page: ImportedPage) => Promise<void>,
  ): Promise<ImportedPage> {
    if (placed.length === 0) return nothingImported();
    return db.transaction(async (tx) => {
      const page = await crawlImportQueries(tx).upsertItems(topic, placed);
      await log(tx, page);
      return page;
    });
  },
});
export type CrawlImportRepository = ReturnType<typeof crawlImportRepository>;
