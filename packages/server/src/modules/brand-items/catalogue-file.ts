import {
  CATALOGUE_BRAND_COLUMNS,
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_ERRORS,
  CATALOGUE_FILE_MAX_ROWS,
  CATALOGUE_LIST_SEPARATOR,
  type CatalogueBrandColumn,
  type CatalogueFileColumn,
  type CatalogueFileFormat,
  type CatalogueFileKind,
  formatMinor,
  roundRating,
} from '@app/contract';
import Papa from 'papaparse';
import { badRequest } from '../../errors';
import type { BrandItemRow, BrandRow } from '../brands';

/** The file's reading and writing: no database here (see catalogue-file.service.ts). */

export type CellValue = string | number | boolean | string[] | null;
type Column = CatalogueFileColumn | CatalogueBrandColumn;
export type FileRecord = {
  row: number;
  values: Partial<Record<Column, CellValue>>;
  problems: { column: string; message: string }[];
};
export type ReadFile = { kind: CatalogueFileKind; columns: Set<string>; records: FileRecord[] };

const COLUMNS: Record<CatalogueFileKind, readonly string[]> = {
  items: CATALOGUE_FILE_COLUMNS,
  brands: CATALOGUE_BRAND_COLUMNS,
};
const LISTS = new Set<string>(['features', 'imageUrls']);
const NUMBERS = new Set<string>(['rating', 'reviewCount', 'ordering']);
const FLAGS = new Set<string>(['isCategory', 'featured']);
/** A blank cell in these columns clears the value; elsewhere it is the empty text. */
const NULLABLE = new Set<string>([
  'externalId',
  'price',
  'rating',
  'marketplaceUrl',
  'imageUrl',
  'searchTerm',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
]);
const KEYS = new Set<string>(['brandSlug', 'itemSlug', 'externalId', 'slug']);
const columnOf = (kind: CatalogueFileKind, name: string): Column | null =>
  COLUMNS[kind].includes(name) ? (name as Column) : null;

/** One item as the file writes it: money in major units via the contract's exact formatting. */
export function toFileValues(r: BrandItemRow): Record<CatalogueFileColumn, CellValue> {
  return {
    brandSlug: r.brandSlug,
    itemSlug: r.itemSlug,
    externalId: r.externalId,
    name: r.name,
    isCategory: r.isCategory,
    description: r.description,
    features: r.features,
    price: r.priceMinor === null ? null : formatMinor(r.priceMinor, r.currency),
    currency: r.currency,
    rating: roundRating(r.rating),
    reviewCount: r.reviewCount,
    imageUrls: r.imageUrls,
    marketplaceUrl: r.marketplaceUrl,
    seoTitle: r.seoTitle,
    seoDescription: r.seoDescription,
    seoKeywords: r.seoKeywords,
    ordering: r.ordering,
  };
}

/** A brand or category as the brands file writes it. */
export function toBrandFileValues(b: BrandRow): Record<CatalogueBrandColumn, CellValue> {
  return {
    slug: b.slug,
    name: b.name,
    isCategory: b.isCategory,
    description: b.description,
    imageUrl: b.imageUrl,
    featured: b.featured,
    searchTerm: b.searchTerm,
    seoTitle: b.seoTitle,
    seoDescription: b.seoDescription,
    seoKeywords: b.seoKeywords,
    ordering: b.ordering,
  };
}

/** A value as a CSV cell writes it (also how the preview shows a change). */
export function cellText(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.join(CATALOGUE_LIST_SEPARATOR);
  return String(v);
}

/**
 * Cells that get the export's formula guard: what a spreadsheet would run as a formula, and a
 * leading `'` itself, so that the import can tell the guard from a text that began with `'`
 * (`'=x` is written `''=x`, and read back as `'=x`).
 */
const GUARDED = /^[=+\-@\t\r']/;

export function writeCsv<C extends string>(columns: readonly C[], rows: Record<C, CellValue>[]): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((v) => columns.map((c) => cellText(v[c]))) },
    // A description such as "=HYPERLINK(...)" must not run as a formula in the owner's spreadsheet.
    { escapeFormulae: GUARDED, newline: '\r\n' },
  );
}

/** `{ brandItems: [...] }` or `{ brands: [...] }`: the key names the kind, as `slug` does in CSV. */
export const writeJson = (kind: CatalogueFileKind, rows: Record<string, CellValue>[]): string =>
  `${JSON.stringify({ [kind === 'items' ? 'brandItems' : 'brands']: rows }, null, 2)}\n`;

/** Only the guard the export adds is taken off: a `'` before a character GUARDED names. */
const unguard = (v: string) => (v.startsWith("'") && GUARDED.test(v.slice(1)) ? v.slice(1) : v);

/**
 * The stored value as the file would give it back: the contract trims texts on every write, and
 * an empty optional text is no text, so a value kept from the crawler (" x", "") is not a change.
 */
const normal = (v: unknown): unknown =>
  typeof v === 'string' ? v.trim() || null : Array.isArray(v) ? v.map(normal) : (v ?? null);
export const sameValue = (now: unknown, next: unknown) =>
  JSON.stringify(normal(now)) === JSON.stringify(normal(next));

/** A CSV cell → the value the JSON form would hold, or a problem with the cell. */
function fromCell(column: Column, raw: string): { value: CellValue } | { problem: string } {
  const text = unguard(raw.trim());
  if (LISTS.has(column))
    return {
      value: text
        .split(CATALOGUE_LIST_SEPARATOR)
        .map((s) => s.trim())
        .filter(Boolean),
    };
  if (text === '' && NULLABLE.has(column)) return { value: null };
  if (NUMBERS.has(column)) {
    if (!/^-?\d+(\.\d+)?$/.test(text))
      return { problem: text === '' ? 'Enter a number' : `'${text}' is not a number` };
    return { value: Number(text) };
  }
  if (FLAGS.has(column)) {
    const flag = text.toLowerCase();
    if (flag !== 'true' && flag !== 'false') return { problem: 'Write true or false' };
    return { value: flag === 'true' };
  }
  return { value: text };
}

/**
 * The header line's separator: a comma (the export's), or the `;` or tab some spreadsheets write.
 * Not guessed from the rows: a ragged row makes a guess take `|`, the lists' own mark.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (d: string) => header.split(d).length;
  return [';', '\t'].find((d) => count(d) > count(',')) ?? ',';
}

/** A row wider or narrower than its header: a cell would be dropped, or a value cleared, unseen. */
function shapeProblem(cells: string[], names: string[], width: number): string | null {
  const filled = (c: string | undefined) => c !== undefined && c.trim() !== '';
  const extra = cells.slice(width).filter(filled).length;
  if (extra > 0) return CATALOGUE_FILE_ERRORS.extraCells(cells.length, width);
  if (cells.length < width) return CATALOGUE_FILE_ERRORS.missingCells(cells.length, width);
  const unnamed = names.findIndex((n, j) => j < width && n === '' && filled(cells[j]));
  return unnamed >= 0 ? CATALOGUE_FILE_ERRORS.unnamedCell(unnamed + 1) : null;
}

function readCsv(content: string): ReadFile {
  // No header mode: the row's index is its place in the file, so errors name spreadsheet rows.
  const text = content.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: delimiterOf(text) });
  const [header, ...body] = parsed.data;
  if (!header || header.every((h) => h.trim() === '')) throw badRequest(CATALOGUE_FILE_ERRORS.empty);
  const names = header.map((h) => h.trim());
  // A `slug` column (and no itemSlug) is what makes a brands file.
  const kind: CatalogueFileKind = names.includes('slug') && !names.includes('itemSlug') ? 'brands' : 'items';
  const unknown = names.filter((n) => n !== '' && !columnOf(kind, n));
  if (unknown.length > 0) throw badRequest(CATALOGUE_FILE_ERRORS.unknownColumns(unknown, COLUMNS[kind]));
  // Two columns of one name: which one is meant cannot be told, so neither is read.
  const twice = [...new Set(names.filter((n, i) => n !== '' && names.indexOf(n) !== i))];
  if (twice.length > 0) throw badRequest(CATALOGUE_FILE_ERRORS.duplicateColumns(twice));
  // Cells past the last named column are nobody's; a header may end in empty names (a spreadsheet's).
  const width = names.findLastIndex((n) => n !== '') + 1;
  const broken = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined) broken.set(e.row, e.message);

  const records: FileRecord[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const record: FileRecord = { row: i + 2, values: {}, problems: [] };
    const fault = broken.get(i + 1);
    if (fault) record.problems.push({ column: 'row', message: fault });
    const shape = shapeProblem(cells, names, width);
    if (shape) record.problems.push({ column: 'row', message: shape });
    names.forEach((name, j) => {
      const column = columnOf(kind, name);
      // A row of the wrong shape is read for its key only (to name it): its cells may have slid.
      if (!column || (shape && !KEYS.has(column))) return;
      const read = fromCell(column, cells[j] ?? '');
      if ('value' in read) record.values[column] = read.value;
      else record.problems.push({ column, message: read.problem });
    });
    records.push(record);
  });
  return { kind, columns: new Set(names.filter((n) => columnOf(kind, n))), records };
}

const isCellValue = (v: unknown): v is CellValue =>
  v === null ||
  typeof v === 'string' ||
  typeof v === 'number' ||
  typeof v === 'boolean' ||
  (Array.isArray(v) && v.every((x) => typeof x === 'string'));

function readJson(content: string): ReadFile {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw badRequest(CATALOGUE_FILE_ERRORS.notJson);
  }
  const named = Array.isArray(data) ? null : (data as { brandItems?: unknown; brands?: unknown } | null);
  const list = named ? (named.brandItems ?? named.brands) : data;
  if (!Array.isArray(list)) throw badRequest(CATALOGUE_FILE_ERRORS.jsonShape);
  const first: unknown = list[0];
  const brandish = typeof first === 'object' && first !== null && 'slug' in first && !('itemSlug' in first);
  const kind: CatalogueFileKind =
    (named && named.brandItems === undefined) || (!named && brandish) ? 'brands' : 'items';
  const columns = new Set<string>();
  const unknown = new Set<string>();
  const records = list.map((entry, i): FileRecord => {
    const record: FileRecord = { row: i + 1, values: {}, problems: [] };
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      record.problems.push({ column: 'row', message: CATALOGUE_FILE_ERRORS.notAnObject });
      return record;
    }
    for (const [key, value] of Object.entries(entry)) {
      const column = columnOf(kind, key);
      if (!column) {
        unknown.add(key);
        continue;
      }
      columns.add(column);
      // A price written as a JSON number is read as the text it was written as, never as a float sum.
      const v = column === 'price' && typeof value === 'number' ? String(value) : value;
      if (isCellValue(v)) record.values[column] = v;
      else record.problems.push({ column, message: 'This value has the wrong type' });
    }
    return record;
  });
  if (unknown.size > 0) throw badRequest(CATALOGUE_FILE_ERRORS.unknownColumns([...unknown], COLUMNS[kind]));
  return { kind, columns, records };
}

/** Reads the file and refuses what cannot be an update as a whole (no key, too many rows). */
export function readCatalogueFile(format: CatalogueFileFormat, content: string): ReadFile {
  const read = format === 'csv' ? readCsv(content) : readJson(content);
  if (read.records.length === 0) throw badRequest(CATALOGUE_FILE_ERRORS.empty);
  if (read.records.length > CATALOGUE_FILE_MAX_ROWS)
    throw badRequest(CATALOGUE_FILE_ERRORS.tooManyRows(read.records.length));
  if (read.kind === 'brands') {
    if (!read.columns.has('slug')) throw badRequest(CATALOGUE_FILE_ERRORS.noBrandKey);
    return read;
  }
  const bySlugs = read.columns.has('brandSlug') && read.columns.has('itemSlug');
  if (!bySlugs && !read.columns.has('externalId')) throw badRequest(CATALOGUE_FILE_ERRORS.noKey);
  return read;
}
