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
    async accept(topic: string, body: CrawlReviewAcceptBody): Promise<CrawlReviewAccepted> {
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
        await importInto(
          tx,
          topic,
          taken.map((row) => ({ item: { ...row.item, brandName: brand.name }, brand })),
        );
        await d.review.deleteIds(
          tx,
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

    async dismiss(topic: string, brandName: string): Promise<CrawlReviewDismissed> {
      const dismissed = await d.review.dismiss(topic, brandName);
      if (dismissed === 0) throw notFound(CRAWL_ERRORS.reviewEmpty);
      return { brandName, dismissed };
    },
  };
}
export type CrawlReviewService = ReturnType<typeof crawlReviewService>;
