import { z } from 'zod';

/** Paths of the admin's own reads (the catalogue writes live with their areas in ROUTES). */
export const ADMIN_ROUTES = {
  overview: '/api/admin/overview',
} as const;

export const RECENT_CHANGES_LIMIT = 10;

export const OverviewCounts = z.object({
  brands: z.number().int(),
  categories: z.number().int(),
  brandItems: z.number().int(),
  categoryItems: z.number().int(),
  tips: z.number().int(),
  podcasts: z.number().int(),
});
export type OverviewCounts = z.infer<typeof OverviewCounts>;

export const RecentChangeKind = z.enum(['brand', 'category', 'brandItem', 'categoryItem', 'tip', 'podcast']);
export type RecentChangeKind = z.infer<typeof RecentChangeKind>;

/**
 * One change of the catalogue, from the activity log; `brandSlug` and `slug` let the client link
 * to the record. A reorder or a bulk create is one change with no single record (`id` null).
 */
export const RecentChange = z.object({
  kind: RecentChangeKind,
  id: z.number().int().nullable(),
  /** create, update, delete, restore, reorder, import. */
  action: z.string(),
  /** Who made it (their email as it was then). */
  userEmail: z.string(),
  title: z.string(),
  /** The brand's or tip's slug, or the item's own slug. */
  slug: z.string().nullable(),
  /** For items: the owning brand's slug. */
  brandSlug: z.string().nullable(),
  /** When the change was made (both: kept for older clients). */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecentChange = z.infer<typeof RecentChange>;

/** The admin dashboard of one topic: how much there is, and what changed last. */
export const AdminOverview = z.object({
  websiteTopic: z.string(),
  counts: OverviewCounts,
  recent: z.array(RecentChange).max(RECENT_CHANGES_LIMIT),
});
export type AdminOverview = z.infer<typeof AdminOverview>;
