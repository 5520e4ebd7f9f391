import { BULK_ROWS_ERRORS, CreateBrandItemBody, MAX_BULK_ITEMS, slugify } from '@app/contract';
import Papa from 'papaparse';
import { priceMinorOf } from '../components/money';

/** One row of the file, checked with the contract's own schema for POST /api/brand-items. */
export interface BulkRow {
  /** 1-based, as the server names rows ("Row 3: ..."). */
  number: number;
  body: Record<string, unknown>;
  /** Problems found here (and, after a refused submit, by the server). */
  problems: string[];
  valid: boolean;
  /** The slug the item will get when the row names none. */
  slug: string;
  /** An update by file: each changed column, now and in the file (none: the row changes nothing). */
  changes?: { column: string; from: string; to: string }[];
}

interface ParsedRows {
  rows: BulkRow[];
  /** A problem with the whole text (not JSON, no header, too many rows). */
  error: string | null;
  format: 'csv' | 'json' | null;
}

/** Columns a CSV may have; anything else is reported, so a typo does not silently drop data. */
export const CSV_COLUMNS = [
  'name',
  'brandSlug',
  'brandId',
  'itemSlug',
  'description',
  'features',
  'price',
  'priceMinor',
  'currency',
  'rating',
  'reviewCount',
  'imageUrls',
  'marketplaceUrl',
  'externalId',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
] as const;

export const CSV_TEMPLATE = `name,brandSlug,price,currency,description,features,imageUrls,externalId
Example AA 8-pack,example-brand,9.99,USD,Long-life alkaline cells,Up to 10 years in storage|Leak-proof,https://example.com/aa.jpg,EXAMPLE001
`;

const LIST_COLUMNS = new Set(['features', 'imageUrls']);
const NUMBER_COLUMNS = new Set(['brandId', 'priceMinor', 'rating', 'reviewCount']);

/** A CSV cell as the wire wants it: lists split on "|", numbers as numbers (left as text if not). */
function cellValue(column: string, raw: string): unknown {
  const text = raw.trim();
  if (LIST_COLUMNS.has(column))
    return text
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
  if (NUMBER_COLUMNS.has(column)) return Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}

function rowFromCsv(record: Record<string, string>, problems: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(record)) {
    if (typeof raw !== 'string') continue;
    // A blank cell means "not given", except the name, which every row needs: the schema says so.
    if (raw.trim() === '' && column !== 'name') continue;
    if (column === 'price') {
      const currency = (record.currency ?? 'USD').trim().toUpperCase() || 'USD';
      const minor = priceMinorOf(raw, currency);
      if (minor === undefined) problems.push(BULK_ROWS_ERRORS.badPrice(raw.trim()));
      else body.priceMinor = minor;
      continue;
    }
    body[column] = cellValue(column, raw);
  }
  return body;
}

/**
 * Reads pasted or uploaded text: JSON (an array of rows, or `{ brandItems: [...] }`) or CSV with
 * a header row. `defaultBrand` fills rows that name no brand. Each row is checked with
 * CreateBrandItemBody and against the site's brands, so problems show before anything is sent.
 */
export function parseBulkText(
  text: string,
  opts: { defaultBrandSlug?: string; knownBrandSlugs?: Set<string>; ownerNoun?: string } = {},
): ParsedRows {
  const trimmed = text.trim();
  if (trimmed === '') return { rows: [], error: null, format: null };
  const format = trimmed.startsWith('[') || trimmed.startsWith('{') ? 'json' : 'csv';
  const raw: { body: Record<string, unknown>; problems: string[] }[] = [];

  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(trimmed);
    } catch (e) {
      return { rows: [], format, error: BULK_ROWS_ERRORS.notJson((e as Error).message) };
    }
    const list = Array.isArray(data) ? data : (data as { brandItems?: unknown }).brandItems;
    if (!Array.isArray(list)) return { rows: [], format, error: BULK_ROWS_ERRORS.jsonShape };
    for (const entry of list) {
      if (typeof entry === 'object' && entry !== null && !Array.isArray(entry))
        raw.push({ body: { ...(entry as Record<string, unknown>) }, problems: [] });
      else raw.push({ body: {}, problems: [BULK_ROWS_ERRORS.notAnObject] });
    }
  } else {
    const parsed = Papa.parse<Record<string, string>>(trimmed, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    const fields = parsed.meta.fields ?? [];
    if (!fields.includes('name'))
      return {
        rows: [],
        format,
        error: BULK_ROWS_ERRORS.noHeader,
      };
    const unknown = fields.filter((f) => f && !(CSV_COLUMNS as readonly string[]).includes(f));
    if (unknown.length > 0)
      return {
        rows: [],
        format,
        error: BULK_ROWS_ERRORS.unknownColumns(unknown, CSV_COLUMNS),
      };
    const broken = new Map<number, string>();
    for (const err of parsed.errors) if (err.row !== undefined) broken.set(err.row, err.message);
    parsed.data.forEach((record, i) => {
      const problems: string[] = [];
      if (broken.has(i)) problems.push(broken.get(i) ?? BULK_ROWS_ERRORS.unreadableLine);
      raw.push({ body: rowFromCsv(record, problems), problems });
    });
  }

  if (raw.length > MAX_BULK_ITEMS)
    return {
      rows: [],
      format,
      error: BULK_ROWS_ERRORS.tooManyRows(raw.length),
    };

  const rows = raw.map(({ body, problems }, i): BulkRow => {
    if (body.brandId === undefined && body.brandSlug === undefined && opts.defaultBrandSlug)
      body.brandSlug = opts.defaultBrandSlug;
    const parsed = CreateBrandItemBody.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        problems.push(`${field ? `${field}: ` : ''}${issue.message}`);
      }
    const slug = typeof body.brandSlug === 'string' ? body.brandSlug.trim().toLowerCase() : undefined;
    if (slug && opts.knownBrandSlugs && !opts.knownBrandSlugs.has(slug))
      problems.push(BULK_ROWS_ERRORS.unknownBrand(opts.ownerNoun ?? 'brand', slug));
    const name = typeof body.name === 'string' ? body.name : '';
    return {
      number: i + 1,
      body,
      problems,
      valid: problems.length === 0,
      slug:
        typeof body.itemSlug === 'string' && body.itemSlug ? body.itemSlug : name.trim() ? slugify(name) : '',
    };
  });
  return { rows, format, error: null };
}

/** The server's `issues` (`brandItems.2.name`) added to the rows they name. */
export function withServerIssues(rows: BulkRow[], issues: { path: string; message: string }[]): BulkRow[] {
  const byRow = new Map<number, string[]>();
  for (const issue of issues) {
    const match = /^brandItems\.(\d+)/.exec(issue.path);
    if (!match) continue;
    const index = Number(match[1]);
    const text = issue.message.replace(/^Row \d+: /, '');
    byRow.set(index, [...(byRow.get(index) ?? []), text]);
  }
  return rows.map((r, i) => {
    const extra = byRow.get(i);
    return extra ? { ...r, problems: [...r.problems, ...extra], valid: false } : r;
  });
}
