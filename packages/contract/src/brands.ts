import { z } from 'zod';
import {
  BrandSlug,
  CappedCount,
  Id,
  ImageUrl,
  PageQuery,
  PG_INT_MAX,
  QueryBool,
  SeoFields,
  SeoOut,
} from './common';
import { BRANDS_PAGE_SIZE, FEATURED_LIMIT, FEATURED_MAX } from './constants';
import { Paged } from './envelope';

export const Brand = z.object({
  id: z.number().int(),
  websiteTopic: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  isCategory: z.boolean(),
  ordering: z.number().int(),
  /** Shown among the home page's featured brands and the header's top brands. */
  featured: z.boolean(),
  searchTerm: z.string().nullable(),
  ...SeoOut,
  itemCount: z.number().int(),
  lastCrawledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof Brand>;

/** What menus and banners need of a brand. */
export const BrandLight = Brand.pick({
  id: true,
  slug: true,
  name: true,
  imageUrl: true,
  isCategory: true,
  itemCount: true,
});
export type BrandLight = z.infer<typeof BrandLight>;

export const FlyoutItem = z.object({
  id: z.number().int(),
  brandSlug: z.string(),
  itemSlug: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export const FlyoutCategory = BrandLight.extend({ items: z.array(FlyoutItem) });
export type FlyoutCategory = z.infer<typeof FlyoutCategory>;

export const CreateBrandBody = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name').max(120),
  slug: BrandSlug.optional(),
  description: z.string().trim().max(5000).default(''),
  imageUrl: ImageUrl.nullable().optional(),
  isCategory: z.boolean().default(false),
  /** Brands made by hand are featured unless the owner says otherwise. */
  featured: z.boolean().optional(),
  searchTerm: z.string().trim().max(200).nullable().optional(),
  ...SeoFields,
});
export type CreateBrandBody = z.infer<typeof CreateBrandBody>;
export type CreateBrandInput = z.input<typeof CreateBrandBody>;

export const UpdateBrandBody = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name').max(120).optional(),
  slug: BrandSlug.optional(),
  description: z.string().trim().max(5000).optional(),
  imageUrl: ImageUrl.nullable().optional(),
  isCategory: z.boolean().optional(),
  featured: z.boolean().optional(),
  searchTerm: z.string().trim().max(200).nullable().optional(),
  ...SeoFields,
});
export type UpdateBrandBody = z.infer<typeof UpdateBrandBody>;

export const BrandListQuery = PageQuery(BRANDS_PAGE_SIZE).extend({
  isCategory: QueryBool.optional(),
  /** Part of a brand's name, any case: pickers ask for the few brands that match what was typed. */
  q: z.string().trim().max(120).optional(),
  websiteTopic: z.string().optional(),
});
export const BrandList = Paged(Brand);
export type BrandList = z.infer<typeof BrandList>;

export const FeaturedQuery = z.object({
  isCategory: QueryBool.optional(),
  limit: CappedCount(FEATURED_MAX, FEATURED_LIMIT, 'limit'),
  excludeIds: z
    .string()
    .max(4000)
    .optional()
    .transform((s, ctx) => {
      const ids = (s ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number);
      if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > PG_INT_MAX)) {
        ctx.addIssue({ code: 'custom', message: 'excludeIds is a comma-separated list of ids' });
        return z.NEVER;
      }
      return ids;
    }),
  minItems: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
  websiteTopic: z.string().optional(),
});
export const FeaturedBrands = z.object({ items: z.array(Brand), remaining: z.number().int() });
export type FeaturedBrands = z.infer<typeof FeaturedBrands>;

export const BrandLookupQuery = z.object({
  isCategory: QueryBool.optional(),
  websiteTopic: z.string().optional(),
});
export const ChangeBrandOrderBody = z.strictObject({
  brandIds: z.array(Id).min(1, 'Send at least one id').max(10_000),
});
export { Id as BrandId };
