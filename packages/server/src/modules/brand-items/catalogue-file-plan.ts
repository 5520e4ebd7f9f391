import {
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_ERRORS,
  type CatalogueFileColumn,
  type CatalogueImportRow,
  PG_INT_MAX,
  parseAmount,
  roundRating,
  UpdateBrandItemBody,
} from '@app/contract';
import type { BrandItemRow } from '../brands';
import type { NewItem } from './brand-items.repository';
import {
  type CellValue,
  cellText,
  type FileRecord,
  type ReadFile,
  sameValue,
  toFileValues,
} from './catalogue-file';

type Brand = { id: number; slug: string; name: string; isCategory: boolean };
type Problem = { column: string; message: string };

/** One row of the file, matched to its item, with what would be written. */
export type PlannedRow = CatalogueImportRow & { item: BrandItemRow | null; values: Partial<NewItem> };

/** Columns read below, each its own way; every other column is handed to UpdateBrandItemBody as it is. */
const READ_APART: readonly CatalogueFileColumn[] = ['brandSlug', 'isCategory', 'price', 'ordering'];
const PLAIN = CATALOGUE_FILE_COLUMNS.filter((c) => !READ_APART.includes(c));

/** Where the wire's field comes from in the file, so that a schema issue names the column. */
const COLUMN_OF: Record<string, CatalogueFileColumn> = { priceMinor: 'price', brandId: 'brandSlug' };

const text = (v: CellValue | undefined) => (typeof v === 'string' ? v.trim() : '');

/** The price cell in minor units, exactly (the contract's parser; "0" is a free item). */
function priceOf(cell: CellValue, currency: string): { minor: number | null } | { problem: string } {
  if (cell === null) return { minor: null };
  const raw = typeof cell === 'string' ? cell : String(cell);
  if (/^0+(\.0*)?$/.test(raw.trim())) return { minor: 0 };
  const parsed = parseAmount(raw, currency);
  if (!parsed.ok) return { problem: parsed.message };
  if (parsed.minor > 1_000_000_000n) return { problem: 'The price is too large' };
  return { minor: Number(parsed.minor) };
}

export type PlanContext = {
  bySlugs: Map<string, BrandItemRow>;
  byExternal: Map<string, BrandItemRow>;
  brandsBySlug: Map<string, Brand>;
};

export function planContext(items: BrandItemRow[], brands: Brand[]): PlanContext {
  return {
    bySlugs: new Map(items.map((i) => [`${i.brandSlug}/${i.itemSlug}`, i])),
    byExternal: new Map(items.flatMap((i) => (i.externalId ? [[i.externalId, i] as const] : []))),
    brandsBySlug: new Map(brands.map((b) => [b.slug, b])),
  };
}

/** The item a row names: by external id when it has one that is known, else by its two slugs. */
function matchItem(values: FileRecord['values'], ctx: PlanContext): BrandItemRow | null {
  const external = text(values.externalId);
  const found = external ? ctx.byExternal.get(external) : undefined;
  if (found) return found;
  const brandSlug = text(values.brandSlug).toLowerCase();
  const itemSlug = text(values.itemSlug).toLowerCase();
  return (brandSlug && itemSlug && ctx.bySlugs.get(`${brandSlug}/${itemSlug}`)) || null;
}

/** What the row asks of its item: checked with the contract's UpdateBrandItemBody. */
function readRow(record: FileRecord, item: BrandItemRow, ctx: PlanContext, problems: Problem[]) {
  const { values } = record;
  const body: Record<string, unknown> = {};
  for (const column of PLAIN) if (column in values) body[column] = values[column];
  if ('price' in values) {
    const currency = 'currency' in values ? text(values.currency).toUpperCase() : item.currency;
    const price = priceOf(values.price ?? null, currency);
    if ('problem' in price) problems.push({ column: 'price', message: price.problem });
    else body.priceMinor = price.minor;
  }
  let brand: Brand | undefined = ctx.brandsBySlug.get(item.brandSlug);
  const brandSlug = text(values.brandSlug).toLowerCase();
  if ('brandSlug' in values && brandSlug !== item.brandSlug) {
    brand = ctx.brandsBySlug.get(brandSlug);
    if (brand) body.brandId = brand.id;
    else problems.push({ column: 'brandSlug', message: CATALOGUE_FILE_ERRORS.unknownBrand(brandSlug) });
  }
  if (typeof values.isCategory === 'boolean' && brand && values.isCategory !== brand.isCategory)
    problems.push({ column: 'isCategory', message: CATALOGUE_FILE_ERRORS.categoryFollowsBrand });
  let ordering: number | undefined;
  if ('ordering' in values) {
    const o = values.ordering;
    if (typeof o === 'number' && Number.isInteger(o) && Math.abs(o) <= PG_INT_MAX) ordering = o;
    else problems.push({ column: 'ordering', message: 'Enter a whole number' });
  }
  const parsed = UpdateBrandItemBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      problems.push({ column: COLUMN_OF[field] ?? field, message: issue.message });
    }
    return null;
  }
  return { fields: parsed.data, brand, ordering };
}

/** The fields that differ from the item now; a rating is compared as the file writes it. */
function changedValues(item: BrandItemRow, read: NonNullable<ReturnType<typeof readRow>>): Partial<NewItem> {
  const { brandId, ...fields } = read.fields;
  const values: Partial<NewItem> = {};
  for (const [key, next] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
    if (next === undefined) continue;
    const now = key === 'rating' ? roundRating(item.rating) : item[key];
    if (!sameValue(now, next)) Object.assign(values, { [key]: next });
  }
  if (brandId !== undefined && read.brand && brandId !== item.brandId)
    Object.assign(values, {
      brandId: read.brand.id,
      brandSlug: read.brand.slug,
      brandName: read.brand.name,
      isCategory: read.brand.isCategory,
    });
  if (read.ordering !== undefined && read.ordering !== item.ordering) values.ordering = read.ordering;
  return values;
}

function planRow(record: FileRecord, ctx: PlanContext, seen: Map<number, number>): PlannedRow {
  const errors: Problem[] = [...record.problems];
  const item = matchItem(record.values, ctx);
  const row = {
    row: record.row,
    brandSlug: item?.brandSlug ?? text(record.values.brandSlug),
    itemSlug: item?.itemSlug ?? text(record.values.itemSlug),
    name: item?.name ?? text(record.values.name),
    itemId: item?.id ?? null,
    changes: [],
    errors,
    item,
    values: {},
  };
  if (!item) {
    errors.push({ column: 'key', message: CATALOGUE_FILE_ERRORS.unknownItem });
    return row;
  }
  const first = seen.get(item.id);
  if (first !== undefined) errors.push({ column: 'key', message: CATALOGUE_FILE_ERRORS.twice(first) });
  else seen.set(item.id, record.row);

  const read = readRow(record, item, ctx, errors);
  if (!read || errors.length > 0) return row;
  const values = changedValues(item, read);
  const before = toFileValues(item);
  const after = toFileValues({ ...item, ...values } as BrandItemRow);
  const changes = (Object.keys(after) as CatalogueFileColumn[])
    .filter((c) => cellText(before[c]) !== cellText(after[c]))
    .map((column) => ({ column, from: cellText(before[column]), to: cellText(after[column]) }));
  return { ...row, changes, values };
}

/**
 * Finds two items that would end with the same address (brand and slug) or external id: the
 * items the file leaves alone keep theirs, so each file row is checked against the catalogue
 * as it would be after the update.
 */
function flagClashes(rows: PlannedRow[], items: BrandItemRow[]) {
  const planned = new Map(rows.filter((r) => r.item).map((r) => [r.item!.id, r]));
  const slugOwners = new Map<string, number[]>();
  const externalOwners = new Map<string, number[]>();
  for (const item of items) {
    const next = { ...item, ...planned.get(item.id)?.values };
    const slugKey = `${next.brandId}/${next.itemSlug}`;
    slugOwners.set(slugKey, [...(slugOwners.get(slugKey) ?? []), item.id]);
    if (next.externalId)
      externalOwners.set(next.externalId, [...(externalOwners.get(next.externalId) ?? []), item.id]);
  }
  const flag = (owners: Map<string, number[]>, column: string, message: (key: string) => string) => {
    for (const [key, ids] of owners) {
      if (ids.length < 2) continue;
      for (const id of ids) {
        const row = planned.get(id);
        if (row && row.changes.length > 0) row.errors.push({ column, message: message(key) });
      }
    }
  };
  flag(slugOwners, 'itemSlug', (key) => CATALOGUE_FILE_ERRORS.slugTaken(key.slice(key.indexOf('/') + 1)));
  flag(externalOwners, 'externalId', CATALOGUE_FILE_ERRORS.externalIdTaken);
}

/** Every row of the file checked and compared with the catalogue; nothing is written here. */
export function planImport(file: ReadFile, items: BrandItemRow[], brands: Brand[]): PlannedRow[] {
  const ctx = planContext(items, brands);
  const seen = new Map<number, number>();
  const rows = file.records.map((r) => planRow(r, ctx, seen));
  flagClashes(rows, items);
  return rows;
}
