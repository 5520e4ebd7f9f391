import { type BrandItem, ERRORS } from '@app/contract';
import { lines, nullIfBlank, undefinedIfBlank } from '../components/body-resolver';
import { priceMinorOf, priceText } from '../components/money';

/** An item as the form holds it: text, as typed. */
export interface ItemValues {
  brandId: string;
  name: string;
  itemSlug: string;
  description: string;
  features: string;
  price: string;
  currency: string;
  rating: string;
  reviewCount: string;
  imageUrls: string;
  marketplaceUrl: string;
  externalId: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  seoLocked: boolean;
}

export const itemValuesOf = (item: BrandItem | null, brandId?: number): ItemValues => ({
  brandId: String(item?.brandId ?? brandId ?? ''),
  name: item?.name ?? '',
  itemSlug: item?.itemSlug ?? '',
  description: item?.description ?? '',
  features: (item?.features ?? []).join('\n'),
  price: item ? priceText(item.priceMinor, item.currency) : '',
  currency: item?.currency ?? 'USD',
  rating: item?.rating === null || item?.rating === undefined ? '' : String(item.rating),
  reviewCount: String(item?.reviewCount ?? 0),
  imageUrls: (item?.imageUrls ?? []).join('\n'),
  marketplaceUrl: item?.marketplaceUrl ?? '',
  externalId: item?.externalId ?? '',
  seoTitle: item?.seoTitle ?? '',
  seoDescription: item?.seoDescription ?? '',
  seoKeywords: item?.seoKeywords ?? '',
  seoLocked: item?.seoLocked ?? false,
});

const numberOrText = (text: string): number | string | null => {
  const t = text.trim();
  if (t === '') return null;
  return Number.isFinite(Number(t)) ? Number(t) : t;
};

/** The wire body of the form: the contract's schemas check this, on both sides. */
export const itemBodyOf = (v: ItemValues) => ({
  brandId: v.brandId === '' ? undefined : Number(v.brandId),
  name: v.name,
  itemSlug: undefinedIfBlank(v.itemSlug),
  description: v.description,
  features: lines(v.features),
  priceMinor: priceMinorOf(v.price, v.currency.trim().toUpperCase() || 'USD') ?? null,
  currency: v.currency,
  rating: numberOrText(v.rating),
  reviewCount: numberOrText(v.reviewCount) ?? 0,
  imageUrls: lines(v.imageUrls),
  marketplaceUrl: nullIfBlank(v.marketplaceUrl),
  externalId: nullIfBlank(v.externalId),
  seoTitle: nullIfBlank(v.seoTitle),
  seoDescription: nullIfBlank(v.seoDescription),
  seoKeywords: nullIfBlank(v.seoKeywords),
  seoLocked: v.seoLocked,
});

/** What the schema cannot tell from the body: a price typed in a way that is not an amount. */
export const checkItemText = (v: ItemValues) => ({
  price:
    priceMinorOf(v.price, v.currency.trim().toUpperCase() || 'USD') === undefined
      ? ERRORS.priceFormat
      : undefined,
  brandId: v.brandId === '' ? ERRORS.brandRequired : undefined,
});
