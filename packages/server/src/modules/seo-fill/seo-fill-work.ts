import { pagePaths, roundRating, type SeoFillMode, type SeoRecordKind } from '@app/contract';
import type { Actor } from '../activity';
import { toBrand, toBrandItem } from '../brands';
import { publishChange } from '../changes';
import type { SeoDraft, SeoSubject } from '../text-generator';
import type { FillBrandRow, FillItemRow, SeoFillRepository, SeoValues } from './seo-fill.repository';

/*
 * One record of a fill: which it is, where it lives, what the generator is told about it, which
 * fields a mode writes, and the write itself.
 */

const isBlank = (s: string | null) => s === null || s.trim() === '';
const paths = pagePaths('');

export type Work =
  | { type: 'brand'; row: FillBrandRow; subject: SeoSubject }
  | { type: 'item'; row: FillItemRow; subject: SeoSubject };

export const keyOf = (w: Work) => `${w.type}:${w.row.id}`;
export const kindOf = (w: Work): SeoRecordKind =>
  w.type === 'brand'
    ? w.row.isCategory
      ? 'category'
      : 'brand'
    : w.row.isCategory
      ? 'categoryItem'
      : 'brandItem';
export const pathOf = (w: Work) =>
  w.type === 'brand'
    ? paths.brand(w.row.slug, w.row.isCategory)
    : paths.item(w.row.brandSlug, w.row.itemSlug, w.row.isCategory);

/** The fields a mode writes for a record: all three for `all`, the empty ones for `empty`. */
export function fieldsToWrite(w: Work, mode: SeoFillMode): Array<keyof SeoValues> {
  const all: Array<keyof SeoValues> = ['seoTitle', 'seoDescription', 'seoKeywords'];
  return mode === 'all' ? all : all.filter((f) => isBlank(w.row[f]));
}

/** The records a fill writes, each with what the text generator is told about it. */
export async function workOf(repo: SeoFillRepository, topic: string, mode: SeoFillMode): Promise<Work[]> {
  const [brandRows, itemRows, facts] = await Promise.all([
    repo.brandsToFill(topic, mode),
    repo.itemsToFill(topic, mode),
    repo.itemFacts(topic),
  ]);
  const byBrand = new Map<number, typeof facts>();
  for (const f of facts) {
    const list = byBrand.get(f.brandId) ?? [];
    list.push(f);
    byBrand.set(f.brandId, list);
  }
  const brandsWork: Work[] = brandRows.map((row) => {
    const its = byBrand.get(row.id) ?? [];
    const prices = its.map((i) => i.priceMinor).filter((p): p is number => p !== null);
    const top = [...its].sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1)).slice(0, 3);
    return {
      type: 'brand',
      row,
      subject: {
        kind: row.isCategory ? 'category' : 'brand',
        id: row.id,
        name: row.name,
        description: row.description,
        itemCount: its.length,
        topItems: top.map((t) => ({ name: t.name, rating: roundRating(t.rating) })),
        minPriceMinor: prices.length ? Math.min(...prices) : null,
        maxPriceMinor: prices.length ? Math.max(...prices) : null,
        currency: its[0]?.currency ?? 'USD',
      },
    };
  });
  const itemsWork: Work[] = itemRows.map((row) => ({
    type: 'item',
    row,
    subject: {
      kind: row.isCategory ? 'categoryItem' : 'brandItem',
      id: row.id,
      name: row.name,
      brandName: row.brandName,
      description: row.description,
      features: row.features,
      priceMinor: row.priceMinor,
      currency: row.currency,
      rating: roundRating(row.rating),
      reviewCount: row.reviewCount,
    },
  }));
  return [...brandsWork, ...itemsWork];
}

export const valuesOf = (draft: SeoDraft): SeoValues => ({
  seoTitle: draft.title,
  seoDescription: draft.description,
  seoKeywords: draft.keywords,
});

/**
 * Writes one record's text with its own 'update' entry (the field diff) in one transaction: the
 * record's history then answers who changed its meta description, as for an edit by hand. Fills
 * write record by record, so there is no batch transaction one entry could share.
 */
export function writeRecord(
  repo: SeoFillRepository,
  topic: string,
  actor: Actor,
  mode: SeoFillMode,
  w: Work,
  values: SeoValues,
  intro: string | null,
) {
  return repo.inTransaction(async (r, tx) => {
    if (w.type === 'brand') {
      const before = await r.lockedBrand(topic, w.row.id);
      const after = before && (await r.writeBrand(topic, w.row.id, mode, values, intro));
      if (!before || !after) return false;
      await publishChange(tx, topic, actor, {
        action: 'update',
        entityType: 'brand',
        entityId: after.id,
        entityLabel: after.name,
        before: toBrand(before),
        after: toBrand(after),
      });
      return true;
    }
    const before = await r.lockedItem(topic, w.row.id);
    const after = before && (await r.writeItem(topic, w.row.id, mode, values));
    if (!before || !after) return false;
    await publishChange(tx, topic, actor, {
      action: 'update',
      entityType: 'brandItem',
      entityId: after.id,
      entityLabel: after.name,
      before: toBrandItem(before),
      after: toBrandItem(after),
    });
    return true;
  });
}
