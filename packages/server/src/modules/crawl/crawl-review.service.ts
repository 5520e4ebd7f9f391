import {
  CRAWL_ERRORS,
  type CrawlReviewAcceptBody,
  type CrawlReviewAccepted,
  type CrawlReviewDismissed,
  type CrawlReviewList,
  ERRORS,
  UNKNOWN_BRAND,
} from '@app/contract';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../activity';
import { namesOf } from '../activity';
import { publishChange } from '../changes';
import { type BrandRef, brandIndex } from './brand-signal';
import type { CrawlImportQueries } from './crawl-import.repository';
import type { CrawlReviewRepository } from './crawl-review.repository';

/**
 * The brand review: items whose brand is not one of the site's wait off the storefront until the
 * owner makes the brand, files them under one of the site's brands, or dismisses the name.
 */
export function crawlReviewService(d: { review: CrawlReviewRepository }) {
  /** The brand chosen by id, else the site's brand of that name, else a new (not featured) one. */
  async function target(importer: CrawlImportQueries, topic: string, body: CrawlReviewAcceptBody) {
    if (body.brandId !== undefined) {
      const row = await importer.brandById(topic, body.brandId);
      if (!row) throw notFound(ERRORS.brandNotFound);
      return { brand: row, created: false };
    }
    if (body.brandName === UNKNOWN_BRAND) throw badRequest(CRAWL_ERRORS.reviewNeedsBrand);
    const same = brandIndex(await importer.knownBrands(topic)).find(body.brandName);
    if (same) return { brand: same, created: false };
    return { brand: await importer.createCrawledBrand(topic, body.brandName), created: true };
  }

  return {
    list: (topic: string): Promise<CrawlReviewList> => d.review.groups(topic),

    /**
     * Imports the group's items under the brand in one transaction. Items that came without any
     * brand but whose title starts with the brand's name go with them: the brand is now one of
     * the site's, and a crawl would have filed them under it.
     */
    async accept(topic: string, actor: Actor, body: CrawlReviewAcceptBody): Promise<CrawlReviewAccepted> {
      return d.review.inTransaction(async (review, importer, tx) => {
        const rows = await review.takeGroup(topic, body.brandName);
        if (rows.length === 0) throw notFound(CRAWL_ERRORS.reviewEmpty);
        const { brand, created } = await target(importer, topic, body);
        const taken = [...rows];
        if (!brand.isCategory && body.brandName !== UNKNOWN_BRAND) {
          const own = brandIndex([{ ...brand, isCategory: false } satisfies BrandRef]);
          const unbranded = await review.takeTitled(topic, UNKNOWN_BRAND, brand.name);
          taken.push(...unbranded.filter((u) => own.startOf(u.item.name) !== null));
        }
        const imported = await importer.upsertItems(
          topic,
          taken.map((row) => ({ item: { ...row.item, brandName: brand.name }, brand })),
        );
        // One entry per decision, on the brand the items now belong to (its history shows it).
        await publishChange(tx, topic, actor, {
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
        await review.deleteIds(
          topic,
          taken.map((row) => row.id),
        );
        return {
          brand: { id: brand.id, slug: brand.slug, name: brand.name, isCategory: brand.isCategory },
          brandCreated: created,
          itemsImported: taken.length,
        };
      });
    },

    /**
     * A dismissal changes no brand or item, only the crawl's review list, so its entry is of the
     * crawl's kind; it names the review rows by their titles.
     */
    async dismiss(topic: string, actor: Actor, brandName: string): Promise<CrawlReviewDismissed> {
      return d.review.inTransaction(async (review, _importer, tx) => {
        const rows = await review.dismiss(topic, brandName);
        if (rows.length === 0) throw notFound(CRAWL_ERRORS.reviewEmpty);
        await publishChange(tx, topic, actor, {
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
