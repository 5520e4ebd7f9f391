import { z } from 'zod';

/** Every JSON reply is `{ success, data, error }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, error: z.null() });

export const ErrorReply = z.object({
  success: z.literal(false),
  data: z.null(),
  error: z.string(),
  /** Stable machine-readable code, e.g. `VALIDATION`, `UNAUTHORIZED`. */
  code: z.string().optional(),
  /** Field-level problems for validation errors. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof ErrorReply>;

export type Envelope<T> = { success: true; data: T; error: null } | ErrorReply;

export const Pagination = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  });
