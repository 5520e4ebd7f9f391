import type { MediaUsage } from '@app/contract';
import { and, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  brandItems,
  brands,
  mediaAssets,
  mediaOriginals,
  mediaVariants,
  podcasts,
  siteConfig,
  tips,
} from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { offsetOf, type PageRequest } from '../../lib/paging';
import type { ProcessedVariant } from './media.processing';

/** A made variant as its row. */
const variantRow = (assetId: number, v: ProcessedVariant) => ({
  assetId,
  width: v.width,
  height: v.height,
  format: v.format,
  bytes: v.data.length,
  data: v.data,
});

export type AssetRow = typeof mediaAssets.$inferSelect;
export type VariantInfo = { width: number; height: number; format: string; bytes: number };
export type AssetWithVariants = AssetRow & { variants: VariantInfo[] };
export type NewAsset = Pick<
  typeof mediaAssets.$inferInsert,
  'fileName' | 'mime' | 'width' | 'height' | 'bytes' | 'sha256' | 'createdBy' | 'fallback'
>;

const ofTopic = (topic: string, id: number) =>
  and(eq(mediaAssets.websiteTopic, topic), eq(mediaAssets.id, id));

export const mediaRepository = (db: Db | Tx) => {
  async function variantsOf(assetIds: number[]): Promise<Map<number, VariantInfo[]>> {
    const byAsset = new Map<number, VariantInfo[]>();
    if (assetIds.length === 0) return byAsset;
    const rows = await db
      .select({
        assetId: mediaVariants.assetId,
        width: mediaVariants.width,
        height: mediaVariants.height,
        format: mediaVariants.format,
        bytes: mediaVariants.bytes,
      })
      .from(mediaVariants)
      .where(inArray(mediaVariants.assetId, assetIds))
      .orderBy(mediaVariants.width, mediaVariants.format);
    for (const { assetId, ...v } of rows) byAsset.set(assetId, [...(byAsset.get(assetId) ?? []), v]);
    return byAsset;
  }

  const withVariants = async (rows: AssetRow[]): Promise<AssetWithVariants[]> => {
    const variants = await variantsOf(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, variants: variants.get(r.id) ?? [] }));
  };

  return {
    /** Newest first; `q` matches file name or alt text. */
    async page(topic: string, q: string | undefined, page: PageRequest) {
      const pattern = q ? containsPattern(q) : null;
      const where = and(
        eq(mediaAssets.websiteTopic, topic),
        pattern ? or(ilike(mediaAssets.fileName, pattern), ilike(mediaAssets.alt, pattern)) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(mediaAssets)
          .where(where)
          .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ total: count() }).from(mediaAssets).where(where),
      ]);
      return { rows: await withVariants(rows), total: totals?.total ?? 0 };
    },

    async findById(topic: string, id: number): Promise<AssetWithVariants | null> {
      const [row] = await db.select().from(mediaAssets).where(ofTopic(topic, id));
      return row ? ((await withVariants([row]))[0] ?? null) : null;
    },

    async findBySha(topic: string, sha256: string): Promise<AssetWithVariants | null> {
      const [row] = await db
        .select()
        .from(mediaAssets)
        .where(and(eq(mediaAssets.websiteTopic, topic), eq(mediaAssets.sha256, sha256)));
      return row ? ((await withVariants([row]))[0] ?? null) : null;
    },

    /** A new picture waiting for its variants, with its original; run in a transaction. */
    async insertPending(topic: string, asset: NewAsset, original: Buffer): Promise<number> {
      const [row] = await db
        .insert(mediaAssets)
        .values({ ...asset, websiteTopic: topic, status: 'pending' })
        .returning({ id: mediaAssets.id });
      if (!row) throw new Error('media asset insert returned no row');
      await db.insert(mediaOriginals).values({ assetId: row.id, data: original });
      return row.id;
    },

    /** What the variants are made from: the original of a picture still waiting, else null. */
    async pendingOriginal(id: number) {
      const [row] = await db
        .select({ fallback: mediaAssets.fallback, data: mediaOriginals.data })
        .from(mediaAssets)
        .innerJoin(mediaOriginals, eq(mediaOriginals.assetId, mediaAssets.id))
        .where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, 'pending')));
      return row
        ? {
            fallback: row.fallback === 'png' ? ('png' as const) : ('jpeg' as const),
            data: Buffer.from(row.data),
          }
        : null;
    },

    /** The variants and the ready state together (run in a transaction); false if the picture is gone. */
    async finish(id: number, variants: ProcessedVariant[]): Promise<boolean> {
      const rows = await db
        .update(mediaAssets)
        .set({ status: 'ready', error: null })
        .where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, 'pending')))
        .returning({ id: mediaAssets.id });
      if (rows.length === 0) return false;
      await db
        .insert(mediaVariants)
        .values(variants.map((v) => variantRow(id, v)))
        .onConflictDoNothing();
      return true;
    },

    async fail(id: number, error: string): Promise<void> {
      await db
        .update(mediaAssets)
        .set({ status: 'failed', error: error.slice(0, 500) })
        .where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, 'pending')));
    },

    /** The original of a picture whose variants are not made yet, by its public address. */
    async servedOriginal(id: number, shaPrefix: string) {
      const [row] = await db
        .select({ mime: mediaAssets.mime, data: mediaOriginals.data })
        .from(mediaAssets)
        .innerJoin(mediaOriginals, eq(mediaOriginals.assetId, mediaAssets.id))
        .where(
          and(
            eq(mediaAssets.id, id),
            like(mediaAssets.sha256, `${shaPrefix}%`),
            eq(mediaAssets.status, 'pending'),
          ),
        );
      return row ? { mime: row.mime, data: Buffer.from(row.data) } : null;
    },

    async updateAlt(topic: string, id: number, alt: string): Promise<boolean> {
      const rows = await db
        .update(mediaAssets)
        .set({ alt, updatedAt: new Date() })
        .where(ofTopic(topic, id))
        .returning({ id: mediaAssets.id });
      return rows.length > 0;
    },

    async delete(topic: string, id: number): Promise<boolean> {
      const rows = await db.delete(mediaAssets).where(ofTopic(topic, id)).returning({ id: mediaAssets.id });
      return rows.length > 0;
    },

    /** One stored file, by the asset id and the start of its hash (both in the public address). */
    async file(id: number, shaPrefix: string, width: number, format: string) {
      const [row] = await db
        .select({ data: mediaVariants.data })
        .from(mediaVariants)
        .innerJoin(mediaAssets, eq(mediaAssets.id, mediaVariants.assetId))
        .where(
          and(
            eq(mediaAssets.id, id),
            like(mediaAssets.sha256, `${shaPrefix}%`),
            eq(mediaVariants.width, width),
            eq(mediaVariants.format, format),
          ),
        );
      return row ? Buffer.from(row.data) : null;
    },

    /** The vector file of a drawn picture, with its asset's id and width (null for uploads). */
    async vectorOf(id: number, shaPrefix: string) {
      const [row] = await db
        .select({ assetId: mediaAssets.id, width: mediaVariants.width, data: mediaVariants.data })
        .from(mediaVariants)
        .innerJoin(mediaAssets, eq(mediaAssets.id, mediaVariants.assetId))
        .where(
          and(
            eq(mediaAssets.id, id),
            like(mediaAssets.sha256, `${shaPrefix}%`),
            eq(mediaVariants.format, 'svg'),
          ),
        );
      return row ? { ...row, data: Buffer.from(row.data) } : null;
    },

    /** Keeps a file made after the upload (a drawn picture's card); made twice at once, the first stays. */
    async addVariant(assetId: number, v: ProcessedVariant): Promise<void> {
      await db.insert(mediaVariants).values(variantRow(assetId, v)).onConflictDoNothing();
    },

    /** Records of the topic whose picture addresses point at this asset (`…/api/media/files/<key>/…`). */
    async usages(topic: string, key: string): Promise<MediaUsage[]> {
      const pattern = `%/api/media/files/${key}/%`;
      const [b, i, t, p, s] = await Promise.all([
        db
          .select({ id: brands.id, label: brands.name })
          .from(brands)
          .where(and(eq(brands.websiteTopic, topic), like(brands.imageUrl, pattern))),
        db
          .select({ id: brandItems.id, label: brandItems.name })
          .from(brandItems)
          .where(and(eq(brandItems.websiteTopic, topic), like(sql`${brandItems.imageUrls}::text`, pattern))),
        db
          .select({ id: tips.id, label: tips.title })
          .from(tips)
          .where(and(eq(tips.websiteTopic, topic), like(tips.imageUrl, pattern))),
        db
          .select({ id: podcasts.id, label: podcasts.title })
          .from(podcasts)
          .where(and(eq(podcasts.websiteTopic, topic), like(podcasts.imageUrl, pattern))),
        db
          .select({ label: siteConfig.title })
          .from(siteConfig)
          .where(and(eq(siteConfig.websiteTopic, topic), like(siteConfig.logoUrl, pattern))),
      ]);
      return [
        ...b.map((r) => ({ kind: 'brand' as const, ...r })),
        ...i.map((r) => ({ kind: 'item' as const, ...r })),
        ...t.map((r) => ({ kind: 'tip' as const, ...r })),
        ...p.map((r) => ({ kind: 'podcast' as const, ...r })),
        ...s.map((r) => ({ kind: 'siteLogo' as const, id: null, label: r.label })),
      ];
    },
  };
};
export type MediaRepository = ReturnType<typeof mediaRepository>;
