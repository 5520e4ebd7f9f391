import { clip } from '@app/contract';

/** A record as the log keeps it: the API's shape, JSON all the way down. */
export type Snapshot = Record<string, unknown>;
/** Field → [before, after], for the fields that changed. */
export type Changes = Record<string, [unknown, unknown]>;

/**
 * Fields that change on every write, are derived, or are positions (a reorder is an entry of its
 * own): they would bury the real change.
 */
const IGNORED = new Set([
  'id',
  'websiteTopic',
  'createdAt',
  'updatedAt',
  'searchVector',
  'itemCount',
  'ordering',
  'rank',
]);

/** Long texts (a tip's body) are clipped in the diff; the snapshot keeps them whole. */
export const DIFF_TEXT_MAX = 300;

const clipped = (v: unknown): unknown =>
  typeof v === 'string' && v.length > DIFF_TEXT_MAX ? clip(v, DIFF_TEXT_MAX) : v;

/** Null, '' and [] all mean "nothing": a create does not list the fields it left empty. */
const orNull = (v: unknown) =>
  v === undefined || v === '' || (Array.isArray(v) && v.length === 0) ? null : v;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two versions of a record. A create is a diff from nothing
 * (every field it was made with), a delete a diff to nothing.
 */
export function diffOf(before: Snapshot | null, after: Snapshot | null): Changes {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Changes = {};
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (!same(orNull(b), orNull(a))) changes[key] = [clipped(b), clipped(a)];
  }
  return changes;
}

/** A JSON copy (dates as ISO text), so what is stored is exactly what is read back. */
export const toSnapshot = (record: object): Snapshot => JSON.parse(JSON.stringify(record)) as Snapshot;
