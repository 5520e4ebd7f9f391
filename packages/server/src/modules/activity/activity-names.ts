/** How many records one bulk entry names; the rest are counted, so a large import stays readable. */
export const BULK_NAMES_SHOWN = 50;

/**
 * The records a bulk entry touched, as "Name (#id)" (or the name alone, for what has no record of
 * its own), at most `max` of them and a count of the rest.
 */
export function namesOf(
  records: ReadonlyArray<{ id?: number; name: string }>,
  max = BULK_NAMES_SHOWN,
): string[] {
  const named = records.slice(0, max).map((r) => (r.id === undefined ? r.name : `${r.name} (#${r.id})`));
  if (records.length > max) named.push(`and ${records.length - max} more`);
  return named;
}
