import {
  ACTIVITY_ERRORS,
  type BrandItem,
  type BrandItemList,
  ERRORS,
  type PriceHistory,
  type UpdateBrandItemBody,
} from '@app/contract';
import { badRequest, conflict, notFound, uniqueViolation } from '../../errors';
import { type PageRequest, paged } from '../../lib/paging';
import { foundOr404 } from '../../lib/topic-policy';
import type { Actor } from '../activity';
import { restoreConflict } from '../activity';
import { toBrandItem } from '../brands';
import { publishChange, publishDeleted, publishReorder } from '../changes';
import type { BrandItemsRepository, ItemFilter, NewItem } from './brand-items.repository';
import { conflictError, createItems } from './brand-items-create';

export function brandItemsService(repo: BrandItemsRepository) {
  return {
    async list(topic: string, f: ItemFilter, p: PageRequest): Promise<BrandItemList> {
      const { rows, total } = await repo.page(topic, f, p);
      return paged(rows.map(toBrandItem), total, p);
    },

    /** Every item's address and change time, for the sitemap. */
    sitemapEntries: (topic: string, limit: number) => repo.sitemapEntries(topic, limit),

    /** A brand's items: a brand the topic does not hold is a 404, not an empty list. */
    async listOfBrand(topic: string, brandId: number, f: ItemFilter, p: PageRequest): Promise<BrandItemList> {
      const [named] = await repo.brandsNamed(topic, [brandId], []);
      foundOr404(named, ERRORS.brandNotFound);
      const { rows, total } = await repo.page(topic, { ...f, brandId }, p);
      return paged(rows.map(toBrandItem), total, p);
    },

    /** By id, or by brand slug and item slug; anything else is the spec's lookup error. */
    async get(
      topic: string,
      by: { id?: string; brandSlug?: string; itemSlug?: string },
      isCategory?: boolean,
    ): Promise<BrandItem> {
      const id = by.id !== undefined && /^\d{1,9}$/.test(by.id) ? Number(by.id) : undefined;
      const brandSlug = by.brandSlug?.trim().toLowerCase();
      const itemSlug = by.itemSlug?.trim().toLowerCase();
      if (id === undefined && !(brandSlug && itemSlug)) throw badRequest(ERRORS.brandItemLookup);
      const row =
        id !== undefined
          ? await repo.byId(topic, id, isCategory)
          : await repo.bySlugs(topic, brandSlug!, itemSlug!, isCategory);
      if (!row) throw notFound(ERRORS.brandItemNotFound);
      return toBrandItem(row);
    },

    async priceHistory(
      topic: string,
      by: { brandSlug: string; itemSlug: string },
      isCategory?: boolean,
    ): Promise<PriceHistory> {
      const { id } = await this.get(topic, by, isCategory);
      return { itemId: id, points: await repo.priceHistory(topic, id) };
    },

    async create(topic: string, actor: Actor, body: unknown): Promise<BrandItem> {
      const [item] = await createItems(repo, topic, actor, [body], () => '', false);
      return item!;
    },

    bulkCreate: (topic: string, actor: Actor, rows: unknown[]) =>
      createItems(repo, topic, actor, rows, (i) => `Row ${i + 1}: `, true),

    /** `action` is 'restore' when an earlier version is written back. */
    async update(
      topic: string,
      actor: Actor,
      id: number,
      body: UpdateBrandItemBody,
      action: 'update' | 'restore' = 'update',
    ): Promise<BrandItem> {
      const { brandId, ...fields } = body;
      try {
        return await repo.inTransaction(async (r, tx) => {
          const old = foundOr404(await r.lockedById(topic, id), ERRORS.brandItemNotFound);
          const values: Partial<NewItem> = { ...fields };
          if (brandId !== undefined && brandId !== old.brandId) {
            const [named] = await r.brandsNamed(topic, [brandId], []);
            const brand = foundOr404(named, ERRORS.brandNotFound);
            Object.assign(values, {
              brandId: brand.id,
              brandSlug: brand.slug,
              brandName: brand.name,
              isCategory: brand.isCategory,
            });
          }
          const row = foundOr404(await r.update(topic, id, values), ERRORS.brandItemNotFound);
          if (row.brandId !== old.brandId) await r.recountItems(topic, [old.brandId, row.brandId]);
          const item = toBrandItem(row);
          await publishChange(tx, topic, actor, {
            action,
            entityType: 'brandItem',
            entityId: id,
            entityLabel: item.name,
            before: toBrandItem(old),
            after: item,
          });
          return item;
        });
      } catch (err) {
        throw conflictError(err);
      }
    },

    async remove(topic: string, actor: Actor, id: number): Promise<{ id: number }> {
      return repo.inTransaction(async (r, tx) => {
        const row = foundOr404(await r.delete(topic, id), ERRORS.brandItemNotFound);
        await r.recountItems(topic, [row.brandId]);
        await publishDeleted(tx, topic, actor, 'brandItem', toBrandItem(row), row.name);
        return { id: row.id };
      });
    },

    /**
     * Undoes a deletion: the item as it was deleted, under its old id, in its brand as the brand
     * is named now, logged as 'restore'. The brand must exist (restored first if it went too).
     */
    async recreate(topic: string, actor: Actor, deleted: BrandItem): Promise<BrandItem> {
      try {
        return await repo.inTransaction(async (r, tx) => {
          if (await r.lockedById(topic, deleted.id)) throw conflict(ACTIVITY_ERRORS.alreadyExists);
          const brand = await r.lockedBrand(topic, deleted.brandId);
          if (!brand) throw conflict(ACTIVITY_ERRORS.brandGone);
          const { createdAt, updatedAt: _u, priceCheckedAt, priceChangedAt, ...fields } = deleted;
          const when = (d: string | null) => (d ? new Date(d) : null);
          const row = await r.reinsert(topic, {
            ...fields,
            brandSlug: brand.slug,
            brandName: brand.name,
            isCategory: brand.isCategory,
            priceCheckedAt: when(priceCheckedAt),
            priceChangedAt: when(priceChangedAt),
            createdAt: new Date(createdAt),
          });
          await r.recountItems(topic, [brand.id]);
          const item = toBrandItem(row);
          await publishChange(tx, topic, actor, {
            action: 'restore',
            entityType: 'brandItem',
            entityId: item.id,
            entityLabel: item.name,
            after: item,
          });
          return item;
        });
      } catch (err) {
        // The slug or marketplace id is now another item's, or the deletion was undone at once twice.
        if (uniqueViolation(err)?.includes('external')) throw conflict(ERRORS.externalIdTaken);
        throw restoreConflict(err, deleted.itemSlug);
      }
    },

    /** One entry for the whole new order, not one per item. */
    async changeOrder(topic: string, actor: Actor, ids: number[]): Promise<{ brandItemIds: number[] }> {
      await repo.inTransaction((r, tx) =>
        publishReorder(
          tx,
          topic,
          actor,
          { entityType: 'brandItem', label: `${ids.length} items put in a new order`, ids },
          (sent) => r.changeOrder(topic, sent),
        ),
      );
      return { brandItemIds: ids };
    },
  };
}
export type BrandItemsService = ReturnType<typeof brandItemsService>;
