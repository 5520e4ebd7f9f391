import {
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_ERRORS,
  CATALOGUE_FILE_MAX_ROWS,
  CATALOGUE_LIST_SEPARATOR,
  type CatalogueFileColumn,
  type CatalogueFileFormat,
  formatMinor,
  roundRating,
} from '@app/contract';
import Papa from 'papaparse';
import { badRequest } from '../../errors';
import type { BrandItemRow } from '../brands/brand.mapper';

/** The file's reading and writing: no database here (see catalogue-file.service.ts). */

export type CellValue = string | number | boolean | string[] | null;
export type FileRecord = {
  row: number;
  values: Partial<Record<CatalogueFileColumn, CellValue>>;
  problems: { column: string; message: string }[];
};
export type ReadFile = { columns: Set<CatalogueFileColumn>; records: FileRecord[] };

const LISTS = new Set<CatalogueFileColumn>(['features', 'imageUrls']);
const NUMBERS = new Set<CatalogueFileColumn>(['rating', 'reviewCount', 'ordering']);
/** A blank cell in these columns clears the value; elsewhere it is the empty text. */
const NULLABLE = new Set<CatalogueFileColumn>([
  'externalId',
  'price',
  'rating',
  'marketplaceUrl',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
]);
const isColumn = (c: string): c is CatalogueFileColumn =>
  (CATALOGUE_FILE_COLUMNS as readonly string[]).includes(c);

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

/** A value as a CSV cell writes it (also how the preview shows a change). */
export function cellText(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.join(CATALOGUE_LIST_SEPARATOR);
  return String(v);
}

export function writeCsv(rows: BrandItemRow[]): string {
  return Papa.unparse(
    {
      fields: [...CATALOGUE_FILE_COLUMNS],
      data: rows.map((r) => {
        const v = toFileValues(r);
        return CATALOGUE_FILE_COLUMNS.map((c) => cellText(v[c]));
      }),
    },
    // A description such as "=HYPERLINK(...)" must not run as a formula in the owner's spreadsheet.
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export const writeJson = (rows: BrandItemRow[]): string =>
  `${JSON.stringify({ brandItems: rows.map(toFileValues) }, null, 2)}\n`;

/** The export's formula guard (`'=...`) is taken off again on import. */
const unguard = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

/** A CSV cell → the value the JSON form would hold, or a problem with the cell. */
function fromCell(column: CatalogueFileColumn, raw: string): { value: CellValue } | { problem: string } {
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
  if (column === 'isCategory') {
    const flag = text.toLowerCase();
    if (flag !== 'true' && flag !== 'false') return { problem: 'Write true or false' };
    return { value: flag === 'true' };
  }
  return { value: text };
}

function readCsv(content: string): ReadFile {
  // No header mode: the row's index is its place in the file, so errors name spreadsheet rows.
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...body] = parsed.data;
  if (!header || header.every((h) => h.trim() === '')) throw badRequest(CATALOGUE_FILE_ERRORS.empty);
  const names = header.map((h) => h.trim());
  const unknown = names.filter((n) => n !== '' && !isColumn(n));
  if (unknown.length > 0) throw badRequest(CATALOGUE_FILE_ERRORS.unknownColumns(unknown));
  const broken = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined) broken.set(e.row, e.message);

  const records: FileRecord[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const record: FileRecord = { row: i + 2, values: {}, problems: [] };
    const fault = broken.get(i + 1);
    if (fault) record.problems.push({ column: 'row', message: fault });
    names.forEach((name, j) => {
      if (!isColumn(name)) return;
      const read = fromCell(name, cells[j] ?? '');
      if ('value' in read) record.values[name] = read.value;
      else record.problems.push({ column: name, message: read.problem });
    });
    records.push(record);
  });
  return { columns: new Set(names.filter(isColumn)), records };
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
  const list = Array.isArray(data) ? data : (data as { brandItems?: unknown } | null)?.brandItems;
  if (!Array.isArray(list)) throw badRequest(CATALOGUE_FILE_ERRORS.jsonShape);
  const columns = new Set<CatalogueFileColumn>();
  const unknown = new Set<string>();
  const records = list.map((entry, i): FileRecord => {
    const record: FileRecord = { row: i + 1, values: {}, problems: [] };
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      record.problems.push({ column: 'row', message: CATALOGUE_FILE_ERRORS.notAnObject });
      return record;
    }
    for (const [key, value] of Object.entries(entry)) {
      if (!isColumn(key)) {
        unknown.add(key);
        continue;
      }
      columns.add(key);
      // A price written as a JSON number is read as the text it was written as, never as a float sum.
      const v = key === 'price' && typeof value === 'number' ? String(value) : value;
      if (isCellValue(v)) record.values[key] = v;
      else record.problems.push({ column: key, message: 'This value has the wrong type' });
    }
    return record;
  });
  if (unknown.size > 0) throw badRequest(CATALOGUE_FILE_ERRORS.unknownColumns([...unknown]));
  return { columns, records };
}

/** Reads the file and refuses what cannot be an update as a whole (no key, too many rows). */
export function readCatalogueFile(format: CatalogueFileFormat, content: string): ReadFile {
  const read = format === 'csv' ? readCsv(content) : readJson(content);
  if (read.records.length === 0) throw badRequest(CATALOGUE_FILE_ERRORS.empty);
  if (read.records.length > CATALOGUE_FILE_MAX_ROWS)
    throw badRequest(CATALOGUE_FILE_ERRORS.tooManyRows(read.records.length));
  const bySlugs = read.columns.has('brandSlug') && read.columns.has('itemSlug');
  if (!bySlugs && !read.columns.has('externalId')) throw badRequest(CATALOGUE_FILE_ERRORS.noKey);
  return read;
}
