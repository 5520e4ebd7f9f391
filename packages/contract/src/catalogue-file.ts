import { z } from 'zod';

/**
 * The catalogue file: a site's items, or its brands and categories, exported as CSV or JSON,
 * edited, and read back as an update. The columns below are each file's whole vocabulary, in the
 * order the export writes them; an import reads the same names (any order, any subset beyond the key).
 */
export const CATALOGUE_FILE_KINDS = ['items', 'brands'] as const;
export type CatalogueFileKind = (typeof CATALOGUE_FILE_KINDS)[number];

export const CATALOGUE_FILE_COLUMNS = [
  'brandSlug',
  'itemSlug',
  'externalId',
  'name',
  'isCategory',
  'description',
  'features',
  'price',
  'currency',
  'rating',
  'reviewCount',
  'imageUrls',
  'marketplaceUrl',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'ordering',
] as const;
export type CatalogueFileColumn = (typeof CATALOGUE_FILE_COLUMNS)[number];

/** The brands file (brands and categories); `slug` is its key, and names a brands file. */
export const CATALOGUE_BRAND_COLUMNS = [
  'slug',
  'name',
  'isCategory',
  'description',
  'imageUrl',
  'featured',
  'searchTerm',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'ordering',
] as const;
export type CatalogueBrandColumn = (typeof CATALOGUE_BRAND_COLUMNS)[number];

/** Lists (features, imageUrls) share one CSV cell, separated by this mark. */
export const CATALOGUE_LIST_SEPARATOR = '|';

export const CATALOGUE_FILE_FORMATS = ['csv', 'json'] as const;
export type CatalogueFileFormat = (typeof CATALOGUE_FILE_FORMATS)[number];

/** A whole demo catalogue fits several times over; beyond this a file is refused before reading. */
export const CATALOGUE_FILE_MAX_ROWS = 20_000;
export const CATALOGUE_FILE_MAX_CHARS = 10_000_000;

export const CATALOGUE_FILE_ERRORS = {
  empty: 'The file has no rows',
  tooLarge: `The file is too large: at most ${CATALOGUE_FILE_MAX_CHARS / 1_000_000} MB`,
  tooManyRows: (n: number) => `The file has ${n} items; an update takes at most ${CATALOGUE_FILE_MAX_ROWS}`,
  noKey: 'The file needs the columns brandSlug and itemSlug, or externalId, to find each item',
  noBrandKey: 'A brands file needs the column slug to find each brand or category',
  unknownColumns: (names: string[], known: readonly string[]) =>
    `Unknown column${names.length === 1 ? '' : 's'}: ${names.join(', ')}. Known columns: ${known.join(', ')}`,
  duplicateColumns: (names: string[]) =>
    `The header names ${names.join(', ')} more than once; keep one column of each name`,
  extraCells: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header names ${columns} columns; remove the extra cells or give their column a name`,
  missingCells: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header names ${columns} columns; a cell is missing (leave it empty, but keep its comma)`,
  unnamedCell: (place: number) => `Cell ${place} has a value but its column has no name in the header`,
  notJson: 'This is not valid JSON',
  jsonShape: 'Give a JSON array, or an object with a brandItems or a brands array',
  notAnObject: 'This row is not an object',
  unknownItem: 'No item of this site has this key; add new items with Bulk create',
  unknownBrandKey: 'No brand or category of this site has this slug; add new ones with their form',
  twice: (row: number) => `This item is also updated by row ${row}`,
  slugTaken: (slug: string) => `Another item of this brand already has the slug '${slug}'`,
  externalIdTaken: (id: string) => `Another item already has the external id '${id}'`,
  unknownBrand: (slug: string) => `No brand or category '${slug}' on this site`,
  categoryFollowsBrand: 'isCategory follows the brand: change the brand or category instead',
  categoryByForm: "A brand becomes a category (or back) on its form, where its items' addresses are shown",
  refused: (rows: number) => `Nothing was updated: ${rows} ${rows === 1 ? 'row has' : 'rows have'} errors`,
  exportFailed: 'Failed to export the catalogue',
  importFailed: 'Failed to read the file',
} as const;

export const CatalogueExportQuery = z.object({
  format: z.enum(CATALOGUE_FILE_FORMATS).default('csv'),
  of: z.enum(CATALOGUE_FILE_KINDS).default('items'),
  websiteTopic: z.string().optional(),
});

export const CatalogueExport = z.object({
  filename: z.string(),
  mimeType: z.string(),
  content: z.string(),
  count: z.number().int(),
});
export type CatalogueExport = z.infer<typeof CatalogueExport>;

export const CatalogueImportBody = z.strictObject({
  format: z.enum(CATALOGUE_FILE_FORMATS),
  content: z.string().max(CATALOGUE_FILE_MAX_CHARS, CATALOGUE_FILE_ERRORS.tooLarge),
  /** true: read, check and show the changes only. false: write every change, or none. */
  dryRun: z.boolean().default(true),
});
export type CatalogueImportInput = z.input<typeof CatalogueImportBody>;

export const CatalogueImportRow = z.object({
  /** CSV: the spreadsheet's row number (the header is row 1). JSON: the item's place, from 1. */
  row: z.number().int(),
  /** A brands file: the brand's slug here, and an empty itemSlug. */
  brandSlug: z.string(),
  itemSlug: z.string(),
  name: z.string(),
  /** The item (or brand) the row updates; null when its key names none. */
  itemId: z.number().int().nullable(),
  /** Each changed column with its value now and in the file, as the file writes them. */
  changes: z.array(z.object({ column: z.string(), from: z.string(), to: z.string() })),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type CatalogueImportRow = z.infer<typeof CatalogueImportRow>;

export const CatalogueImportResult = z.object({
  /** What the file holds, read from its columns (`slug`: brands) or JSON key (`brands`). */
  kind: z.enum(CATALOGUE_FILE_KINDS),
  rows: z.array(CatalogueImportRow),
  changed: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
  /** Items (or brands) written: 0 on a dry run. */
  updated: z.number().int(),
});
export type CatalogueImportResult = z.infer<typeof CatalogueImportResult>;
