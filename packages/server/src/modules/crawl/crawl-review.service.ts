import {
  CRAWL_ERRORS,
  type CrawlReviewAcceptBody,
  type CrawlReviewAccepted,
  type CrawlReviewDismissed,
  type CrawlReviewList,
  ERRORS,
  UNKNOWN_BRAND,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brands } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { namesOf } from '../activity/activity-names';
import { type Actor, recordActivity } from '../activity/activity-record';
import { type BrandRef, brandIndex } from './brand-signal';
import { createCrawledBrand, importInto } from './crawl-import.repository';
import type { CrawlReviewRepository } from './crawl-review.repository';

const refColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  isCategory: brands.isCategory,
  searchTerm: brands.searchTerm,
};

/**
 * The brand review: items whose brand is not one of the site's wait off the storefront until the
 * owner makes the brand, files them under one of the site's brands, or dismisses the name.
 */
export function crawlReviewService(d: {
  db: Db;
  review: CrawlReviewRepository;
  invalidateTopic(topic: string): Promise<void>;
}) {
  /** The brand chosen by id, else the site's brand of that name, else a new (not featured) one. */
  async function target(tx: Tx, topic: string, body: CrawlReviewAcceptBody) {
    if (body.brandId !== undefined) {
      const [row] = await tx
        .select(refColumns)
        .from(brands)
        .where(and(eq(brands.websiteTopic, topic), eq(brands.id, body.brandId)));
      if (!row) throw notFound(ERRORS.brandNotFound);
      return { brand: row, created: false };
    }
    if (body.brandName === UNKNOWN_BRAND) throw badRequest(CRAWL_ERRORS.reviewNeedsBrand);
    const all = await tx.select(refColumns).from(brands).where(eq(brands.websiteTopic, topic));
    const same = brandIndex(all).find(body.brandName);
    if (same) return { brand: same, created: false };
    return { brand: await createCrawledBrand(tx, topic, body.brandName), created: true };
  }

  return {
    list: (topic: string): Promise<CrawlReviewList> => d.review.groups(topic),

    /**
     * Imports the group's items under the brand in one transaction. Items that came without any
     * brand but whose title starts with the brand's name go with them: the brand is now one of
     * the site's, and a crawl would have filed them under it.
     */
    async accept(topic: string, actor: Actor, body: CrawlReviewAcceptBody): Promise<CrawlReviewAccepted> {
      const result = await d.db.transaction(async (tx) => {
        const rows = await d.review.takeGroup(tx, topic, body.brandName);
        if (rows.length === 0) throw notFound(CRAWL_ERRORS.reviewEmpty);
        const { brand, created } = await target(tx, topic, body);
        const taken = [...rows];
        if (!brand.isCategory && body.brandName !== UNKNOWN_BRAND) {
          const own = brandIndex([{ ...brand, isCategory: false } satisfies BrandRef]);
          const unbranded = await d.review.takeTitled(tx, topic, UNKNOWN_BRAND, brand.name);
          taken.push(...unbranded.filter((u) => own.startOf(u.item.name) !== null));
        }
        const imported = await importInto(
          tx,
          topic,
          taken.map((row) => ({ item: { ...row.item, brandName: brand.name }, brand })),
        );
        // One entry per decision, on the brand the items now belong to (its history shows it).
        await recordActivity(tx, topic, actor, {
          action: 'import',
          entityType: 'brand',
          entityId: brand.id,
          entityLabel: `Brand review: ${taken.length} items of "${body.brandName}" accepted under ${brand.name}`,
          changes: {
            reviewedName: [null, body.brandName],
            brand: [null, brand.name],
            brandCreated: [null, created],
            itemsCreated: [null, imported.itemsCreated],
            itemsUpdated: [null, imported.itemsUpdated],
            items: [null, namesOf(imported.touched)],
          },
        });
        await d.review.deleteIds(
          tx,
          topic,
          taken.map((row) => row.id),
        );
        return {
          brand: { id: brand.id, slug: brand.slug, name: brand.name, isCategory: brand.isCategory },
          brandCreated: created,
          itemsImported: taken.length,
        };
      });
      await d.invalidateTopic(topic);
      return result;
    },

    /**
     * A dismissal changes no brand or item, only the crawl's review list, so its entry is of the
     * crawl's kind; it names the review rows by their titles.
     */
    async dismiss(topic: string, actor: Actor, brandName: string): Promise<CrawlReviewDismissed> {
      return d.db.transaction(async (tx) => {
        const rows = await d.review.dismiss(tx, topic, brandName);
        if (rows.length === 0) throw notFound(CRAWL_ERRORS.reviewEmpty);
        await recordActivity(tx, topic, actor, {
          action: 'update',
          entityType: 'crawlRun',
          entityLabel: `Brand review: "${brandName}" rejected, ${rows.length} items dismissed`,
          changes: {
            reviewedName: [null, brandName],
            status: ['pending', 'dismissed'],
            items: [null, namesOf(rows.map((row) => ({ name: row.name })))],
          },
        });
        return { brandName, dismissed: rows.length };
      });
    },
  };
}
export type CrawlReviewService = ReturnType<typeof crawlReviewService>;
