import {
  type Brand,
  type BrandList,
  type CreateBrandBody,
  ERRORS,
  type FeaturedBrands,
  type FlyoutCategory,
  type UpdateBrandBody,
} from '@app/contract';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors';
import { assignOrder } from '../../lib/ordering';
import { type PageRequest, paged } from '../../lib/paging';
import { freeSlug } from '../../lib/slug';
import { foundOr404 } from '../../lib/topic-policy';
import { toBrand, toBrandLight } from './brand.mapper';
import type { BrandFilter, BrandsRepository } from './brands.repository';

const HEADER_BRANDS = 12;
const FLYOUT_CATEGORIES = 24;
const FLYOUT_ITEMS = 4;

export function brandsService(db: Db, repo: BrandsRepository) {
  const slugConflict = (err: unknown) => {
    if (isUniqueViolation(err)) return conflict(ERRORS.brandSlugTaken);
    return err;
  };

  return {
    async list(topic: string, f: BrandFilter, p: PageRequest): Promise<BrandList> {
      const { rows, total } = await repo.page(topic, f, p);
      return paged(rows.map(toBrand), total, p);
    },

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

    async create(topic: string, body: CreateBrandBody): Promise<Brand> {
      const slug =
        body.slug ?? (await freeSlug(body.name, (c) => repo.takenSlugs(topic, c), { avoidReserved: true }));
      try {
        return toBrand(await repo.insert(topic, { ...body, slug }));
      } catch (err) {
        throw slugConflict(err);
      }
    },

    async update(topic: string, id: number, body: UpdateBrandBody): Promise<Brand> {
      try {
        return toBrand(foundOr404(await repo.update(topic, id, body), ERRORS.brandNotFound));
      } catch (err) {
        throw slugConflict(err);
      }
    },

    async remove(topic: string, id: number): Promise<{ id: number }> {
      const row = foundOr404(await repo.delete(topic, id), ERRORS.brandNotFound);
      return { id: row.id };
    },

    async changeOrder(topic: string, ids: number[]): Promise<{ brandIds: number[] }> {
      await assignOrder(db, brands, 'ordering', topic, ids);
      return { brandIds: ids };
    },
  };
}
export type BrandsService = ReturnType<typeof brandsService>;
