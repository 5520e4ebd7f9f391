import type { BrandRef } from './brand-signal';
import type { Availability } from './marketplace-parser';

/** An item as the crawler found it, ready to import (also what a review row keeps). */
export type ImportItem = {
  externalId: string;
  name: string;
  /** The brand the marketplace named, or the brand it was filed under. */
  brandName: string;
  priceMinor: number | null;
  currency: string;
  rating: number | null;
  reviewCount: number;
  imageUrls: string[];
  marketplaceUrl: string;
  description: string;
  features: string[];
  availability: Availability;
  /** When its product page was read (ISO); null when it was not. */
  detailsCheckedAt: string | null;
  /** The brand its product page named (kept with a review row, so a re-crawl need not read it). */
  pageBrand?: string | null;
};

/**
 * An item and the brand it goes to if it is new. An item already imported keeps the brand it
 * has; `null` says the crawler found it imported (should it be gone meanwhile, it is left out).
 */
export type Placed = {
  item: ImportItem;
  brand: Pick<BrandRef, 'id' | 'slug' | 'name' | 'isCategory'> | null;
};

export type ImportResult = {
  itemsCreated: number;
  itemsUpdated: number;
  itemsUnchanged: number;
  brands: Array<{ id: number; slug: string; name: string }>;
};

/** An import and the items it created or changed (not those it merely confirmed), for its log entry. */
export type ImportedPage = ImportResult & { touched: Array<{ id: number; name: string; created: boolean }> };
