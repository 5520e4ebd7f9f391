import {
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_ERRORS,
  type CatalogueExport,
  type CatalogueImportResult,
} from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brandItems, brands } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

/** Texts a spreadsheet would run as a formula, texts that already look guarded, and a lone quote. */
const TRICKY = [
  "'=already quoted",
  "'+x",
  "'-x",
  "'@x",
  "'",
  "''=twice",
  "'plain quote",
  '=1+1',
  '+49 30 1234',
  '-5 degrees',
  '@home',
];
/** Leading whitespace the contract would trim on a write, so only the crawler's rows hold it. */
const STORED_ONLY = ['\tTabbed =SUM(A1)', '\r=CR first', "\t'=tab then quote"];

describe('catalogue file: the round trip is exact', () => {
  let t: TestApp;
  let admin: string;
  const api = (method: Parameters<typeof call>[1], url: string, body?: unknown) =>
    call(t.app, method, url, body, admin);
  const exportAs = async (format: 'csv' | 'json', of = 'items') =>
    (await api('GET', `/api/brand-items/export?format=${format}&of=${of}`)).body.data as CatalogueExport;
  const importFile = (content: string, dryRun: boolean, format: 'csv' | 'json' = 'csv') =>
    api('POST', '/api/brand-items/import', { format, content, dryRun });
  const cells = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  const unparse = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n' });
  const col = (name: (typeof CATALOGUE_FILE_COLUMNS)[number]) => CATALOGUE_FILE_COLUMNS.indexOf(name);
  const stored = async () =>
    t.database.db
      .select({ slug: brandItems.itemSlug, description: brandItems.description, name: brandItems.name })
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, 'test'))
      .orderBy(asc(brandItems.id));

  beforeEach(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    expect(
      (await api('POST', '/api/brands', buildBrand({ name: 'Quirks', description: "'@brand" }))).status,
    ).toBe(201);
    for (const [i, description] of [...TRICKY, ...STORED_ONLY].entries()) {
      const res = await api(
        'POST',
        '/api/brand-items',
        buildItem({
          brandSlug: 'quirks',
          name: `Quirk ${i}`,
          description,
          seoTitle: TRICKY[i] ?? null,
          // Lists share a cell with `|`, which a reader guessing the delimiter of a ragged file may take.
          features: ['Long lasting', 'Leak-proof', 'Ten-year shelf life'],
        }),
      );
      expect(res.status).toBe(201);
    }
    // The crawler stores what the marketplace wrote; the form's trim never saw these.
    for (const [i, description] of STORED_ONLY.entries())
      await t.database.db
        .update(brandItems)
        .set({ description })
        .where(and(eq(brandItems.websiteTopic, 'test'), eq(brandItems.name, `Quirk ${TRICKY.length + i}`)));
    await t.database.db.update(brandItems).set({ ordering: -3 }).where(eq(brandItems.websiteTopic, 'test'));
  });
  afterEach(() => t.close());

  it("guards formulas on export and takes off only that guard: '=already quoted comes back as it was", async () => {
    const before = await stored();
    expect(before.map((r) => r.description)).toEqual([...TRICKY, ...STORED_ONLY]);
    const file = await exportAs('csv');
    const rows = cells(file.content);
    const descriptions = rows.slice(1).map((r) => r[col('description')]);
    // Every cell a spreadsheet could run, or that begins with the guard's own mark, gets one more '.
    expect(descriptions).toEqual([...TRICKY, ...STORED_ONLY].map((d) => `'${d}`));
    expect(rows[1]![col('ordering')]).toBe("'-3");

    const check = (await importFile(file.content, true)).body.data as CatalogueImportResult;
    expect(check.rows.filter((r) => r.changes.length > 0 || r.errors.length > 0)).toEqual([]);
    expect(check).toMatchObject({ changed: 0, unchanged: rows.length - 1, invalid: 0 });

    // One real edit in the same file: it alone is written, every tricky text stays exactly as it was.
    rows[1]![col('name')] = 'Quirk renamed';
    const applied = await importFile(unparse(rows), false);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ changed: 1, updated: 1 });
    expect(applied.body.data.rows[0].changes).toEqual([
      { column: 'name', from: 'Quirk 0', to: 'Quirk renamed' },
    ]);
    const after = await stored();
    expect(after.map((r) => r.description)).toEqual(before.map((r) => r.description));
    expect(after[0]!.name).toBe('Quirk renamed');

    // The next export is the same file, cell for cell, but for the one edit.
    expect(cells((await exportAs('csv')).content)).toEqual(rows);
  });

  it('reads a guarded cell the spreadsheet sent back as the text it guarded, in items and brands files', async () => {
    const rows = cells((await exportAs('csv')).content);
    // The owner types a new text that begins with a quote: without the export's guard it is kept.
    rows[1]![col('description')] = "'tis the season";
    rows[2]![col('description')] = "''=one guard off";
    const res = await importFile(unparse(rows), false);
    expect(res.body.data).toMatchObject({ changed: 2, updated: 2 });
    const after = await stored();
    expect(after[0]!.description).toBe("'tis the season");
    expect(after[1]!.description).toBe("'=one guard off");

    const brandFile = await exportAs('csv', 'brands');
    expect(brandFile.content).toContain("''@brand");
    expect((await importFile(brandFile.content, true)).body.data).toMatchObject({
      kind: 'brands',
      changed: 0,
    });
    const [quirks] = await t.database.db
      .select({ description: brands.description })
      .from(brands)
      .where(and(eq(brands.websiteTopic, 'test'), eq(brands.slug, 'quirks')));
    expect(quirks!.description).toBe("'@brand");
  });

  it('reports a row with extra, missing or unnamed cells as that row’s error, with its line', async () => {
    const rows = cells((await exportAs('csv')).content);
    const width = CATALOGUE_FILE_COLUMNS.length;
    rows[2] = [...rows[2]!, 'a cell past the last column'];
    rows[4] = rows[4]!.slice(0, width - 2);
    rows[5]![col('name')] = 'A good change that must not be written';
    // A trailing empty cell (some spreadsheets write them) holds nothing, so it is no problem.
    rows[6] = [...rows[6]!, ''];
    const edited = unparse(rows);

    const preview = await importFile(edited, true);
    expect(preview.status).toBe(200);
    const data = preview.body.data as CatalogueImportResult;
    expect(data).toMatchObject({ invalid: 2, changed: 1 });
    expect(
      data.rows.filter((r) => r.errors.length > 0).map((r) => ({ row: r.row, errors: r.errors })),
    ).toEqual([
      { row: 3, errors: [{ column: 'row', message: CATALOGUE_FILE_ERRORS.extraCells(width + 1, width) }] },
      { row: 5, errors: [{ column: 'row', message: CATALOGUE_FILE_ERRORS.missingCells(width - 2, width) }] },
    ]);

    const refused = await importFile(edited, false);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(CATALOGUE_FILE_ERRORS.refused(2));
    expect(refused.body.issues).toEqual([
      { path: 'rows.3.row', message: `Row 3: ${CATALOGUE_FILE_ERRORS.extraCells(width + 1, width)}` },
      { path: 'rows.5.row', message: `Row 5: ${CATALOGUE_FILE_ERRORS.missingCells(width - 2, width)}` },
    ]);
    expect((await stored()).some((r) => r.name.startsWith('A good change'))).toBe(false);

    // A value under a column the header leaves unnamed is refused too, not dropped.
    const unnamed = cells((await exportAs('csv')).content);
    for (const r of unnamed) r.splice(1, 0, '');
    unnamed[3]![1] = 'kept aside';
    const under = (await importFile(unparse(unnamed), true)).body.data as CatalogueImportResult;
    expect(under.rows.filter((r) => r.errors.length > 0)).toEqual([
      expect.objectContaining({
        row: 4,
        errors: [{ column: 'row', message: CATALOGUE_FILE_ERRORS.unnamedCell(2) }],
      }),
    ]);
  });

  it('refuses a file whose header names a column twice, before reading any row', async () => {
    const rows = cells((await exportAs('csv')).content);
    rows[0]![col('seoKeywords')] = 'price';
    rows[0]!.push('name');
    rows.slice(1).forEach((r) => {
      r.push('Another name');
    });
    for (const dryRun of [true, false]) {
      const res = await importFile(unparse(rows), dryRun);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        error: CATALOGUE_FILE_ERRORS.duplicateColumns(['price', 'name']),
      });
    }
    expect((await stored()).every((r) => r.name.startsWith('Quirk '))).toBe(true);
  });
});
