import { z } from 'zod';
import { Id, PageQuery } from './common';
import { Paged } from './envelope';
import { TopicSlug } from './topic-schema';

/** Paths of the activity log: the topic's history, one record's, and "restore this version". */
export const ACTIVITY_ROUTES = {
  list: '/api/activity',
  ofRecord: '/api/activity/:entityType/:entityId',
  restore: '/api/activity/:id/restore',
} as const;

export const ACTIVITY_PAGE_SIZE = 25;

/** The kinds of record the log names; the history screen filters by them. */
export const ACTIVITY_ENTITY_TYPES = [
  'brand',
  'brandItem',
  'tip',
  'podcast',
  'bankingRecord',
  'siteConfig',
  'user',
  'media',
  'searchSynonym',
  'crawlRun',
] as const;
export const ActivityEntityType = z.enum(ACTIVITY_ENTITY_TYPES);
export type ActivityEntityType = z.infer<typeof ActivityEntityType>;

/** The kinds "restore this version" can write back. */
export const RESTORABLE_ENTITY_TYPES = [
  'brand',
  'brandItem',
  'tip',
] as const satisfies readonly ActivityEntityType[];
export const isRestorable = (t: string) => (RESTORABLE_ENTITY_TYPES as readonly string[]).includes(t);

export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntityType, string> = {
  brand: 'Brand or category',
  brandItem: 'Item',
  tip: 'Tip',
  podcast: 'Podcast',
  bankingRecord: 'Banking record',
  siteConfig: 'Site settings',
  user: 'Team member',
  media: 'Picture',
  searchSynonym: 'Search synonym',
  crawlRun: 'Crawl or price refresh',
};

export const ACTIVITY_ERRORS = {
  notFound: 'History entry not found',
  historyLoad: 'The history could not be read',
  restoreFailed: 'The version could not be restored',
  notRestorable: 'This kind of record cannot be restored',
  nothingToRestore: 'This entry has no saved version to restore',
  recordGone:
    'The record no longer exists, so this version cannot be written back. Restore its deletion first.',
  /** A deletion restored while the record is there (restored already, or never really gone). */
  alreadyExists: 'The record exists again already, so its deletion cannot be undone a second time',
  brandGone:
    'Cannot restore this item: its brand or category no longer exists. Restore the brand first, then the item.',
  slugClash: (slug: string) =>
    `Cannot restore: the address '${slug}' is now used by another record. Change that record's slug first.`,
} as const;

/** One change: who, when, which record, and field → [before, after] of what changed. */
export const ActivityEntry = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  entityLabel: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /**
   * The record after the change, or the deleted record for a delete (restoring a delete entry
   * re-creates that record). Null for entries that are not one record's (a reorder, an import).
   */
  snapshot: z.record(z.string(), z.unknown()).nullable(),
  /** True when "restore this version" can write this snapshot back. */
  restorable: z.boolean(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

export const ActivityListQuery = z
  .object({
    websiteTopic: TopicSlug.optional(),
    userId: Id.optional(),
    entityType: ActivityEntityType.optional(),
    /** First and last day (UTC), both included. */
    from: Day.optional(),
    to: Day.optional(),
  })
  .extend(PageQuery(ACTIVITY_PAGE_SIZE).shape)
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "'from' must not be after 'to'",
    path: ['to'],
  });
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;

/** A person who appears in the log, for the history screen's filter. */
export const ActivityPerson = z.object({ userId: z.number().int().nullable(), userEmail: z.string() });
export type ActivityPerson = z.infer<typeof ActivityPerson>;

export const ActivityList = Paged(ActivityEntry).extend({ people: z.array(ActivityPerson) });
export type ActivityList = z.infer<typeof ActivityList>;

export const ActivityRecordParams = z.object({ entityType: ActivityEntityType, entityId: Id });
export const ActivityRecordQuery = z
  .object({ websiteTopic: TopicSlug.optional() })
  .extend(PageQuery(ACTIVITY_PAGE_SIZE).shape);

export const RestoreResult = z.object({ entry: ActivityEntry });
export type RestoreResult = z.infer<typeof RestoreResult>;
