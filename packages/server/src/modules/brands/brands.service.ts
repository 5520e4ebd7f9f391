import {
  ACTIVITY_ERRORS,
  type Brand,
  type BrandList,
  type CreateBrandBody,
  ERRORS,
  type FeaturedBrands,
  type FlyoutCategory,
  type UpdateBrandBody,
} from '@app/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors';
import { type PageRequest, paged } from '../../lib/paging';
import { freeSlug } from '../../lib/slug';
import { foundOr404 } from '../../lib/topic-policy';
import type { Actor } from '../activity';
import { restoreConflict } from '../activity';
import { publishChange, publishChanges, publishDeleted, publishReorder } from '../changes';
import { toBrand, toBrandItem, toBrandLight } from './brand.mapper';
import { type BrandFilter, type BrandsRepository, brandsRepository } from './brands.repository';

const HEADER_BRANDS = 12;
const FLYOUT_CATEGORIES = 24;
const FLYOUT_ITEMS = 4;

export function brandsService(db: Db, repo: BrandsRepository) {
  const slugConflict = (err: unknown) => {
    if (isUniqueViolation(err)) return conflict(ERRORS.brandSlugTaken);
    return err;
  };
  /** A write and its activity entry, in one transaction: both are kept or neither. */
  const inTx = <T>(fn: (r: BrandsRepository, tx: Tx) => Promise<T>) =>
    db.transaction((tx) => fn(brandsRepository(tx), tx));

  return {
    async list(topic: string, f: BrandFilter, p: PageRequest): Promise<BrandList> {
      const { rows, total } = await repo.page(topic, f, p);
      return paged(rows.map(toBrand), total, p);
    },

    /** Every brand's address and change time, for the sitemap. */
    sitemapEntries: (topic: string, limit: number) => repo.sitemapEntries(topic, limit),

    async light(topic: string) {
      return (await repo.light(topic, HEADER_BRANDS)).map(toBrandLight);
    },

    async flyout(topic: string): Promise<FlyoutCategory[]> {
      const { categories, items } = await repo.flyout(topic, FLYOUT_CATEGORIES, FLYOUT_ITEMS);
      return categories.map((c) => ({
        ...toBrandLight(c),
        items: items
          .filter((i) => i.brandId === c.id)
          .map((i) => ({
            id: i.id,
            brandSlug: i.brandSlug,
            itemSlug: i.itemSlug,
            name: i.name,
            imageUrl: i.imageUrls[0] ?? null,
          })),
      }));
    },

    async featured(
      topic: string,
      q: { isCategory?: boolean | undefined; limit: number; excludeIds: number[]; minItems: number },
    ): Promise<FeaturedBrands> {
      const { rows, total } = await repo.featured(topic, q);
      return { items: rows.map(toBrand), remaining: Math.max(0, total - rows.length) };
    },

    /** By id or by slug, as the client has it; neither, or a malformed one, is the spec's lookup error. */
    async get(topic: string, by: { id?: string; slug?: string }, f: BrandFilter): Promise<Brand> {
      const id = by.id !== undefined && /^\d{1,9}$/.test(by.id) ? Number(by.id) : undefined;
      const slug = by.slug?.trim().toLowerCase();
      if (id === undefined && !slug) throw badRequest(ERRORS.brandLookup);
      const row = id !== undefined ? await repo.byId(topic, id, f) : await repo.bySlug(topic, slug!, f);
      if (!row) throw notFound(ERRORS.brandNotFound);
      return toBrand(row);
    },

    async create(topic: string, actor: Actor, body: CreateBrandBody): Promise<Brand> {
      const slug =
        body.slug ?? (await freeSlug(body.name, (c) => repo.takenSlugs(topic, c), { avoidReserved: true }));
      try {
        return await inTx(async (r, tx) => {
          const brand = toBrand(await r.insert(topic, { ...body, slug }));
          await publishChange(tx, topic, actor, {
            action: 'create',
            entityType: 'brand',
            entityId: brand.id,
            entityLabel: brand.name,
            after: brand,
          });
          return brand;
        });
      } catch (err) {
        throw slugConflict(err);
      }
    },

    /** `action` is 'restore' when an earlier version is written back. */
    async update(
      topic: string,
      actor: Actor,
      id: number,
      body: UpdateBrandBody,
      action: 'update' | 'restore' = 'update',
    ): Promise<Brand> {
      try {
        return await inTx(async (r, tx) => {
          const before = toBrand(foundOr404(await r.lockedById(topic, id), ERRORS.brandNotFound));
          const brand = toBrand(foundOr404(await r.update(topic, id, body), ERRORS.brandNotFound));
          await publishChange(tx, topic, actor, {
            action,
            entityType: 'brand',
            entityId: id,
            entityLabel: brand.name,
            before,
            after: brand,
          });
          return brand;
        });
      } catch (err) {
        throw slugConflict(err);
      }
    },

    /**
     * The brand's items go with it; each gets a 'delete' entry of its own, so that it can be
     * restored after the brand.
     */
    async remove(topic: string, actor: Actor, id: number): Promise<{ id: number }> {
      return inTx(async (r, tx) => {
        const items = (await r.itemsOf(topic, id)).map(toBrandItem);
        const brand = toBrand(foundOr404(await r.delete(topic, id), ERRORS.brandNotFound));
        await publishDeleted(tx, topic, actor, 'brand', brand, brand.name);
        await publishChanges(
          tx,
          topic,
          actor,
          items.map((item) => ({
            action: 'delete',
            entityType: 'brandItem',
            entityId: item.id,
            entityLabel: item.name,
            before: item,
          })),
        );
        return { id: brand.id };
      });
    },

    /**
     * Undoes a deletion: the brand as it was deleted, under its old id, logged as 'restore'. Its
     * items are not brought back (each is restored from its own entry).
     */
    async recreate(topic: string, actor: Actor, deleted: Brand): Promise<Brand> {
      try {
        return await inTx(async (r, tx) => {
          if (await r.lockedById(topic, deleted.id)) throw conflict(ACTIVITY_ERRORS.alreadyExists);
          if ((await r.takenSlugs(topic, [deleted.slug])).size > 0) {
            throw conflict(ACTIVITY_ERRORS.slugClash(deleted.slug));
          }
          const brand = toBrand(await r.reinsert(topic, deleted));
          await publishChange(tx, topic, actor, {
            action: 'restore',
            entityType: 'brand',
            entityId: brand.id,
            entityLabel: brand.name,
            after: brand,
          });
          return brand;
        });
      } catch (err) {
        throw restoreConflict(err, deleted.slug);
      }
    },

    /** One entry for the whole new order, not one per brand. */
    async changeOrder(topic: string, actor: Actor, ids: number[]): Promise<{ brandIds: number[] }> {
      await inTx((r, tx) =>
        publishReorder(
          tx,
          topic,
          actor,
          { entityType: 'brand', label: `${ids.length} brands and categories put in a new order`, ids },
          (sent) => r.changeOrder(topic, sent),
        ),
      );
      return { brandIds: ids };
    },
  };
}
export type BrandsService = ReturnType<typeof brandsService>;
