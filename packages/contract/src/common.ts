import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE, RESERVED_ROUTE_WORDS } from './constants';
import { ERRORS } from './errors';

/** A UTF-16 surrogate without its pair (in `u` mode a pair is one code point and does not match). */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Text no database column can hold: a NUL byte, or a lone surrogate (not encodable as UTF-8).
 * The server refuses these in every parameter and body string before any route sees them.
 */
export const isUnstorableText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** C0 and C1 control characters and DEL (Unicode's `Cc`). */
const CONTROL_CHARS = /\p{Cc}/u;

/** One line of plain text (a path, an address): no control characters, no lone surrogates. */
export const PlainLine = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !CONTROL_CHARS.test(s) && !LONE_SURROGATE.test(s), ERRORS.controlCharacters);

/** `true`/`false` (or 1/0) in a query string. */
export const QueryBool = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');

/** The largest value of a PostgreSQL `integer`: every id, count and threshold the wire takes stays below it. */
export const PG_INT_MAX = 2_147_483_647;
const MAX_ID = PG_INT_MAX;

/**
 * Marks the issue of a well-formed whole number that no row can have as its id (0, negative,
 * or past the column's range). The server answers it in a path or query as 404: the thing named
 * cannot exist, which is not the same as a request it cannot read.
 */
export const ID_OUT_OF_RANGE = 'idOutOfRange';

/** Whether a validation issue's params carry the out-of-range mark (as zod and Fastify pass them on). */
export const isIdOutOfRangeIssue = (params: unknown): boolean =>
  typeof params === 'object' &&
  params !== null &&
  (params as { params?: Record<string, unknown> }).params?.[ID_OUT_OF_RANGE] === true;

/** The one range check of every id the wire takes (path, query, body, and the media key's prefix). */
const idInRange = (n: number, ctx: z.RefinementCtx) => {
  if (n < 1 || n > MAX_ID)
    ctx.addIssue({
      code: 'custom',
      message: `The id must be between 1 and ${MAX_ID}`,
      params: { [ID_OUT_OF_RANGE]: true },
    });
};

/** A number sent where an id goes; a whole one past any column (past 2^53 too) is out of range, not malformed. */
export const Id = z.coerce
  .number()
  .superRefine((n, ctx) => {
    if (Number.isInteger(n)) idInRange(n, ctx);
    else ctx.addIssue({ code: 'custom', message: 'The id must be a positive whole number' });
  })
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID });

/** A path segment of digits (a leading minus allowed so that `-1` is "no such id", not "unreadable"). */
const WHOLE_NUMBER = /^-?\d+$/;

/** An id in a path: `abc` gets a plain message rather than "expected number, received NaN". */
export const IdParam = z
  .string()
  .regex(WHOLE_NUMBER, 'The id must be a positive whole number')
  .transform(Number)
  .superRefine(idInRange)
  .meta({ pattern: '^\\d+$' });

/** Route params `{ id }`. */
export const IdParams = z.object({ id: IdParam });

/**
 * A path segment that is an id or something else the route looks up (a slug, the spec's lookup
 * error for junk): only a whole number out of range is settled here, as "no such id".
 */
export const IdLookupParam = z.string().superRefine((s, ctx) => {
  if (WHOLE_NUMBER.test(s)) idInRange(Number(s), ctx);
});

/** `<id>-<hash>`, the key of a stored file: its id goes through the same range check as every other. */
export const IdAndHash = (hashPattern: string) =>
  z
    .string()
    .regex(new RegExp(`^-?\\d+-${hashPattern}$`))
    .transform((s) => {
      const cut = s.lastIndexOf('-');
      return { id: Number(s.slice(0, cut)), hash: s.slice(cut + 1) };
    })
    .superRefine(({ id }, ctx) => idInRange(id, ctx))
    .meta({ type: 'string', pattern: `^\\d+-${hashPattern}$` });

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(120)
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single dashes, e.g. energizer-max');

/** A brand slug also may not take a word the storefront uses as a route under the topic. */
export const BrandSlug = Slug.refine((s) => !(RESERVED_ROUTE_WORDS as readonly string[]).includes(s), {
  message: 'This slug is reserved for a page of the site; choose another',
});

export const HttpUrl = z
  .string()
  .trim()
  .max(2048)
  .url('Enter a full address starting with https://')
  .refine((u) => /^https?:\/\//i.test(u), 'Enter a full address starting with https://');

/**
 * A picture: a full http(s) address, or a path on this site such as `/demo-images/x.svg`
 * (never `//host`, which would leave the site).
 */
export const ImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (u) => /^https?:\/\/[^\s]+$/i.test(u) || /^\/(?!\/)[^\s]*$/.test(u),
    'Enter a full address starting with https://, or a path on this site starting with /',
  );

export const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter ISO 4217 code such as USD');

/**
 * A count the caller chooses (a page size, a limit): at least 1, and above `max` taken as `max`
 * rather than refused. The bound is in the schema's metadata, so the OpenAPI document states the
 * one the server applies.
 */
export const CappedCount = (max: number, defaultValue: number, name: string, min = 1) =>
  z.coerce
    .number()
    .int()
    .min(min, `${name} must be at least ${min}`)
    .default(defaultValue)
    .transform((n) => Math.min(n, max))
    .meta({ maximum: max, description: `At most ${max}; a larger value is taken as ${max}` });

/** Page numbers start at 1; a page size of 0 is an error, a huge one is capped. */
export const PageQuery = (defaultPageSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1, 'Pages start at 1').max(MAX_PAGE).default(1),
    pageSize: CappedCount(MAX_PAGE_SIZE, defaultPageSize, 'pageSize'),
  });

export const SeoFields = {
  seoTitle: z.string().trim().max(120).nullable().optional(),
  seoDescription: z.string().trim().max(320).nullable().optional(),
  seoKeywords: z.string().trim().max(500).nullable().optional(),
  /** A locked text is kept by "fill all". */
  seoLocked: z.boolean().optional(),
};

export const SeoOut = {
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  seoLocked: z.boolean(),
};

/** Turns a name into a slug: `Energizer MAX AA (4-pack)` → `energizer-max-aa-4-pack`. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-+$/g, '') || 'item'
  );
}
