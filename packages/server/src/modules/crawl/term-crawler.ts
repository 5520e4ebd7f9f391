import { CRAWL_ERRORS, type CrawlTermResult } from '@app/contract';
import { CrawlError, isCrawlError } from './crawl-error';
import type { ImportItem, ImportResult } from './crawl-import.repository';
import type { MarketplaceAdapter } from './marketplace-adapter';
import type { ParsedItem } from './marketplace-parser';

export type BrandRef = {
  id: number;
  slug: string;
  name: string;
  isCategory: boolean;
  searchTerm: string | null;
};

const norm = (s: string) => s.trim().toLowerCase();

/**
 * The brand of a result: the card's brand line when it has one, else the longest known brand
 * name the title starts with, else the title's first word (the marketplace puts the brand first).
 */
export function brandOfItem(item: Pick<ParsedItem, 'brand' | 'name'>, knownBrands: string[]): string {
  if (item.brand) return item.brand;
  const title = norm(item.name);
  const known = knownBrands
    .filter((b) => b.trim() !== '' && (title === norm(b) || title.startsWith(`${norm(b)} `)))
    .sort((a, b) => b.length - a.length)[0];
  if (known) return known;
  return item.name.split(/\s+/)[0]?.replace(/[^\p{L}\p{N}&'+.-]/gu, '') || 'Unbranded';
}

export type TermJob = {
  term: string;
  /** Crawling a brand's term: only that brand's items are kept (a category keeps all it finds). */
  brand: BrandRef | null;
  adapter: MarketplaceAdapter;
  affiliateTag: string | null;
  knownBrands: string[];
  maxPages: number;
  productPages: boolean;
  signal: AbortSignal;
  importPage(items: ImportItem[], brand: BrandRef | null): Promise<ImportResult>;
  /** Called after each page is stored, with the items found on it and those imported. */
  onPage(found: number, imported: number): Promise<void>;
};

/**
 * Crawls one term: its result pages in turn, each imported as it arrives. Errors that concern
 * only this term end the term and are listed in its result; fatal ones (captcha, refused
 * address, cancel) are thrown so the whole run stops.
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
    errors: [],
  };
  const brandsSeen = new Map<string, { slug: string; name: string }>();
  const known = job.brand
    ? [job.brand.name, job.brand.searchTerm ?? '', ...job.knownBrands]
    : job.knownBrands;
  try {
    for await (const page of job.adapter.search(job.term, { maxPages: job.maxPages, signal: job.signal })) {
      result.pages++;
      const items: ImportItem[] = [];
      const seen = new Set<string>();
      for (const found of page.items) {
        if (seen.has(found.externalId)) continue;
        seen.add(found.externalId);
        let brandName = brandOfItem(found, known);
        if (job.brand && !job.brand.isCategory) {
          const own = [job.brand.name, job.brand.searchTerm ?? ''].map(norm);
          if (!own.includes(norm(brandName))) continue;
          brandName = job.brand.name;
        }
        let description = '';
        let features: string[] = [];
        if (job.productPages) {
          const details = await job.adapter.product(found.productUrl, job.signal).catch((err) => {
            if (isCrawlError(err) && err.fatal) throw err;
            return null;
          });
          if (details) {
            if (details.brand && !job.brand) brandName = details.brand;
            description = details.description;
            features = details.features;
          }
        }
        items.push({
          externalId: found.externalId,
          name: found.name,
          brandName,
          priceMinor: found.priceMinor,
          currency: found.currency ?? 'USD',
          rating: found.rating,
          reviewCount: found.reviewCount,
          imageUrls: found.imageUrl ? [found.imageUrl] : [],
          marketplaceUrl: job.adapter.productLink(found.externalId, job.affiliateTag),
          description,
          features,
        });
      }
      const imported = await job.importPage(items, job.brand);
      result.brandsCreated += imported.brandsCreated;
      result.itemsCreated += imported.itemsCreated;
      result.itemsUpdated += imported.itemsUpdated;
      for (const b of imported.brands) brandsSeen.set(b.slug, { slug: b.slug, name: b.name });
      await job.onPage(page.items.length, items.length);
    }
  } catch (err) {
    if (job.signal.aborted) throw new CrawlError('cancelled', CRAWL_ERRORS.cancelled, true);
    if (!isCrawlError(err) || err.fatal) throw err;
    result.errors.push(`${job.term}: ${err.message}`);
  }
  result.brands = [...brandsSeen.values()];
  result.brandsUpdated = Math.max(0, result.brands.length - result.brandsCreated);
  return result;
}
