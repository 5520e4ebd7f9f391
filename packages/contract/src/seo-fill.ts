import { z } from 'zod';

/** Search-engine text limits: what result pages show before they cut. */
export const SEO_LIMITS = {
  title: 60,
  description: 155,
  keywords: 10,
  /** The intro paragraph written into an empty brand or category description. */
  intro: 600,
} as const;

export const SEO_FILL_MODES = ['empty', 'all'] as const;
export type SeoFillMode = (typeof SEO_FILL_MODES)[number];
export const SEO_FILL_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type SeoFillStatus = (typeof SEO_FILL_STATUSES)[number];

/** How often the admin screen asks for the progress of a running fill. */
export const SEO_FILL_POLL_MS = 1000;
/** Records the preview shows before and after. */
export const SEO_PREVIEW_SIZE = 4;
/** Per-record results a progress reply carries at most (the latest). */
export const SEO_RESULTS_SHOWN = 200;

export const SeoRecordKind = z.enum(['brand', 'category', 'brandItem', 'categoryItem']);
export type SeoRecordKind = z.infer<typeof SeoRecordKind>;

export const SeoText = z.object({
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
});
export type SeoText = z.infer<typeof SeoText>;

/** What one record got: the fields written, or why it failed. */
export const SeoRecordResult = z.object({
  kind: SeoRecordKind,
  id: z.number().int(),
  name: z.string(),
  /** Storefront path inside the topic, e.g. `/duracell/optimum-aa`. */
  path: z.string(),
  status: z.enum(['filled', 'unchanged', 'failed']),
  fields: z.array(z.string()),
  /** Which generator wrote it: `built-in`, or the model's name. */
  generator: z.string().nullable(),
  error: z.string().nullable(),
});
export type SeoRecordResult = z.infer<typeof SeoRecordResult>;

/** The fill's progress (spec: "one object, fields not shown"). */
export const SeoFillProgress = z.object({
  sessionId: z.string(),
  mode: z.enum(SEO_FILL_MODES),
  status: z.enum(SEO_FILL_STATUSES),
  totalBrands: z.number().int(),
  totalItems: z.number().int(),
  doneBrands: z.number().int(),
  doneItems: z.number().int(),
  /** Records whose text changed. */
  filled: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.string()),
  /** The latest per-record results; empty when another instance ran the fill. */
  results: z.array(SeoRecordResult),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SeoFillProgress = z.infer<typeof SeoFillProgress>;

/** The reply to populate-empty and populate-all: the fill started; poll its progress. */
export const SeoFillStarted = z.object({
  sessionId: z.string(),
  mode: z.enum(SEO_FILL_MODES),
  totalBrands: z.number().int(),
  totalItems: z.number().int(),
});
export type SeoFillStarted = z.infer<typeof SeoFillStarted>;

export const SeoFillStatusQuery = z.object({
  sessionId: z.string().max(100).optional(),
  websiteTopic: z.string().optional(),
});

export const SeoPreviewQuery = z.object({
  mode: z.enum(SEO_FILL_MODES).default('empty'),
  websiteTopic: z.string().optional(),
});

/** One record as it is and as the fill would write it. */
export const SeoPreviewEntry = z.object({
  kind: SeoRecordKind,
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  before: SeoText,
  after: SeoText,
  intro: z.string().nullable(),
});
export type SeoPreviewEntry = z.infer<typeof SeoPreviewEntry>;

export const SeoPreview = z.object({
  mode: z.enum(SEO_FILL_MODES),
  generator: z.string(),
  /** How many records the fill would touch. */
  brands: z.number().int(),
  items: z.number().int(),
  sample: z.array(SeoPreviewEntry),
});
export type SeoPreview = z.infer<typeof SeoPreview>;

export const SEO_FILL_ERRORS = {
  failed: 'Failed to fill search-engine text',
  previewFailed: 'Failed to load the preview',
  statusFailed: 'Failed to load the fill progress',
  alreadyRunning: 'A search-engine text fill is already running for this site; wait for it to end',
  interrupted: 'The fill was interrupted by a server restart',
  nothingToDo: 'Every record already has its search-engine text',
} as const;
