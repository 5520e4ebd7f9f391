import { type Brand, type BrandItem, type BrandLight, roundRating } from '@app/contract';
import { getTableColumns } from 'drizzle-orm';
import { brandItems, brands } from '../../db/schema';

const withoutSearchVector = <T extends { searchVector: unknown }>(columns: T): Omit<T, 'searchVector'> => {
  const { searchVector: _, ...rest } = columns;
  return rest;
};

/** Every column but the tsvector: nobody reads it, and it is the widest one by far. */
export const brandColumns = withoutSearchVector(getTableColumns(brands));
export const itemColumns = withoutSearchVector(getTableColumns(brandItems));

export type BrandRow = Omit<typeof brands.$inferSelect, 'searchVector'>;
export type BrandItemRow = Omit<typeof brandItems.$inferSelect, 'searchVector'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toBrand = (r: BrandRow): Brand => ({
  id: r.id,
  websiteTopic: r.websiteTopic,
  slug: r.slug,
  name: r.name,
  description: r.description,
  imageUrl: r.imageUrl,
  isCategory: r.isCategory,
  ordering: r.ordering,
  featured: r.featured,
  searchTerm: r.searchTerm,
  seoTitle: r.seoTitle,
  seoDescription: r.seoDescription,
  seoKeywords: r.seoKeywords,
  seoLocked: r.seoLocked,
  itemCount: r.itemCount,
  lastCrawledAt: iso(r.lastCrawledAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const toBrandLight = (r: Pick<BrandRow, keyof BrandLight>): BrandLight => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  imageUrl: r.imageUrl,
  isCategory: r.isCategory,
  itemCount: r.itemCount,
});

export const toBrandItem = (r: BrandItemRow): BrandItem => ({
  id: r.id,
  websiteTopic: r.websiteTopic,
  brandId: r.brandId,
  brandSlug: r.brandSlug,
  brandName: r.brandName,
  itemSlug: r.itemSlug,
  name: r.name,
  description: r.description,
  features: r.features,
  priceMinor: r.priceMinor,
  currency: r.currency,
  rating: roundRating(r.rating),
  reviewCount: r.reviewCount,
  imageUrls: r.imageUrls,
  marketplaceUrl: r.marketplaceUrl,
  externalId: r.externalId,
  priceCheckedAt: iso(r.priceCheckedAt),
  previousPriceMinor: r.previousPriceMinor,
  priceChangedAt: iso(r.priceChangedAt),
  availability: r.availability,
  isCategory: r.isCategory,
  ordering: r.ordering,
  seoTitle: r.seoTitle,
  seoDescription: r.seoDescription,
  seoKeywords: r.seoKeywords,
  seoLocked: r.seoLocked,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
