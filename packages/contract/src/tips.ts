import { z } from 'zod';
import { Id, ImageUrl, PageQuery, SeoFields, SeoOut, Slug } from './common';
import { TIPS_PAGE_SIZE } from './constants';
import { Paged } from './envelope';

export const Tip = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  summaryHtml: z.string(),
  rank: z.number().int(),
  ...SeoOut,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tip = z.infer<typeof Tip>;

/** The full tip, with its body; HTML is sanitised on write. */
export const TipDetail = Tip.extend({ bodyHtml: z.string() });
export type TipDetail = z.infer<typeof TipDetail>;

export const CreateTipBody = z.strictObject({
  title: z.string().trim().min(1, 'Enter a title').max(200),
  slug: Slug.optional(),
  imageUrl: ImageUrl.nullable().optional(),
  summaryHtml: z.string().max(5_000).default(''),
  bodyHtml: z.string().max(200_000).default(''),
  ...SeoFields,
});
export type CreateTipBody = z.infer<typeof CreateTipBody>;
export type CreateTipInput = z.input<typeof CreateTipBody>;

export const UpdateTipBody = z.strictObject({
  title: z.string().trim().min(1, 'Enter a title').max(200).optional(),
  slug: Slug.optional(),
  imageUrl: ImageUrl.nullable().optional(),
  summaryHtml: z.string().max(5_000).optional(),
  bodyHtml: z.string().max(200_000).optional(),
  ...SeoFields,
});
export type UpdateTipBody = z.infer<typeof UpdateTipBody>;

export const TipListQuery = PageQuery(TIPS_PAGE_SIZE).extend({ websiteTopic: z.string().optional() });
export const TipList = Paged(Tip);
export type TipList = z.infer<typeof TipList>;

export const ChangeTipOrderBody = z.strictObject({
  tipIds: z.array(Id).min(1, 'Send at least one id').max(10_000),
});
