import {
  CATALOGUE_FILE_ERRORS,
  type CatalogueExport,
  type CatalogueFileFormat,
  type CatalogueImportResult,
  ERRORS,
} from '@app/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, uniqueViolation } from '../../errors';
import { type Actor, recordActivity } from '../activity/activity-record';
import { toBrandItem } from '../brands/brand.mapper';
import { recountItems } from '../brands/brands.repository';
import type { BrandItemsRepository } from './brand-items.repository';
import { readCatalogueFile, writeCsv, writeJson } from './catalogue-file';
import type { CatalogueFileRepository } from './catalogue-file.repository';
import { type PlannedRow, planImport } from './catalogue-file-plan';

const MIME: Record<CatalogueFileFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
};

/** The result as the wire shows it: the plan without the rows read from the database. */
const shown = (rows: PlannedRow[], updated: number): CatalogueImportResult => {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  const changed = rows.filter((r) => r.errors.length === 0 && r.changes.length > 0).length;
  return {
    rows: rows.map(({ item: _item, values: _values, ...row }) => row),
    changed,
    unchanged: rows.length - invalid - changed,
    invalid,
    updated,
  };
};

export function catalogueFileService(db: Db, items: BrandItemsRepository, files: CatalogueFileRepository) {
  /** Every change in one transaction, each with its history entry: all of them or none. */
  async function write(topic: string, actor: Actor, rows: PlannedRow[]): Promise<number> {
    const changed = rows.filter((r) => r.item && r.changes.length > 0);
    if (changed.length === 0) return 0;
    try {
      return await db.transaction(async (tx) => {
        const brandIds: number[] = [];
        for (const { item, values } of changed) {
          const before = item!;
          const after = await items.update(tx, topic, before.id, values);
          if (!after) throw notFound(ERRORS.brandItemNotFound);
          if (after.brandId !== before.brandId) brandIds.push(before.brandId, after.brandId);
          await recordActivity(tx, topic, actor, {
            action: 'import',
            entityType: 'brandItem',
            entityId: after.id,
            entityLabel: after.name,
            before: toBrandItem(before),
            after: toBrandItem(after),
          });
        }
        await recountItems(tx, brandIds);
        return changed.length;
      });
    } catch (err) {
      // Another write between the check and this one took an address or id the file gives.
      if (uniqueViolation(err) !== null) throw conflict(ERRORS.itemSlugTaken);
      throw err;
    }
  }

  return {
    async export(topic: string, format: CatalogueFileFormat): Promise<CatalogueExport> {
      const rows = await files.items(topic);
      return {
        filename: `${topic}-catalogue-${new Date().toISOString().slice(0, 10)}.${format}`,
        mimeType: MIME[format],
        content: format === 'csv' ? writeCsv(rows) : writeJson(rows),
        count: rows.length,
      };
    },

    /**
     * Reads the file as an update of the items it names. A dry run only reports; otherwise any row
     * with an error refuses the whole file, naming every row's errors.
     */
    async import(
      topic: string,
      actor: Actor,
      input: { format: CatalogueFileFormat; content: string; dryRun: boolean },
    ): Promise<CatalogueImportResult> {
      const file = readCatalogueFile(input.format, input.content);
      const [current, brands] = await Promise.all([files.items(topic), files.brands(topic)]);
      const rows = planImport(file, current, brands);
      const result = shown(rows, 0);
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
      return { ...result, updated: await write(topic, actor, rows) };
    },
  };
}
