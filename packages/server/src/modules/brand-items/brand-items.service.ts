import {
  ACTIVITY_ERRORS,
  type BrandItem,
  type BrandItemList,
  CreateBrandItemBody,
  ERRORS,
  type PriceHistory,
  type UpdateBrandItemBody,
} from '@app/contract';
import { min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, uniqueViolation } from '../../errors';
import { assignOrder } from '../../lib/ordering';
import { type PageRequest, paged } from '../../lib/paging';
import { freeSlug } from '../../lib/slug';
import { foundOr404, isOwnedBy, ownedOr404 } from '../../lib/topic-policy';
import { namesOf } from '../activity/activity-names';
import { type Actor, recordActivity } from '../activity/activity-record';
import { toBrandItem } from '../brands/brand.mapper';
import { recountItems } from '../brands/brands.repository';
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

export function brandItemsService(db: Db, repo: BrandItemsRepository) {
  /** New rows go before every existing one, in the order sent. */
  async function frontOrdering(tx: Db | Tx, topic: string, n: number) {
    const [row] = await tx
      .select({ m: min(brandItems.ordering) })
      .from(brandItems)
      .where(sql`${brandItems.websiteTopic} = ${topic}`);
    const first = Math.min(row?.m ?? 1, 1) - n;
    return (i: number) => first + i;
  }

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

    const brands = await repo.brandsNamed(
      rows.flatMap((r) => (r.brandId !== undefined ? [r.brandId] : [])),
      topic,
      rows.flatMap((r) => (r.brandId === undefined && r.brandSlug ? [r.brandSlug] : [])),
    );
    // Another site's brand is not found, as if it did not exist (the topic policy).
    const brandOf = rows.map((r) =>
      brands.find(
        (b) => isOwnedBy(b, topic) && (r.brandId !== undefined ? b.id === r.brandId : b.slug === r.brandSlug),
      ),
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
      return await db.transaction(async (tx) => {
        const used = new Map<number, Set<string>>();
        for (const s of await repo.slugsOf(
          tx,
          brands.map((b) => b.id),
        )) {
          if (!used.has(s.brandId)) used.set(s.brandId, new Set());
          used.get(s.brandId)!.add(s.itemSlug);
        }
        const order = await frontOrdering(tx, topic, rows.length);
        const values: NewItem[] = [];
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
            websiteTopic: topic,
            brandId: brand.id,
            brandSlug: brand.slug,
            brandName: brand.name,
            isCategory: brand.isCategory,
            ordering: order(i),
          });
        }
        raise(problems, (m, issues) => new AppError(409, 'CONFLICT', m, issues));
        const created = await repo.insertMany(tx, values);
        await recountItems(
          tx,
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
      const [named] = await repo.brandsNamed([brandId], topic, []);
      ownedOr404(named, topic, ERRORS.brandNotFound);
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
      const before = ownedOr404(await repo.topicOf(id), topic, ERRORS.brandItemNotFound);
      const { brandId, ...fields } = body;
      const values: Partial<NewItem> = { ...fields };
      if (brandId !== undefined && brandId !== before.brandId) {
        const [named] = await repo.brandsNamed([brandId], topic, []);
        const brand = ownedOr404(named, topic, ERRORS.brandNotFound);
        Object.assign(values, {
          brandId: brand.id,
          brandSlug: brand.slug,
          brandName: brand.name,
          isCategory: brand.isCategory,
        });
      }
      try {
        return await db.transaction(async (tx) => {
          const old = await repo.byIdIn(tx, topic, id);
          if (!old) throw notFound(ERRORS.brandItemNotFound);
          const row = await repo.update(tx, topic, id, values);
          if (!row) throw notFound(ERRORS.brandItemNotFound);
          if (row.brandId !== before.brandId) await recountItems(tx, [before.brandId, row.brandId]);
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
      return db.transaction(async (tx) => {
        const row = foundOr404(await repo.delete(tx, topic, id), ERRORS.brandItemNotFound);
        await recountItems(tx, [row.brandId]);
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
        return await db.transaction(async (tx) => {
          if (await repo.byIdIn(tx, topic, deleted.id)) throw conflict(ACTIVITY_ERRORS.alreadyExists);
          const brand = await repo.brandIn(tx, topic, deleted.brandId);
          if (!brand) throw conflict(ACTIVITY_ERRORS.brandGone);
          const { createdAt, updatedAt: _u, priceCheckedAt, priceChangedAt, ...fields } = deleted;
          const when = (d: string | null) => (d ? new Date(d) : null);
          const row = await repo.reinsert(tx, topic, {
            ...fields,
            websiteTopic: topic,
            brandSlug: brand.slug,
            brandName: brand.name,
            isCategory: brand.isCategory,
            priceCheckedAt: when(priceCheckedAt),
            priceChangedAt: when(priceChangedAt),
            createdAt: new Date(createdAt),
          });
          await recountItems(tx, [brand.id]);
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
      await db.transaction(async (tx) => {
        await assignOrder(tx, brandItems, 'ordering', topic, ids);
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
