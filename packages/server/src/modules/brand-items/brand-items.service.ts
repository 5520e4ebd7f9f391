import {
  ACTIVITY_ERRORS,
  type BrandItem,
  type BrandItemList,
  CreateBrandItemBody,
  ERRORS,
  type PriceHistory,
  type UpdateBrandItemBody,
} from '@app/contract';
import type { Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound, uniqueViolation } from '../../errors';
import { type PageRequest, paged } from '../../lib/paging';
import { freeSlug } from '../../lib/slug';
import { assignOrder, foundOr404 } from '../../lib/topic-policy';
import { namesOf } from '../activity/activity-names';
import { type Actor, recordActivity } from '../activity/activity-record';
import { toBrandItem } from '../brands/brand.mapper';
import type { BrandItemsRepository, ItemFilter, NewItem } from './brand-items.repository';

type Problem = { path: string; message: string };

/** Raises the collected row problems as one error whose text names the rows. */
function raise(problems: Problem[], make: (message: string, issues: Problem[]) => AppError) {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 5).map((p) => p.message);
  const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
  throw make(`${shown.join('; ')}${more}`, problems);
}

const conflictError = (err: unknown) => {
  const constraint = uniqueViolation(err);
  if (constraint === null) return err;
  return conflict(constraint.includes('external') ? ERRORS.externalIdTaken : ERRORS.itemSlugTaken);
};

export function brandItemsService(repo: BrandItemsRepository) {
  /**
   * Creates one or many items in one transaction, all or nothing. `label(i)` prefixes each
   * problem, so a bulk error names its rows ("Row 3: …").
   */
  async function createMany(
    topic: string,
    actor: Actor,
    inputs: unknown[],
    label: (i: number) => string,
    bulk: boolean,
  ) {
    const problems: Problem[] = [];
    const rows: CreateBrandItemBody[] = [];
    inputs.forEach((input, i) => {
      const parsed = CreateBrandItemBody.safeParse(input);
      if (parsed.success) rows.push(parsed.data);
      else
        for (const issue of parsed.error.issues) {
          const field = issue.path.join('.');
          problems.push({
            path: `brandItems.${i}.${field}`,
            message: `${label(i)}${field ? `${field}: ` : ''}${issue.message}`,
          });
        }
    });
    raise(problems, badRequest);

    // Another site's brand is not found, as if it did not exist (the topic policy).
    const brands = await repo.brandsNamed(
      topic,
      rows.flatMap((r) => (r.brandId !== undefined ? [r.brandId] : [])),
      rows.flatMap((r) => (r.brandId === undefined && r.brandSlug ? [r.brandSlug] : [])),
    );
    const brandOf = rows.map((r) =>
      brands.find((b) => (r.brandId !== undefined ? b.id === r.brandId : b.slug === r.brandSlug)),
    );
    brandOf.forEach((b, i) => {
      if (!b) {
        const named = rows[i]!.brandId !== undefined ? `id ${rows[i]!.brandId}` : `'${rows[i]!.brandSlug}'`;
        problems.push({
          path: `brandItems.${i}.brandId`,
          message: `${label(i)}${ERRORS.brandNotFound} (${named})`,
        });
      }
    });
    raise(problems, (m, issues) => new AppError(404, 'NOT_FOUND', m, issues));

    const seenExternal = new Map<string, number>();
    rows.forEach((r, i) => {
      if (!r.externalId) return;
      if (seenExternal.has(r.externalId)) {
        problems.push({
          path: `brandItems.${i}.externalId`,
          message: `${label(i)}${ERRORS.externalIdTaken} (${r.externalId}, also row ${seenExternal.get(r.externalId)! + 1})`,
        });
      } else seenExternal.set(r.externalId, i);
    });
    raise(problems, (m, issues) => new AppError(409, 'CONFLICT', m, issues));

    try {
      return await repo.inTransaction(async (r, tx) => {
        const used = new Map<number, Set<string>>();
        for (const s of await r.slugsOf(
          topic,
          brands.map((b) => b.id),
        )) {
          if (!used.has(s.brandId)) used.set(s.brandId, new Set());
          used.get(s.brandId)!.add(s.itemSlug);
        }
        const order = await r.frontOrdering(topic, rows.length);
        const values: Array<Omit<NewItem, 'websiteTopic'>> = [];
        for (const [i, r] of rows.entries()) {
          const brand = brandOf[i]!;
          const taken = used.get(brand.id) ?? new Set<string>();
          used.set(brand.id, taken);
          let itemSlug = r.itemSlug;
          if (itemSlug && taken.has(itemSlug)) {
            problems.push({
              path: `brandItems.${i}.itemSlug`,
              message: `${label(i)}${ERRORS.itemSlugTaken} ('${itemSlug}')`,
            });
          }
          itemSlug ??= await freeSlug(r.name, async (c) => new Set(c.filter((s) => taken.has(s))));
          taken.add(itemSlug);
          const { brandId: _id, brandSlug: _slug, ...fields } = r;
          values.push({
            ...fields,
            itemSlug,
            brandId: brand.id,
            brandSlug: brand.slug,
            brandName: brand.name,
            isCategory: brand.isCategory,
            ordering: order(i),
          });
        }
        raise(problems, (m, issues) => new AppError(409, 'CONFLICT', m, issues));
        const created = await r.insertMany(topic, values);
        await r.recountItems(
          topic,
          brands.map((b) => b.id),
        );
        const items = created.map(toBrandItem);
        await recordCreated(tx, topic, actor, items, bulk);
        return items;
      });
    } catch (err) {
      throw conflictError(err);
    }
  }

  /**
   * A single create is a 'create' entry with the item as its version; a bulk create is ONE
   * 'import' entry naming the items, so a thousand rows do not bury every other change (as a
   * reorder would) and the dashboard shows it as the one act it was.
   */
  async function recordCreated(tx: Tx, topic: string, actor: Actor, items: BrandItem[], bulk: boolean) {
    if (!bulk && items.length === 1) {
      const item = items[0]!;
      await recordActivity(tx, topic, actor, {
        action: 'create',
        entityType: 'brandItem',
        entityId: item.id,
        entityLabel: item.name,
        after: item,
      });
      return;
    }
    const named = namesOf(items);
    await recordActivity(tx, topic, actor, {
      action: 'import',
      entityType: 'brandItem',
      entityLabel: `${items.length} items created in bulk`,
      changes: { items: [null, named] },
    });
  }

  return {
    async list(topic: string, f: ItemFilter, p: PageRequest): Promise<BrandItemList> {
      const { rows, total } = await repo.page(topic, f, p);
      return paged(rows.map(toBrandItem), total, p);
    },

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
      const [item] = await createMany(topic, actor, [body], () => '', false);
      return item!;
    },

    bulkCreate: (topic: string, actor: Actor, rows: unknown[]) =>
      createMany(topic, actor, rows, (i) => `Row ${i + 1}: `, true),

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
          await recordActivity(tx, topic, actor, {
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
        await recordActivity(tx, topic, actor, {
          action: 'delete',
          entityType: 'brandItem',
          entityId: row.id,
          entityLabel: row.name,
          before: toBrandItem(row),
        });
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
          await recordActivity(tx, topic, actor, {
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
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        if (constraint.includes('external')) throw conflict(ERRORS.externalIdTaken);
        if (constraint.includes('slug')) throw conflict(ACTIVITY_ERRORS.slugClash(deleted.itemSlug));
        throw conflict(ACTIVITY_ERRORS.alreadyExists);
      }
    },

    /** One entry for the whole new order, not one per item. */
    async changeOrder(topic: string, actor: Actor, ids: number[]): Promise<{ brandItemIds: number[] }> {
      await repo.inTransaction(async (r, tx) => {
        await assignOrder(ids, (sent) => r.changeOrder(topic, sent));
        await recordActivity(tx, topic, actor, {
          action: 'reorder',
          entityType: 'brandItem',
          entityLabel: `${ids.length} items put in a new order`,
          changes: { order: [null, ids] },
        });
      });
      return { brandItemIds: ids };
    },
  };
}
