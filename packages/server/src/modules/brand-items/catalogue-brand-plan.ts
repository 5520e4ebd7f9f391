import {
  CATALOGUE_FILE_ERRORS,
  type CatalogueBrandColumn,
  type CatalogueImportRow,
  PG_INT_MAX,
  UpdateBrandBody,
} from '@app/contract';
import type { brands } from '../../db/schema';
import type { BrandRow } from '../brands';
import {
  type CellValue,
  cellText,
  type FileRecord,
  type ReadFile,
  sameValue,
  toBrandFileValues,
} from './catalogue-file';

type Problem = { column: string; message: string };
export type BrandValues = Partial<typeof brands.$inferInsert>;

/** One row of a brands file, matched to its brand, with what would be written. */
export type PlannedBrandRow = CatalogueImportRow & { brand: BrandRow | null; values: BrandValues };

/** Columns handed to UpdateBrandBody as they are. The slug is the key and isCategory is checked only. */
const PLAIN = [
  'name',
  'description',
  'imageUrl',
  'featured',
  'searchTerm',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
] as const satisfies readonly CatalogueBrandColumn[];

const text = (v: CellValue | undefined) => (typeof v === 'string' ? v.trim() : '');

/** What the row asks of its brand, checked with the contract's UpdateBrandBody; null when it cannot be read. */
function readRow(record: FileRecord, brand: BrandRow, problems: Problem[]): BrandValues | null {
  const { values } = record;
  const body: Record<string, unknown> = {};
  for (const column of PLAIN) if (column in values) body[column] = values[column];
  if (typeof values.isCategory === 'boolean' && values.isCategory !== brand.isCategory)
    problems.push({ column: 'isCategory', message: CATALOGUE_FILE_ERRORS.categoryByForm });
  let ordering: number | undefined;
  if ('ordering' in values) {
    const o = values.ordering;
    if (typeof o === 'number' && Number.isInteger(o) && Math.abs(o) <= PG_INT_MAX) ordering = o;
    else problems.push({ column: 'ordering', message: 'Enter a whole number' });
  }
  const parsed = UpdateBrandBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push({ column: String(issue.path[0] ?? 'row'), message: issue.message });
    return null;
  }
  const changed: BrandValues = {};
  for (const [key, next] of Object.entries(parsed.data) as [keyof typeof parsed.data, unknown][]) {
    if (next !== undefined && !sameValue(brand[key as keyof BrandRow], next))
      Object.assign(changed, { [key]: next });
  }
  if (ordering !== undefined && ordering !== brand.ordering) changed.ordering = ordering;
  return changed;
}

function planRow(
  record: FileRecord,
  bySlug: Map<string, BrandRow>,
  seen: Map<number, number>,
): PlannedBrandRow {
  const errors: Problem[] = [...record.problems];
  const brand = bySlug.get(text(record.values.slug).toLowerCase()) ?? null;
  const row = {
    row: record.row,
    brandSlug: brand?.slug ?? text(record.values.slug),
    itemSlug: '',
    name: brand?.name ?? text(record.values.name),
    itemId: brand?.id ?? null,
    changes: [],
    errors,
    brand,
    values: {},
  };
  if (!brand) {
    errors.push({ column: 'key', message: CATALOGUE_FILE_ERRORS.unknownBrandKey });
    return row;
  }
  const first = seen.get(brand.id);
  if (first !== undefined) errors.push({ column: 'key', message: CATALOGUE_FILE_ERRORS.twice(first) });
  else seen.set(brand.id, record.row);
  const values = readRow(record, brand, errors);
  if (!values || errors.length > 0) return row;
  const before = toBrandFileValues(brand);
  const after = toBrandFileValues({ ...brand, ...values } as BrandRow);
  const changes = (Object.keys(after) as CatalogueBrandColumn[])
    .filter((c) => cellText(before[c]) !== cellText(after[c]))
    .map((column) => ({ column, from: cellText(before[column]), to: cellText(after[column]) }));
  return { ...row, changes, values };
}

/** Every row of a brands file checked and compared with the site's brands; nothing is written here. */
export function planBrandImport(file: ReadFile, current: BrandRow[]): PlannedBrandRow[] {
  const bySlug = new Map(current.map((b) => [b.slug, b]));
  const seen = new Map<number, number>();
  return file.records.map((r) => planRow(r, bySlug, seen));
}
