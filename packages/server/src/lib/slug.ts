import { RESERVED_ROUTE_WORDS, slugify } from '@app/contract';

const reserved = new Set<string>(RESERVED_ROUTE_WORDS);

/**
 * A slug from a name that is free: `name`, else `name-2`, `name-3`… `taken` says which
 * candidates are used (one query for all of them); reserved route words are skipped when asked.
 */
export async function freeSlug(
  name: string,
  taken: (candidates: string[]) => Promise<Set<string>>,
  opts: { avoidReserved?: boolean } = {},
): Promise<string> {
  const base = slugify(name);
  for (let start = 1; ; start += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) =>
      start + i === 1 ? base : `${base}-${start + i}`,
    );
    const used = await taken(candidates);
    const free = candidates.find((c) => !used.has(c) && !(opts.avoidReserved && reserved.has(c)));
    if (free) return free;
  }
}
