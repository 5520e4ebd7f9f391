import {
  type Brand,
  type BrandItem,
  formatMinor,
  isPriceCurrent,
  priceExpiresAt,
  type SiteConfig,
  type TipDetail,
} from '@app/contract';

/** A schema.org node, ready for JSON.stringify. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export const breadcrumbList = (crumbs: ReadonlyArray<{ name: string; url: string }>): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.name,
    item: c.url,
  })),
});

export const webSite = (config: SiteConfig, homeUrl: string, searchUrl: string): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: config.title,
  ...(config.description ? { description: config.description } : {}),
  url: homeUrl,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

const AVAILABILITY: Record<BrandItem['availability'], string | null> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  unknown: null,
};

/**
 * A product, with an offer only while its price may be shown (as on the page: a price older than
 * the site's limit is not announced), valid until it would go stale, and its stock as last read.
 */
export function product(
  item: BrandItem,
  p: {
    url: string;
    brandUrl: string;
    images: string[];
    description: string;
    priceMaxAgeHours: number;
    now: number;
  },
): JsonLd {
  const current = isPriceCurrent(item, p.priceMaxAgeHours, p.now);
  const expires = priceExpiresAt(item, p.priceMaxAgeHours);
  const availability = AVAILABILITY[item.availability];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    url: p.url,
    description: p.description,
    ...(p.images.length ? { image: p.images } : {}),
    ...(item.externalId ? { sku: item.externalId } : {}),
    brand: { '@type': 'Brand', name: item.brandName, url: p.brandUrl },
    ...(current && item.priceMinor !== null
      ? {
          offers: {
            '@type': 'Offer',
            // The currency's ISO 4217 exponent, in exact digits: "12.99", "1500" in JPY.
            price: formatMinor(item.priceMinor, item.currency),
            priceCurrency: item.currency,
            ...(expires !== null ? { priceValidUntil: new Date(expires).toISOString().slice(0, 10) } : {}),
            ...(availability ? { availability } : {}),
            url: item.marketplaceUrl ?? p.url,
          },
        }
      : {}),
    ...(item.rating !== null && item.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: item.rating,
            reviewCount: item.reviewCount,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
  };
}

export const brand = (b: Brand, p: { url: string; image: string | null; description: string }): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Brand',
  name: b.name,
  url: p.url,
  description: p.description,
  ...(p.image ? { logo: p.image, image: p.image } : {}),
});

export const itemList = (name: string, items: ReadonlyArray<{ name: string; url: string }>): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'ItemList',
  name,
  numberOfItems: items.length,
  itemListElement: items.map((it, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: it.name,
    url: it.url,
  })),
});

export const article = (
  tip: TipDetail,
  p: { url: string; image: string | null; description: string; publisher: string },
): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Article',
  headline: tip.title.slice(0, 110),
  description: p.description,
  url: p.url,
  mainEntityOfPage: p.url,
  ...(p.image ? { image: [p.image] } : {}),
  datePublished: tip.createdAt,
  dateModified: tip.updatedAt,
  author: { '@type': 'Organization', name: p.publisher },
  publisher: { '@type': 'Organization', name: p.publisher },
});
