import { z } from 'zod';
import {
  Currency,
  HttpUrl,
  Id,
  ImageUrl,
  PageQuery,
  PG_INT_MAX,
  QueryBool,
  SeoFields,
  SeoOut,
  Slug,
} from './common';
import { BRANDS_PAGE_SIZE } from './constants';
import { Paged } from './envelope';
import { ITEM_AVAILABILITIES } from './prices';

export const BrandItem = z.object({
  id: z.number().int(),
  websiteTopic: z.string(),
  brandId: z.number().int(),
  brandSlug: z.string(),
  brandName: z.string(),
  itemSlug: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Integer minor units of `currency` (cents for USD); null when unknown. */
  priceMinor: z.number().int().nullable(),
  currency: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  imageUrls: z.array(z.string()),
  marketplaceUrl: z.string().nullable(),
  externalId: z.string().nullable(),
  /** When the marketplace last confirmed the price; null: never (entered by hand), shown as today's. */
  priceCheckedAt: z.string().nullable(),
  /** The price before its last change (same currency), and when it changed. */
  previousPriceMinor: z.number().int().nullable(),
  priceChangedAt: z.string().nullable(),
  availability: z.enum(ITEM_AVAILABILITIES),
  isCategory: z.boolean(),
  ordering: z.number().int(),
  ...SeoOut,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandItem = z.infer<typeof BrandItem>;

/**
 * A rating as it leaves the server: one decimal, as marketplaces show it. Stored ratings are
 * doubles (3.6 + 0.2 is 3.8000000000000003), so every reply, page head and text prompt rounds.
 */
export function roundRating(rating: number): number;
export function roundRating(rating: number | null): number | null;
export function roundRating(rating: number | null): number | null {
  return rating === null ? null : Math.round(rating * 10) / 10;
}

const itemFields = {
  name: z.string().trim().min(1, 'Enter a name').max(200),
  itemSlug: Slug.optional(),
  description: z.string().trim().max(10_000).default(''),
  features: z.array(z.string().trim().min(1).max(300)).max(30).default([]),
  priceMinor: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
  currency: Currency.default('USD'),
  rating: z.number().min(0).max(5).nullable().optional(),
  reviewCount: z.number().int().min(0).max(PG_INT_MAX).default(0),
  imageUrls: z.array(ImageUrl).max(20).default([]),
  marketplaceUrl: HttpUrl.nullable().optional(),
  externalId: z.string().trim().min(1).max(64).nullable().optional(),
  ...SeoFields,
};

/** The owning brand is named by id or by slug; the item's category flag follows its brand. */
export const CreateBrandItemBody = z
  .strictObject({ brandId: Id.optional(), brandSlug: Slug.optional(), ...itemFields })
  .refine((b) => b.brandId !== undefined || b.brandSlug !== undefined, {
    message: 'Name the brand with brandId or brandSlug',
    path: ['brandId'],
  });
export type CreateBrandItemBody = z.infer<typeof CreateBrandItemBody>;
export type CreateBrandItemInput = z.input<typeof CreateBrandItemBody>;

export const MAX_BULK_ITEMS = 5000;

/** What the bulk create's preview says about pasted rows before anything is sent. */
export const BULK_ROWS_ERRORS = {
  notJson: (reason: string) => `This is not valid JSON: ${reason}`,
  jsonShape: 'Give a JSON array of items, or an object with a brandItems array.',
  notAnObject: 'This row is not an object',
  noHeader: 'The first line must name the columns, including name (see the template).',
  unknownColumns: (names: string[], known: readonly string[]) =>
    `Unknown column${names.length > 1 ? 's' : ''}: ${names.join(', ')}. Known columns: ${known.join(', ')}.`,
  unreadableLine: 'This line could not be read',
  badPrice: (text: string) => `price: '${text}' is not a price such as 12.99`,
  tooManyRows: (rows: number) => `Send at most ${MAX_BULK_ITEMS} items at once; this has ${rows}.`,
  unknownBrand: (ownerNoun: string, slug: string) => `brandSlug: no ${ownerNoun} '${slug}' on this site`,
} as const;
const bulkOf = <Row extends z.ZodType>(row: Row) =>
  z.strictObject({
    brandItems: z
      .array(row)
      .min(1, 'Send at least one item')
      .max(MAX_BULK_ITEMS, `Send at most ${MAX_BULK_ITEMS} items at once`),
  });
/** Rows shaped like the body of POST /api/brand-items, all created or none. */
export const BulkCreateBrandItemsBody = bulkOf(CreateBrandItemBody);
/**
 * The same batch with its rows not read yet: the server reads them one by one, so that a bad
 * batch is answered with every failing row named ("Row 3: name: Enter a name").
 */
export const BulkCreateBrandItemsBatch = bulkOf(z.unknown());

export const UpdateBrandItemBody = z.strictObject({
  brandId: Id.optional(),
  name: itemFields.name.optional(),
  itemSlug: Slug.optional(),
  description: z.string().trim().max(10_000).optional(),
  features: z.array(z.string().trim().min(1).max(300)).max(30).optional(),
  priceMinor: itemFields.priceMinor,
  currency: Currency.optional(),
  rating: itemFields.rating,
  reviewCount: z.number().int().min(0).max(PG_INT_MAX).optional(),
  imageUrls: z.array(ImageUrl).max(20).optional(),
  marketplaceUrl: itemFields.marketplaceUrl,
  externalId: itemFields.externalId,
  ...SeoFields,
});
export type UpdateBrandItemBody = z.infer<typeof UpdateBrandItemBody>;

export const BrandItemListQuery = PageQuery(BRANDS_PAGE_SIZE).extend({
  isCategory: QueryBool.optional(),
  brandSlug: Slug.optional(),
  categorySlug: Slug.optional(),
  /** Only items whose brand has at least this many items. */
  minBrandItems: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
  websiteTopic: z.string().optional(),
});
export const BrandItemList = Paged(BrandItem);
export type BrandItemList = z.infer<typeof BrandItemList>;

export const BrandItemsOfBrandQuery = PageQuery(100).extend({
  isCategory: QueryBool.optional(),
  websiteTopic: z.string().optional(),
});
export const BrandItemLookupQuery = z.object({
  isCategory: QueryBool.optional(),
  websiteTopic: z.string().optional(),
});

export const ChangeBrandItemOrderBody = z.strictObject({
  brandItemIds: z.array(Id).min(1, 'Send at least one id').max(10_000),
});
