import { CRAWL_ERRORS, type CrawlReport, type CrawlTermResult, emptyCrawlReport } from '@app/contract';
import { filterBrandOf } from './brand-filter';
import { type BrandIndex, type BrandRef, placeItem } from './brand-signal';
import { CrawlError, isCrawlError } from './crawl-error';
import type { ImportItem, ImportResult, KnownItem, Placed } from './crawl-import.repository';
import { addSkip, mergeReports } from './crawl-report';
import type { ReviewState } from './crawl-review.repository';
import type { MarketplaceAdapter, SearchResultPage } from './marketplace-adapter';
import type { ParsedItem } from './marketplace-parser';

export type { BrandRef } from './brand-signal';

const DAY_MS = 86_400_000;

export type TermJob = {
  term: string;
  /** Crawling a brand's or a category's term; null for a free term. */
  brand: BrandRef | null;
  adapter: MarketplaceAdapter;
  affiliateTag: string | null;
  /** The topic's brands, to match brand signals against and to name an item's brand. */
  index: BrandIndex;
  maxPages: number;
  productPages: boolean;
  /** A product page read longer ago than this is read again. */
  productPageMaxAgeDays: number;
  signal: AbortSignal;
  /** What the topic already has of these ids: imported items, and review rows. */
  lookup(externalIds: string[]): Promise<{ items: Map<string, KnownItem>; review: Map<string, ReviewState> }>;
  importPage(placed: Placed[]): Promise<ImportResult>;
  /** Puts items whose brand is not the site's in the review list; takes imported ones out. */
  review(waiting: Array<{ brandName: string; item: ImportItem }>, imported: string[]): Promise<void>;
  /** Called after each page is stored, with the items found on it, those imported, and its report. */
  onPage(found: number, imported: number, report: CrawlReport): Promise<void>;
};

type Details = { pageBrand: string | null } & Pick<
  ImportItem,
  'description' | 'features' | 'availability' | 'detailsCheckedAt'
>;

/** Where the items of one result page go. */
type PagePlaces = {
  placed: Placed[];
  waiting: Array<{ brandName: string; item: ImportItem }>;
  /** Review rows whose items are now imported. */
  leaving: string[];
};

/** What the pages of one term share: the ids seen so far, and how items and their pages are read. */
function termReader(job: TermJob) {
  const seen = new Set<string>();
  const maxAgeMs = job.productPageMaxAgeDays * DAY_MS;
  const isFresh = (at: Date | string | null | undefined) =>
    at != null && Date.now() - new Date(at).getTime() < maxAgeMs;

  /** The product page's brand and text, read only when nothing fresh enough is kept. */
  async function details(
    found: ParsedItem,
    kept: Details | null,
    report: CrawlReport,
  ): Promise<Details | null> {
    if (kept && isFresh(kept.detailsCheckedAt)) return kept;
    if (!job.productPages) return null;
    report.productPages++;
    const page = await job.adapter.product(found.productUrl, job.signal).catch((err) => {
      if (isCrawlError(err) && err.fatal) throw err;
      return null;
    });
    if (!page) return null;
    return {
      pageBrand: page.brand,
      description: page.description,
      features: page.features,
      availability: page.availability,
      detailsCheckedAt: new Date().toISOString(),
    };
  }

  function toImport(found: ParsedItem, brandName: string, d: Details | null): ImportItem {
    return {
      externalId: found.externalId,
      name: found.name,
      brandName,
      priceMinor: found.priceMinor,
      // Only an item without a price comes here without a currency; the column needs one.
      currency: found.currency ?? 'USD',
      rating: found.rating,
      reviewCount: found.reviewCount,
      imageUrls: found.imageUrl ? [found.imageUrl] : [],
      marketplaceUrl: job.adapter.productLink(found.externalId, job.affiliateTag),
      description: d?.description ?? '',
      features: d?.features ?? [],
      availability: d?.availability ?? 'unknown',
      detailsCheckedAt: d?.detailsCheckedAt ?? null,
      pageBrand: d?.pageBrand ?? null,
    };
  }

  /** The page's items not seen before in this term, with a price that can be stored; the rest are reported. */
  function firstSeen(page: SearchResultPage, report: CrawlReport): ParsedItem[] {
    const out: ParsedItem[] = [];
    for (const found of page.items) {
      const example = { title: found.name, externalId: found.externalId, detail: null };
      if (seen.has(found.externalId)) {
        addSkip(report, found.sponsored ? 'sponsored' : 'duplicate', example);
        continue;
      }
      seen.add(found.externalId);
      // A price is not stored under a guessed currency (a bare `$` on an unknown marketplace).
      if (found.priceMinor !== null && found.currency === null) addSkip(report, 'unknown currency', example);
      else out.push(found);
    }
    return out;
  }

  /** Places the page's new items: imported under a brand, waiting for the brand review, or left out. */
  async function place(page: SearchResultPage, report: CrawlReport): Promise<PagePlaces> {
    const items = firstSeen(page, report);
    const known = await job.lookup(items.map((f) => f.externalId));
    const out: PagePlaces = { placed: [], waiting: [], leaving: [] };
    for (const found of items) {
      const existing = known.items.get(found.externalId);
      const reviewed = known.review.get(found.externalId);
      const example = { title: found.name, externalId: found.externalId };
      if (existing) {
        // Found again: refreshed where it is (its brand is the admin's), its page read when stale.
        const d = isFresh(existing.detailsCheckedAt) ? null : await details(found, null, report);
        out.placed.push({ item: toImport(found, found.brand ?? '', d), brand: null });
        continue;
      }
      const cardOnly = {
        cardBrand: found.brand,
        pageBrand: null,
        title: found.name,
        filterBrand: filterBrandOf(found.name, page.brandFilter ?? []),
      };
      if (reviewed?.status === 'dismissed') {
        // Its page is not read again: only a card naming one of the site's brands brings it in.
        const p = placeItem(cardOnly, job.brand, job.index);
        if (p.kind === 'import')
          out.placed.push({ item: toImport(found, p.brand.name, null), brand: p.brand });
        else addSkip(report, 'dismissed brand', { ...example, detail: reviewed.brandName });
        continue;
      }
      const d = await details(found, reviewed ? keptDetails(reviewed.item) : null, report);
      const p = placeItem({ ...cardOnly, pageBrand: d?.pageBrand ?? null }, job.brand, job.index);
      if (p.kind === 'import') {
        out.placed.push({ item: toImport(found, p.brand.name, d), brand: p.brand });
        if (reviewed) out.leaving.push(found.externalId);
      } else if (p.kind === 'other brand') {
        addSkip(report, 'other brand', { ...example, detail: p.brandName });
      } else {
        out.waiting.push({ brandName: p.brandName, item: toImport(found, p.brandName, d) });
        addSkip(report, 'awaiting brand review', { ...example, detail: p.brandName });
      }
    }
    return out;
  }

  return { place };
}

/**
 * Crawls one term: its result pages in turn, each imported as it arrives, with a report of what
 * was left out and why. Errors that concern only this term end the term and are listed in its
 * result; fatal ones (captcha, refused address, cancel) are thrown so the whole run stops.
 */
export async function crawlTerm(job: TermJob): Promise<Omit<CrawlTermResult, 'sessionId'>> {
  const result: Omit<CrawlTermResult, 'sessionId'> = {
    term: job.term,
    brandsCreated: 0,
    brandsUpdated: 0,
    itemsCreated: 0,
    itemsUpdated: 0,
    pages: 0,
    brands: [],
    inReview: 0,
    report: emptyCrawlReport(),
    errors: [],
  };
  const brandsSeen = new Map<string, { slug: string; name: string }>();
  const reader = termReader(job);
  try {
    for await (const page of job.adapter.search(job.term, { maxPages: job.maxPages, signal: job.signal })) {
      result.pages++;
      const pageReport = emptyCrawlReport();
      if (page.skipped > 0) pageReport.skipped.unreadable = page.skipped;
      const { placed, waiting, leaving } = await reader.place(page, pageReport);
      const imported = await job.importPage(placed);
      await job.review(waiting, leaving);
      pageReport.itemsCreated += imported.itemsCreated;
      pageReport.itemsUpdated += imported.itemsUpdated;
      pageReport.itemsUnchanged += imported.itemsUnchanged;
      if (page.stop)
        addSkip(pageReport, page.stop.reason, {
          title: 'Next page',
          externalId: null,
          detail: page.stop.url,
        });
      result.itemsCreated += imported.itemsCreated;
      result.itemsUpdated += imported.itemsUpdated;
      result.inReview += waiting.length;
      for (const b of imported.brands) brandsSeen.set(b.slug, { slug: b.slug, name: b.name });
      result.report = mergeReports(result.report, pageReport);
      await job.onPage(page.items.length, placed.length, pageReport);
    }
  } catch (err) {
    if (job.signal.aborted) throw new CrawlError('cancelled', CRAWL_ERRORS.cancelled, true);
    if (!isCrawlError(err) || err.fatal) throw err;
    result.errors.push(`${job.term}: ${err.message}`);
  }
  result.brands = [...brandsSeen.values()];
  result.brandsUpdated = result.brands.length;
  return result;
}

/** What a review row kept of the product page it read, so a re-crawl need not read it again. */
function keptDetails(item: ImportItem): Details | null {
  if (!item.detailsCheckedAt) return null;
  return {
    pageBrand: item.pageBrand ?? null,
    description: item.description,
    features: item.features,
    availability: item.availability,
    detailsCheckedAt: item.detailsCheckedAt,
  };
}
