import { type BrandItem, CreateBrandItemBody, ERRORS } from '@app/contract';
import type { Tx } from '../../db/client';
import { AppError, badRequest, conflict, uniqueViolation } from '../../errors';
import { freeSlug } from '../../lib/slug';
import type { Actor } from '../activity';
import { namesOf } from '../activity';
import { toBrandItem } from '../brands';
import { publishChange } from '../changes';
import type { BrandItemsRepository, NewItem } from './brand-items.repository';

type Problem = { path: string; message: string };
/** Prefixes each problem, so a bulk error names its rows ("Row 3: …"). */
type Label = (i: number) => string;
type NamedBrand = Awaited<ReturnType<BrandItemsRepository['brandsNamed']>>[number];

/** Raises the collected row problems as one error whose text names the rows. */
function raise(problems: Problem[], make: (message: string, issues: Problem[]) => AppError) {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 5).map((p) => p.message);
  const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
  throw make(`${shown.join('; ')}${more}`, problems);
}

/** A taken item slug or marketplace id, as the unique index that refused it says. */
export const conflictError = (err: unknown) => {
  const constraint = uniqueViolation(err);
  if (constraint === null) return err;
  return conflict(constraint.includes('external') ? ERRORS.externalIdTaken : ERRORS.itemSlugTaken);
};

/** Every row checked against the contract; any bad row is a 400 naming all of them. */
function parseRows(inputs: unknown[], label: Label): CreateBrandItemBody[] {
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
  return rows;
}

/** Each row's brand, by id or slug; another site's brand is not found, as if it did not exist. */
async function brandsOfRows(
  repo: BrandItemsRepository,
  topic: string,
  rows: CreateBrandItemBody[],
  label: Label,
) {
  const brands = await repo.brandsNamed(
    topic,
    rows.flatMap((r) => (r.brandId !== undefined ? [r.brandId] : [])),
    rows.flatMap((r) => (r.brandId === undefined && r.brandSlug ? [r.brandSlug] : [])),
  );
  const problems: Problem[] = [];
  const brandOf = rows.map((r, i) => {
    const brand = brands.find((b) => (r.brandId !== undefined ? b.id === r.brandId : b.slug === r.brandSlug));
    if (!brand) {
      const named = r.brandId !== undefined ? `id ${r.brandId}` : `'${r.brandSlug}'`;
      problems.push({
        path: `brandItems.${i}.brandId`,
        message: `${label(i)}${ERRORS.brandNotFound} (${named})`,
      });
    }
    return brand;
  });
  raise(problems, (m, issues) => new AppError(404, 'NOT_FOUND', m, issues));
  return { brands, brandOf: brandOf as NamedBrand[] };
}

/** Two rows with one marketplace id: the second is named with the first's row. */
function checkExternalIds(rows: CreateBrandItemBody[], label: Label) {
  const problems: Problem[] = [];
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
}

/**
 * A single create is a 'create' entry with the item as its version; a bulk create is ONE
 * 'import' entry naming the items, so a thousand rows do not bury every other change (as a
 * reorder would) and the dashboard shows it as the one act it was.
 */
async function recordCreated(tx: Tx, topic: string, actor: Actor, items: BrandItem[], bulk: boolean) {
  if (!bulk && items.length === 1) {
    const item = items[0]!;
    await publishChange(tx, topic, actor, {
      action: 'create',
      entityType: 'brandItem',
      entityId: item.id,
      entityLabel: item.name,
      after: item,
    });
    return;
  }
  const named = namesOf(items);
  await publishChange(tx, topic, actor, {
    action: 'import',
    entityType: 'brandItem',
    entityLabel: `${items.length} items created in bulk`,
    changes: { items: [null, named] },
  });
}

/** Creates one or many items in one transaction, all or nothing. */
export async function createItems(
  repo: BrandItemsRepository,
  topic: string,
  actor: Actor,
  inputs: unknown[],
  label: Label,
  bulk: boolean,
): Promise<BrandItem[]> {
  const rows = parseRows(inputs, label);
  const { brands, brandOf } = await brandsOfRows(repo, topic, rows, label);
  checkExternalIds(rows, label);

  try {
    return await repo.inTransaction(async (r, tx) => {
      const problems: Problem[] = [];
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
