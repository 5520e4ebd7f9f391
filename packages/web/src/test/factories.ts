import { Brand, BrandItem, BrandList } from '@app/contract';

const at = '2024-05-01T10:00:00.000Z';

/** A brand as the server sends it (the contract's schema checks the shape). */
export const buildBrand = (overrides: Partial<Brand> = {}): Brand =>
  Brand.parse({
    id: 1,
    websiteTopic: 'batteries',
    slug: 'duracell',
    name: 'Duracell',
    description: '',
    imageUrl: null,
    isCategory: false,
    ordering: 0,
    featured: false,
    searchTerm: null,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    seoLocked: false,
    itemCount: 0,
    lastCrawledAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });

/** One page holding all of `brands`. */
export const brandPage = (brands: Brand[]): BrandList =>
  BrandList.parse({ items: brands, page: 1, pageSize: 100, pageCount: 1, total: brands.length });

export const buildItem = (overrides: Partial<BrandItem> = {}): BrandItem =>
  BrandItem.parse({
    id: 10,
    websiteTopic: 'batteries',
    brandId: 1,
    brandSlug: 'duracell',
    brandName: 'Duracell',
    itemSlug: 'optimum-aa',
    name: 'Optimum AA',
    description: '',
    features: [],
    priceMinor: null,
    currency: 'USD',
    rating: null,
    reviewCount: 0,
    imageUrls: [],
    marketplaceUrl: null,
    externalId: null,
    priceCheckedAt: null,
    previousPriceMinor: null,
    priceChangedAt: null,
    availability: 'unknown',
    isCategory: false,
    ordering: 0,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    seoLocked: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
