import type { SimProduct } from './catalogue';

export type ApiItemOptions = {
  origin: string;
  /** The resources the request asked for; the API leaves out what was not asked for. */
  resources: Set<string>;
  partnerTag: string;
  priceCents: number;
};

/** A product as the product API's SearchItems and GetItems write an item (see creators-api.ts). */
export function apiItem(p: SimProduct, o: ApiItemOptions) {
  const has = (prefix: string) => [...o.resources].some((r) => r === prefix || r.startsWith(`${prefix}.`));
  const itemInfo = {
    ...(has('itemInfo.title') ? { title: { displayValue: p.title, label: 'Title', locale: 'en_US' } } : {}),
    ...(has('itemInfo.byLineInfo')
      ? { byLineInfo: { brand: { displayValue: p.brand, label: 'Brand', locale: 'en_US' } } }
      : {}),
    ...(has('itemInfo.features')
      ? { features: { displayValues: p.features, label: 'Features', locale: 'en_US' } }
      : {}),
  };
  const image = (size: number) => ({
    url: `${o.origin}/images/I/${p.asin}._SL${size}_.svg`,
    height: size,
    width: size,
  });
  const amount = o.priceCents / 100;
  return {
    asin: p.asin,
    detailPageURL: `${o.origin}/dp/${p.asin}?tag=${encodeURIComponent(o.partnerTag)}&linkCode=ogi&th=1&psc=1`,
    ...(Object.keys(itemInfo).length > 0 ? { itemInfo } : {}),
    ...(has('images.primary')
      ? { images: { primary: { large: image(500), medium: image(160), small: image(75) } } }
      : {}),
    ...(has('offersV2.listings')
      ? {
          offersV2: {
            listings: [
              {
                price: { money: { amount, currency: 'USD', displayAmount: `$${amount.toFixed(2)}` } },
                availability: { type: 'IN_STOCK', message: 'In Stock' },
                condition: { value: 'New' },
                isBuyBoxWinner: true,
              },
            ],
          },
        }
      : {}),
    ...(has('customerReviews')
      ? {
          customerReviews: {
            count: p.reviewCount,
            ...(p.rating === null ? {} : { starRating: { value: p.rating } }),
          },
        }
      : {}),
  };
}
