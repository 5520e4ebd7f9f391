/**
 * Replies are checked against the contract's schemas in development and tests, where a server
 * whose reply drifted from the contract must show as a clear error (an ApiError naming the endpoint
 * and the place, see api.ts) rather than as a screen that breaks somewhere later. An endpoint
 * writes `responseSchema: import.meta.env.DEV ? replyOf(X) : undefined` (`rawResponseSchema` when
 * its `transformResponse` picks a part). Replies no screen reads (a delete's `{id}`, the ids of a
 * new order) name none: the contract has no schema for them and a wrong one would show nowhere.
 *
 * A production build leaves them out: the server has already serialised every reply through the
 * same schemas, and the schemas (with zod) would otherwise join the storefront's first download.
 * The build replaces `import.meta.env.DEV` with `false` before it drops unused code, so neither X
 * nor this module reaches a chunk. Keep the test written out in each endpoint: a constant
 * imported from here is inlined only after that, and leaves every schema in the bundle.
 */

/**
 * The part of Standard Schema (standardschema.dev) used here, copied as its authors suggest: zod 4
 * schemas implement it, and RTK Query's `responseSchema` takes it.
 */
interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}
type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly StandardIssue[] };
interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

type Schema<T> = StandardSchemaV1<unknown, T>;
type Issues = readonly StandardIssue[];

const issuesOf = async <T>(schema: Schema<T>, value: unknown): Promise<Issues | undefined> =>
  (await schema['~standard'].validate(value)).issues;

/**
 * A check that hands the reply on exactly as the server sent it: zod's parsed copy would drop
 * members the schema does not name and apply defaults, so screens would see other data in
 * development than in production.
 */
const asSent = <T>(check: (value: unknown) => Promise<Issues | undefined>): StandardSchemaV1<T> => ({
  '~standard': {
    version: 1,
    vendor: 'app-reply',
    validate: async (value: unknown) => {
      const issues = await check(value);
      return issues ? { issues } : { value: value as T };
    },
  },
});

/** The reply must match `schema` (one of the contract's). */
export const replyOf = <T>(schema: Schema<T>): StandardSchemaV1<T> =>
  asSent<T>((value) => issuesOf(schema, value));

/** The reply is a list of `schema`, for replies the contract types as a bare array. */
export const listOf = <T>(schema: Schema<T>): StandardSchemaV1<T[]> =>
  asSent<T[]>(async (value) => {
    if (!Array.isArray(value)) return [{ message: 'Expected a list' }];
    for (const [index, row] of value.entries()) {
      const issues = await issuesOf(schema, row);
      if (issues) return issues.map((i) => ({ ...i, path: [index, ...(i.path ?? [])] }));
    }
    return undefined;
  });

/** The reply is `schema` or null ("nothing running"). */
export const orNull = <T>(schema: Schema<T>): StandardSchemaV1<T | null> =>
  asSent<T | null>(async (value) => (value === null ? undefined : issuesOf(schema, value)));

const pathText = (issue: StandardIssue) =>
  (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') || '(reply)';

/** The text of an ApiError for a reply that does not match its schema: which endpoint, where, what. */
export const replyMismatchText = (endpoint: string, issues: Issues): string => {
  const shown = issues.slice(0, 3).map((i) => `${pathText(i)}: ${i.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  return `The reply to ${endpoint} does not match the contract: ${shown.join('; ')}${more}`;
};
