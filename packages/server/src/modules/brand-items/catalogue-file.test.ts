import {
  type BrandItem,
  CATALOGUE_BRAND_COLUMNS,
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_MAX_CHARS,
  CATALOGUE_FILE_MAX_ROWS,
  type CatalogueExport,
  type CatalogueImportResult,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activityLog, brandItems } from '../../db/schema';
import { DEMO_ADMIN_PASSWORD, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { buildTestApp, login, type TestApp } from '../../test/test-app';
import { addMember } from '../team/team-test-helpers';
import { catalogueFileRepository } from './catalogue-file.repository';
import { catalogueFileService } from './catalogue-file.service';

describe('catalogue file: export, and update by file', () => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  let shopper: string;
  const api = (method: Parameters<typeof call>[1], url: string, body?: unknown, auth = admin) =>
    call(t.app, method, url, body, auth);
  const exportAs = async (format: 'csv' | 'json', auth = admin) => {
    const res = await api('GET', `/api/brand-items/export?format=${format}`, undefined, auth);
    expect(res.status).toBe(200);
    return res.body.data as CatalogueExport;
  };
  const importFile = (content: string, dryRun: boolean, format: 'csv' | 'json' = 'csv', auth = admin) =>
    api('POST', '/api/brand-items/import', { format, content, dryRun }, auth);
  /** The test site's items (a read names its site; the token does not choose it). */
  const items = async () => {
    const list = (await api('GET', '/api/brand-items?pageSize=100&websiteTopic=test')).body.data.items;
    expect(list).toHaveLength(4);
    return list as BrandItem[];
  };
  /** The CSV as rows of cells, so a test edits a cell the way a spreadsheet would. */
  const cells = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  const unparse = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n' });
  const col = (name: (typeof CATALOGUE_FILE_COLUMNS)[number]) => CATALOGUE_FILE_COLUMNS.indexOf(name);
  const rowOf = (rows: string[][], itemSlug: string) => rows.find((r) => r[col('itemSlug')] === itemSlug)!;

  // Every test changes the items in its own way: each starts from the same catalogue, afresh.
  beforeEach(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test')).authorization;
    otherAdmin = (await login(t.app, demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries'))
      .authorization;
    shopper = (await login(t.app, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries')).authorization;
    await api('POST', '/api/brands', buildBrand({ name: 'Voltix' }));
    await api('POST', '/api/brands', buildBrand({ name: 'Coin Cells', isCategory: true }));
    const made = [
      buildItem({
        brandSlug: 'voltix',
        name: 'Voltix AA 8-pack',
        priceMinor: 1899,
        features: ['10-year shelf life', 'Leak-proof, even when flat'],
        description: 'Says "long-life"\non two lines',
        imageUrls: ['https://img.example/aa.jpg', 'https://img.example/aa-2.jpg'],
        marketplaceUrl: 'https://market.example/dp/B000TEST01',
        externalId: 'B000TEST01',
        seoTitle: 'Voltix AA batteries',
      }),
      buildItem({
        brandSlug: 'voltix',
        name: 'Voltix AAA 4-pack',
        priceMinor: null,
        rating: null,
        features: [],
      }),
      buildItem({
        brandSlug: 'voltix',
        name: 'Voltix 9V',
        description: '=1+1 is not a formula',
        currency: 'JPY',
        priceMinor: 1500,
      }),
      buildItem({
        brandSlug: 'coin-cells',
        name: 'CR2032 2-pack',
        priceMinor: 499,
        externalId: 'B000COIN01',
      }),
    ];
    for (const body of made) expect((await api('POST', '/api/brand-items', body)).status).toBe(201);
    await api(
      'POST',
      '/api/brand-items',
      buildItem({ brandSlug: 'voltix', name: 'Other site item' }),
      otherAdmin,
    );
    // A crawled rating is a double (3.6 + 0.2); the file writes it as the site shows it, 4.4.
    await t.database.db
      .update(brandItems)
      .set({ rating: 4.36 })
      .where(and(eq(brandItems.websiteTopic, 'test'), eq(brandItems.itemSlug, 'voltix-aa-8-pack')));
  });
  afterEach(() => t.close());

  it('exports every item of the topic with the documented columns, money in major units', async () => {
    const file = await exportAs('csv');
    expect(file.count).toBe(4);
    expect(file.filename).toMatch(/^test-items-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = cells(file.content);
    expect(rows[0]).toEqual([...CATALOGUE_FILE_COLUMNS]);
    const aa = rowOf(rows, 'voltix-aa-8-pack');
    expect(aa[col('price')]).toBe('18.99');
    expect(aa[col('currency')]).toBe('USD');
    expect(aa[col('rating')]).toBe('4.4');
    expect(aa[col('features')]).toBe('10-year shelf life|Leak-proof, even when flat');
    expect(aa[col('externalId')]).toBe('B000TEST01');
    expect(rowOf(rows, 'voltix-9v')[col('price')]).toBe('1500');
    expect(rowOf(rows, 'voltix-9v')[col('description')]).toBe("'=1+1 is not a formula");
    expect(rowOf(rows, 'voltix-aaa-4-pack')[col('price')]).toBe('');
    expect(rowOf(rows, 'cr2032-2-pack')[col('isCategory')]).toBe('true');
    expect(rows.some((r) => r[col('name')] === 'Other site item')).toBe(false);

    const json = JSON.parse((await exportAs('json')).content) as { brandItems: Record<string, unknown>[] };
    expect(json.brandItems).toHaveLength(4);
    expect(json.brandItems.find((i) => i.itemSlug === 'voltix-aa-8-pack')).toMatchObject({
      price: '18.99',
      features: ['10-year shelf life', 'Leak-proof, even when flat'],
      rating: 4.4,
    });
  });

  it('reads its own export back as no change at all, in CSV and in JSON', async () => {
    const before = await items();
    for (const format of ['csv', 'json'] as const) {
      const file = await exportAs(format);
      const check = await importFile(file.content, true, format);
      expect(check.status).toBe(200);
      expect(check.body.data).toMatchObject({ changed: 0, unchanged: 4, invalid: 0, updated: 0 });
      const applied = await importFile(file.content, false, format);
      expect(applied.body.data).toMatchObject({ changed: 0, updated: 0 });
    }
    expect(await items()).toEqual(before);
  });

  it('updates exactly the rows whose price or name changed, and logs each in the history', async () => {
    const before = await items();
    const rows = cells((await exportAs('csv')).content);
    rowOf(rows, 'voltix-aa-8-pack')[col('price')] = '17.49';
    rowOf(rows, 'cr2032-2-pack')[col('name')] = 'CR2032 twin pack';
    const edited = unparse(rows);

    const preview = (await importFile(edited, true)).body.data as CatalogueImportResult;
    expect(preview).toMatchObject({ changed: 2, unchanged: 2, invalid: 0, updated: 0 });
    const changed = preview.rows.filter((r) => r.changes.length > 0);
    expect(changed.map((r) => [r.row, r.changes])).toEqual(
      [
        [
          rows.indexOf(rowOf(rows, 'cr2032-2-pack')) + 1,
          [{ column: 'name', from: 'CR2032 2-pack', to: 'CR2032 twin pack' }],
        ],
        [
          rows.indexOf(rowOf(rows, 'voltix-aa-8-pack')) + 1,
          [{ column: 'price', from: '18.99', to: '17.49' }],
        ],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // The dry run wrote nothing.
    expect(await items()).toEqual(before);

    const applied = await importFile(edited, false);
    expect(applied.status).toBe(200);
    expect(applied.body.data.updated).toBe(2);
    const after = await items();
    const byId = new Map(before.map((i) => [i.id, i]));
    for (const item of after) {
      const was = byId.get(item.id)!;
      if (item.itemSlug === 'voltix-aa-8-pack') expect(item.priceMinor).toBe(1749);
      else if (item.itemSlug === 'cr2032-2-pack') expect(item.name).toBe('CR2032 twin pack');
      else expect(item).toEqual(was);
    }
    // The row's other cells are as exported: the stored rating is not rewritten to the shown 4.4.
    const [aa] = await t.database.db
      .select({ rating: brandItems.rating })
      .from(brandItems)
      .where(eq(brandItems.itemSlug, 'voltix-aa-8-pack'));
    expect(aa?.rating).toBe(4.36);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.websiteTopic, 'test'), eq(activityLog.action, 'update')));
    expect(logged.map((l) => [l.entityLabel, l.changes]).sort()).toEqual(
      [
        ['CR2032 twin pack', { name: ['CR2032 2-pack', 'CR2032 twin pack'] }],
        ['Voltix AA 8-pack', expect.objectContaining({ priceMinor: [1899, 1749] })],
      ].sort(),
    );
  });

  it('refuses the whole file when any row is wrong, naming every bad row', async () => {
    const before = await items();
    const rows = cells((await exportAs('csv')).content);
    rowOf(rows, 'voltix-aa-8-pack')[col('price')] = '12.345';
    rowOf(rows, 'voltix-aaa-4-pack')[col('name')] = 'A good change that must not be written';
    rowOf(rows, 'voltix-9v')[col('name')] = '';
    rowOf(rows, 'cr2032-2-pack')[col('rating')] = 'five';
    const edited = unparse(rows);
    const line = (slug: string) => rows.indexOf(rowOf(rows, slug)) + 1;

    const preview = (await importFile(edited, true)).body.data as CatalogueImportResult;
    expect(preview).toMatchObject({ invalid: 3, changed: 1 });
    const res = await importFile(edited, false);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Nothing was updated: 3 rows have errors');
    const paths = (res.body.issues as { path: string; message: string }[]).map((i) => i.path);
    expect(paths).toEqual(
      [
        `rows.${line('voltix-aa-8-pack')}.price`,
        `rows.${line('voltix-9v')}.name`,
        `rows.${line('cr2032-2-pack')}.rating`,
      ].sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1])),
    );
    expect(res.body.issues[0].message).toMatch(/^Row \d+: /);
    expect(await items()).toEqual(before);
  });

  it('reports a key that names no item as that row’s error, and creates nothing', async () => {
    const rows = cells((await exportAs('csv')).content);
    rows.push([...rowOf(rows, 'voltix-9v')]);
    rows.at(-1)![col('itemSlug')] = 'voltix-9v-typo';
    rows.at(-1)![col('externalId')] = '';
    const preview = (await importFile(unparse(rows), true)).body.data as CatalogueImportResult;
    expect(preview.invalid).toBe(1);
    expect(preview.rows.at(-1)).toMatchObject({
      row: rows.length,
      itemId: null,
      errors: [{ column: 'key', message: expect.stringMatching(/No item of this site has this key/) }],
    });
    expect((await importFile(unparse(rows), false)).status).toBe(400);
    await items();
  });

  it('finds an item by external id, so a file may change its slug and brand', async () => {
    const rows = cells((await exportAs('csv')).content);
    const header = rows[0]!;
    const coin = rowOf(rows, 'cr2032-2-pack');
    const file = unparse([
      ['externalId', 'itemSlug', 'brandSlug', 'isCategory'],
      [coin[header.indexOf('externalId')]!, 'cr2032-duo', 'voltix', 'false'],
    ]);
    const res = await importFile(file, false);
    expect(res.status).toBe(200);
    expect(res.body.data.updated).toBe(1);
    const moved = (await api('GET', '/api/brand-items/voltix/cr2032-duo?websiteTopic=test')).body
      .data as BrandItem;
    expect(moved).toMatchObject({ brandSlug: 'voltix', isCategory: false, name: 'CR2032 2-pack' });
    const brands = (await api('GET', '/api/brands?pageSize=100&websiteTopic=test')).body.data.items as {
      slug: string;
      itemCount: number;
    }[];
    expect(brands.find((b) => b.slug === 'coin-cells')?.itemCount).toBe(0);
    // Taking the slug of another item of the brand is that row's error.
    const clash = unparse([
      ['externalId', 'itemSlug'],
      ['B000COIN01', 'voltix-9v'],
    ]);
    const refused = (await importFile(clash, true)).body.data as CatalogueImportResult;
    expect(refused.rows[0]?.errors).toEqual([
      { column: 'itemSlug', message: "Another item of this brand already has the slug 'voltix-9v'" },
    ]);
  });

  it('exports brands and categories as their own file, and reads it back as an update of them', async () => {
    const res = await api('GET', '/api/brand-items/export?format=csv&of=brands');
    const file = res.body.data as CatalogueExport;
    expect(file.filename).toMatch(/^test-brands-.*\.csv$/);
    const rows = cells(file.content);
    expect(rows[0]).toEqual([...CATALOGUE_BRAND_COLUMNS]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['voltix', 'coin-cells']);
    expect((await importFile(file.content, true)).body.data).toMatchObject({
      kind: 'brands',
      changed: 0,
      unchanged: 2,
    });

    const bcol = (name: (typeof CATALOGUE_BRAND_COLUMNS)[number]) => CATALOGUE_BRAND_COLUMNS.indexOf(name);
    rows[1]![bcol('name')] = 'Voltix Power';
    rows[2]![bcol('isCategory')] = 'false';
    const refused = await importFile(unparse(rows), false);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'rows.3.isCategory', message: expect.stringMatching(/^Row 3: A brand becomes a category/) },
    ]);
    rows[2]![bcol('isCategory')] = 'true';
    rows.push(['no-such-brand', 'Ghost']);
    const unknown = (await importFile(unparse(rows), true)).body.data as CatalogueImportResult;
    expect(unknown.rows[2]?.errors.map((e) => e.column)).toContain('key');
    rows.pop();

    const applied = await importFile(unparse(rows), false);
    expect(applied.body.data).toMatchObject({ kind: 'brands', updated: 1 });
    // The brand's items carry its new name too.
    expect((await items()).filter((i) => i.brandSlug === 'voltix').map((i) => i.brandName)).toEqual(
      expect.arrayContaining(['Voltix Power']),
    );
    expect(
      (await items()).filter((i) => i.brandSlug === 'voltix').every((i) => i.brandName === 'Voltix Power'),
    ).toBe(true);
  });

  it('keeps topics apart: another site neither exports nor updates these items', async () => {
    const mine = (await exportAs('csv')).content;
    const theirs = await exportAs('csv', otherAdmin);
    expect(theirs.content).not.toContain('voltix-aa-8-pack');
    const before = await items();
    const res = await importFile(mine.replace('17.49', '1.00'), true, 'csv', otherAdmin);
    expect(res.body.data).toMatchObject({ invalid: 4, changed: 0 });
    expect((await importFile(mine.replace('17.49', '1.00'), false, 'csv', otherAdmin)).status).toBe(400);
    expect(await items()).toEqual(before);
  });

  it('lets an editor export and update by file, and names the editor in the history', async () => {
    const editor = (
      await addMember(t.app, { authorization: admin }, 'file-editor@test.test', 'editor', 'test')
    ).authorization;
    const rows = cells((await exportAs('csv', editor)).content);
    rowOf(rows, 'voltix-9v')[col('description')] = 'Edited by an editor';
    const res = await importFile(unparse(rows), false, 'csv', editor);
    expect(res.status).toBe(200);
    expect(res.body.data.updated).toBe(1);
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.websiteTopic, 'test'), eq(activityLog.userEmail, 'file-editor@test.test')));
    expect(entry).toMatchObject({ action: 'update', entityType: 'brandItem', entityLabel: 'Voltix 9V' });
  });

  it('writes the changes and their history in one transaction: a failure half-way keeps neither', async () => {
    const db = t.database.db;
    const real = catalogueFileRepository(db);
    let calls = 0;
    // The items are written, then the next step fails, as a lost connection or a concurrent clash would.
    const failing = {
      ...real,
      updateItems: async (...args: Parameters<typeof real.updateItems>) => {
        calls += 1;
        const written = await real.updateItems(...args);
        expect(written).toHaveLength(args[1].length);
        throw new Error('write failed');
      },
    };
    const service = catalogueFileService(db, failing);
    const before = await items();
    const logged = async () =>
      (await db.select().from(activityLog).where(eq(activityLog.websiteTopic, 'test'))).length;
    const entries = await logged();
    const rows = cells((await exportAs('csv')).content);
    for (const r of rows.slice(1)) r[col('description')] = 'Rolled back';
    const input = { format: 'csv' as const, content: unparse(rows), dryRun: false };
    await expect(service.import('test', { userId: null, email: 'test' }, input)).rejects.toThrow(
      'write failed',
    );
    expect(calls).toBe(1);
    expect(await items()).toEqual(before);
    expect(await logged()).toBe(entries);
  });

  it('refuses files that are too large, too long or without a key, and callers who are not editors', async () => {
    const huge = await importFile('x'.repeat(CATALOGUE_FILE_MAX_CHARS + 1), true);
    expect(huge.status).toBe(400);
    expect(huge.body.issues[0].message).toMatch(/The file is too large: at most 10 MB/);
    const long = `itemSlug,brandSlug\n${'a,b\n'.repeat(CATALOGUE_FILE_MAX_ROWS + 1)}`;
    const tooMany = await importFile(long, true);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/takes at most 20000/);
    expect((await importFile('name,price\nA,1', true)).body.error).toMatch(
      /needs the columns brandSlug and itemSlug/,
    );
    expect((await importFile('itemSlug,brandSlug,colour\na,b,red', true)).body.error).toMatch(
      /Unknown column: colour/,
    );
    expect((await importFile('[1', true, 'json')).body.error).toBe('This is not valid JSON');
    expect((await api('GET', '/api/brand-items/export', undefined, '')).status).toBe(401);
    expect((await api('GET', '/api/brand-items/export', undefined, shopper)).status).toBe(403);
    expect((await importFile('itemSlug,brandSlug\na,b', true, 'csv', shopper)).status).toBe(403);
  });

  it('writes rows that change different columns, lists and numbers included; a typed price is no longer the marketplace’s', async () => {
    const db = t.database.db;
    const checked = new Date('2026-01-02T03:04:05.000Z');
    await db.update(brandItems).set({ priceCheckedAt: checked }).where(eq(brandItems.websiteTopic, 'test'));
    const rows = cells((await exportAs('csv')).content);
    const nine = rowOf(rows, 'voltix-9v');
    nine[col('price')] = '1600';
    nine[col('features')] = 'Alkaline|Snap terminals';
    nine[col('imageUrls')] = 'https://img.example/9v.jpg';
    nine[col('rating')] = '3.5';
    const aaa = rowOf(rows, 'voltix-aaa-4-pack');
    aaa[col('description')] = '';
    aaa[col('reviewCount')] = '12';
    aaa[col('ordering')] = '7';
    const res = await importFile(unparse(rows), false);
    expect(res.status).toBe(200);
    expect(res.body.data.updated).toBe(2);
    const after = new Map((await items()).map((i) => [i.itemSlug, i]));
    expect(after.get('voltix-9v')).toMatchObject({
      priceMinor: 1600,
      currency: 'JPY',
      features: ['Alkaline', 'Snap terminals'],
      imageUrls: ['https://img.example/9v.jpg'],
      rating: 3.5,
    });
    expect(after.get('voltix-aaa-4-pack')).toMatchObject({ description: '', reviewCount: 12, ordering: 7 });
    const checks = await db
      .select({ slug: brandItems.itemSlug, at: brandItems.priceCheckedAt })
      .from(brandItems)
      .where(eq(brandItems.websiteTopic, 'test'));
    expect(Object.fromEntries(checks.map((c) => [c.slug, c.at]))).toEqual({
      'voltix-9v': null,
      'voltix-aaa-4-pack': checked,
      'voltix-aa-8-pack': checked,
      'cr2032-2-pack': checked,
    });
  });
});
