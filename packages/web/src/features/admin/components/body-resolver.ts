import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What zodResolver needs of a zod 4 schema; the output is the wire body. */
export interface Zod4Schema<Out> {
  _zod: { output: Out; input: unknown };
}

/**
 * A react-hook-form resolver that checks the form with the contract's own schema. Forms hold
 * text (a price as "12.99", a blank optional field as ""); `toBody` turns that text into the
 * wire body first, so the schema that the server applies is the one the form applies, and
 * its messages land on the fields of the same name. `check` adds what text alone can tell
 * (e.g. "12,99 is not a price") before the schema runs.
 */
export function bodyResolver<V extends FieldValues, Out>(
  schema: Zod4Schema<Out>,
  toBody: (values: V) => unknown,
  check?: (values: V) => Partial<Record<string, string>>,
): Resolver<V, unknown, Out> {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Out>;
  return async (values, context, options) => {
    const own = Object.entries(check?.(values) ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
    const result = await inner(toBody(values) as FieldValues, context, options as never);
    if (own.length === 0) return result as never;
    const errors = { ...(result.errors as Record<string, unknown>) };
    for (const [name, message] of own) errors[name] = { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The first message at or below `name` (an array field's errors sit at `imageUrls.1`). */
export function errorText(errors: FieldErrors, name: string): string | undefined {
  const visit = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'type' || key === 'types') continue;
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit((errors as Record<string, unknown>)[name]);
}

/** Blank text means "none": `null` on the wire for a nullable field. */
export const nullIfBlank = (text: string): string | null => (text.trim() === '' ? null : text.trim());
/** Blank text means "leave it to the server" (e.g. a slug made from the name). */
export const undefinedIfBlank = (text: string): string | undefined =>
  text.trim() === '' ? undefined : text.trim();
/** One entry per line; blank lines are dropped. */
export const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The fields of `body` that differ from `base`: an update sends only what the admin changed,
 * so a stored value the form cannot express (e.g. a site-relative picture address from the
 * demo catalogue) is neither checked nor rewritten unless it was edited.
 */
export function changedFields<T extends Record<string, unknown>>(body: T, base: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(body) as (keyof T)[]) {
    if (JSON.stringify(body[key]) !== JSON.stringify(base[key])) out[key] = body[key];
  }
  return out;
}
