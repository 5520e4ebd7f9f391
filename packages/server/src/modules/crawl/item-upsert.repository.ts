import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import { freeSlug } from '../../lib/slug';
import { recountItems } from '../brands';
import type { ImportedPage, ImportItem, Placed } from './import-item';

export const nothingImported = (): ImportedPage => ({
  itemsCreated: 0,
  itemsUpdated: 0,
  itemsUnchanged: 0,
  brands: [],
  touched: [],
});

const t = brandItems;

/** The columns of an imported item that a re-crawl compares and may refresh. */
const existingColumns = {
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
};
type Existing = Pick<typeof brandItems.$inferSelect, keyof typeof existingColumns>;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the marketplace says something of an imported item that the site does not show yet. */
function differs(old: Existing, item: ImportItem): boolean {
  return (
    old.priceMinor !== item.priceMinor ||
    old.currency !== item.currency ||
    old.rating !== item.rating ||
    old.reviewCount !== item.reviewCount ||
    !sameJson(old.imageUrls, item.imageUrls) ||
    old.marketplaceUrl !== item.marketplaceUrl ||
    (old.description === '' && item.description !== '') ||
    (old.features.length === 0 && item.features.length > 0) ||
    (item.availability !== 'unknown' && old.availability !== item.availability)
  );
}

/** The same test in SQL, for the row being upserted: updated_at moves only with it. */
const changedInSql = sql`(${t.priceMinor} is distinct from excluded.price_minor or ${t.currency} is distinct from excluded.currency or ${t.rating} is distinct from excluded.rating or ${t.reviewCount} is distinct from excluded.review_count or ${t.imageUrls} is distinct from excluded.image_urls or ${t.marketplaceUrl} is distinct from excluded.marketplace_url or (${t.description} = '' and excluded.description <> '') or (${t.features} = '[]'::jsonb and excluded.features <> '[]'::jsonb) or (excluded.availability <> 'unknown' and ${t.availability} <> excluded.availability))`;

function rowOf(topic: string, { item, brand }: Placed, old: Existing | undefined, itemSlug: string) {
  return {
    websiteTopic: topic,
    // An existing row keeps these (they are not in the upsert's update).
    brandId: old?.brandId ?? brand!.id,
    brandSlug: brand?.slug ?? '',
    brandName: brand?.name ?? '',
    isCategory: brand?.isCategory ?? false,
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
    availability: item.availability,
    priceCheckedAt: sql`now()`,
    detailsCheckedAt: item.detailsCheckedAt ? new Date(item.detailsCheckedAt) : null,
  };
}
type ItemRow = ReturnType<typeof rowOf>;

/**
 * The crawler's item writes. An import is idempotent: items are upserted by (topic, external id).
 * A re-crawl refreshes what the marketplace owns and fills a description or bullet list only
 * while it is empty (see `crawlImportRepository`).
 */
export const itemUpsertQueries = (db: Db | Tx) => {
  /** The topic's items of these external ids, as they are now. */
  async function existing(topic: string, placed: Placed[]): Promise<Map<string, Existing>> {
    const rows = await db
      .select(existingColumns)
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
    return new Map(rows.map((e) => [e.externalId!, e]));
  }

  /** The item slugs each brand that gets new items uses already. */
  async function takenSlugs(placed: Placed[], known: Map<string, Existing>) {
    const brandIds = [
      ...new Set(placed.flatMap((p) => (p.brand && !known.has(p.item.externalId) ? [p.brand.id] : []))),
    ];
    const taken = new Map<number, Set<string>>(brandIds.map((id) => [id, new Set<string>()]));
    if (brandIds.length === 0) return taken;
    const slugs = await db
      .select({ brandId: t.brandId, itemSlug: t.itemSlug })
      .from(t)
      .where(inArray(t.brandId, brandIds));
    for (const s of slugs) taken.get(s.brandId)!.add(s.itemSlug);
    return taken;
  }

  /** The rows to upsert (each item once), with which of the known ones changed and how many did not. */
  async function rowsToWrite(topic: string, placed: Placed[]) {
    const known = await existing(topic, placed);
    const taken = await takenSlugs(placed, known);
    let unchanged = 0;
    const changedIds = new Set<string>();
    const values: ItemRow[] = [];
    const seen = new Set<string>();
    for (const p of placed) {
      const { item, brand } = p;
      const old = known.get(item.externalId);
      // One row may not be upserted twice in a statement.
      if (seen.has(item.externalId) || (!old && !brand)) continue;
      seen.add(item.externalId);
      let itemSlug = old?.itemSlug;
      if (!old && brand) {
        const used = taken.get(brand.id)!;
        itemSlug = await freeSlug(item.name, async (c) => new Set(c.filter((s) => used.has(s))));
        used.add(itemSlug);
      } else if (differs(old!, item)) changedIds.add(item.externalId);
      else unchanged++;
      values.push(rowOf(topic, p, old, itemSlug!));
    }
    return { values, changedIds, unchanged };
  }

  /**
   * Every row found is written: its price was confirmed now (price_checked_at), even when
   * nothing else moved; updated_at moves only with a change the visitor can see.
   */
  async function write(values: ItemRow[]) {
    return db
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
          updatedAt: sql`case when ${changedInSql} then now() else ${t.updatedAt} end`,
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
  }

  /** Recounts the brands the rows went to, marks them crawled and gives a brand without a picture its first item's. */
  async function touchBrands(topic: string, values: ItemRow[]) {
    const touched = [...new Set(values.map((v) => v.brandId))];
    await recountItems(db, topic, touched);
    const firstImage = new Map<number, string>();
    for (const v of values)
      if (v.imageUrls[0] && !firstImage.has(v.brandId)) firstImage.set(v.brandId, v.imageUrls[0]);
    return db
      .update(brands)
      .set({
        lastCrawledAt: new Date(),
        imageUrl: sql`coalesce(${brands.imageUrl}, (${JSON.stringify(Object.fromEntries(firstImage))}::jsonb ->> ${brands.id}::text))`,
      })
      .where(inArray(brands.id, touched))
      .returning({ id: brands.id, slug: brands.slug, name: brands.name });
  }

  return {
    /** Upserts placed items; counts new, changed and merely confirmed ones. Call it in a transaction. */
    async upsertItems(topic: string, placed: Placed[]): Promise<ImportedPage> {
      if (placed.length === 0) return nothingImported();
      const { values, changedIds, unchanged } = await rowsToWrite(topic, placed);
      if (values.length === 0) return nothingImported();
      const rows = await write(values);
      const refs = await touchBrands(topic, values);
      return {
        itemsCreated: rows.filter((r) => r.inserted).length,
        itemsUpdated: changedIds.size,
        itemsUnchanged: unchanged,
        brands: refs,
        touched: rows
          .filter((r) => r.inserted || changedIds.has(r.externalId!))
          .map((r) => ({ id: r.id, name: r.name, created: r.inserted })),
      };
    },
  };
};
