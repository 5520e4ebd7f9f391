import {
  CATALOGUE_BRAND_COLUMNS,
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_ERRORS,
  type CatalogueExport,
  type CatalogueFileFormat,
  type CatalogueFileKind,
  type CatalogueImportResult,
  type CatalogueImportRow,
  ERRORS,
} from '@app/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, uniqueViolation } from '../../errors';
import type { Actor } from '../activity';
import { recountItems, toBrand, toBrandItem } from '../brands';
import { publishChange, publishChanges } from '../changes';
import { type PlannedBrandRow, planBrandImport } from './catalogue-brand-plan';
import { readCatalogueFile, toBrandFileValues, toFileValues, writeCsv, writeJson } from './catalogue-file';
import type { CatalogueFileRepository } from './catalogue-file.repository';
import { type PlannedRow, planImport } from './catalogue-file-plan';

const MIME: Record<CatalogueFileFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
};

/** The plan as the wire shows it: each row without the records read from the database. */
function shown(kind: CatalogueFileKind, rows: CatalogueImportRow[]): CatalogueImportResult {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  const changed = rows.filter((r) => r.errors.length === 0 && r.changes.length > 0).length;
  return {
    kind,
    rows: rows.map(({ row, brandSlug, itemSlug, name, itemId, changes, errors }) => ({
      row,
      brandSlug,
      itemSlug,
      name,
      itemId,
      changes,
      errors,
    })),
    changed,
    unchanged: rows.length - invalid - changed,
    invalid,
    updated: 0,
  };
}

export function catalogueFileService(db: Db, files: CatalogueFileRepository) {
  /*
   * Each changed record gets its own 'update' entry, unlike a bulk create's single 'import' entry:
   * a file edits records that already have a history, and each edit's field diff and version
   * belong in it (its history tab, "restore this version").
   */
  async function writeItems(tx: Tx, topic: string, actor: Actor, rows: PlannedRow[]) {
    const updated = await files.updateItems(
      topic,
      rows.map(({ item, values }) => ({ id: item!.id, values })),
      tx,
    );
    // An item deleted since the file was read.
    if (updated.length !== rows.length) throw notFound(ERRORS.brandItemNotFound);
    const afterOf = new Map(updated.map((row) => [row.id, row]));
    const brandIds: number[] = [];
    const entries = rows.map(({ item }) => {
      const before = item!;
      const after = afterOf.get(before.id)!;
      if (after.brandId !== before.brandId) brandIds.push(before.brandId, after.brandId);
      return {
        action: 'update' as const,
        entityType: 'brandItem' as const,
        entityId: after.id,
        entityLabel: after.name,
        before: toBrandItem(before),
        after: toBrandItem(after),
      };
    });
    await publishChanges(tx, topic, actor, entries);
    await recountItems(tx, topic, brandIds);
  }

  async function writeBrands(tx: Tx, topic: string, actor: Actor, rows: PlannedBrandRow[]) {
    for (const { brand, values } of rows) {
      const after = await files.updateBrand(topic, brand!.id, values, tx);
      if (!after) throw notFound(ERRORS.brandNotFound);
      await publishChange(tx, topic, actor, {
        action: 'update',
        entityType: 'brand',
        entityId: after.id,
        entityLabel: after.name,
        before: toBrand(brand!),
        after: toBrand(after),
      });
    }
  }

  return {
    async export(
      topic: string,
      format: CatalogueFileFormat,
      of: CatalogueFileKind,
    ): Promise<CatalogueExport> {
      const values =
        of === 'items'
          ? (await files.items(topic)).map(toFileValues)
          : (await files.brands(topic)).map(toBrandFileValues);
      const columns = of === 'items' ? CATALOGUE_FILE_COLUMNS : CATALOGUE_BRAND_COLUMNS;
      return {
        filename: `${topic}-${of === 'items' ? 'items' : 'brands'}-${new Date().toISOString().slice(0, 10)}.${format}`,
        mimeType: MIME[format],
        content: format === 'csv' ? writeCsv<string>(columns, values) : writeJson(of, values),
        count: values.length,
      };
    },

    /**
     * Reads the file as an update of the items (or brands) it names. A dry run only reports;
     * otherwise any row with an error refuses the whole file, naming every row's errors, and the
     * changes are written in one transaction, each with its history entry: all of them or none.
     */
    async import(
      topic: string,
      actor: Actor,
      input: { format: CatalogueFileFormat; content: string; dryRun: boolean },
    ): Promise<CatalogueImportResult> {
      const file = readCatalogueFile(input.format, input.content);
      const rows: (PlannedRow | PlannedBrandRow)[] =
        file.kind === 'items'
          ? planImport(file, await files.items(topic), await files.brands(topic))
          : planBrandImport(file, await files.brands(topic));
      const result = shown(file.kind, rows);
      if (input.dryRun) return result;
      if (result.invalid > 0)
        throw badRequest(
          CATALOGUE_FILE_ERRORS.refused(result.invalid),
          rows.flatMap((r) =>
            r.errors.map((e) => ({
              path: `rows.${r.row}.${e.column}`,
              message: `Row ${r.row}: ${e.message}`,
            })),
          ),
        );
      const changed = rows.filter((r) => r.changes.length > 0);
      if (changed.length === 0) return result;
      try {
        await db.transaction((tx) =>
          file.kind === 'items'
            ? writeItems(tx, topic, actor, changed as PlannedRow[])
            : writeBrands(tx, topic, actor, changed as PlannedBrandRow[]),
        );
      } catch (err) {
        // Another write between the check and this one took an address or id the file gives.
        if (uniqueViolation(err) !== null) throw conflict(ERRORS.itemSlugTaken);
        throw err;
      }
      return { ...result, updated: changed.length };
    },
  };
}
