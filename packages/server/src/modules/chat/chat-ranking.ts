import { currencyExponent, isPriceCurrent } from '@app/contract';
import type { CatalogueItem } from '../search';
import type { ChatAsked, ChatRanking } from '../text-generator';

/*
 * Pure helpers of the assistant's retrieval: the items a previous answer linked, ranking by the
 * property asked for, a price ceiling, and the size of an item's pack.
 */

/** The item pages a previous answer linked, as brand and item slugs, in the order listed. */
export function linkedItems(
  answer: string,
  basePath: string,
): Array<{ brandSlug: string; itemSlug: string }> {
  const out: Array<{ brandSlug: string; itemSlug: string }> = [];
  for (const m of answer.matchAll(/\]\(([^)\s]+)\)/g)) {
    let path = m[1]!;
    if (basePath && path.startsWith(`${basePath}/`)) path = path.slice(basePath.length);
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'category') parts.shift();
    if (parts.length === 2 && !['brands', 'tips', 'podcasts', 'search'].includes(parts[0]!))
      out.push({ brandSlug: parts[0]!, itemSlug: parts[1]! });
  }
  return out;
}

type Rankable = Pick<CatalogueItem, 'priceMinor' | 'currency' | 'rating' | 'reviewCount' | 'priceCheckedAt'>;

/** Whether the price may be shown now (known, and not too old). */
const priceShown = (i: Rankable, priceMaxAgeHours: number, now: number) =>
  i.priceMinor !== null &&
  isPriceCurrent({ ...i, previousPriceMinor: null, priceChangedAt: null }, priceMaxAgeHours, now);

/** Ranked by the asked property; items without it (or whose price is too old to show) left out. */
export function rankedBy<T extends Rankable>(
  items: readonly T[],
  by: ChatRanking,
  priceMaxAgeHours: number,
  now = Date.now(),
): T[] {
  if (by === 'bestRated')
    return items
      .filter((i) => i.rating !== null)
      .sort((a, b) => b.rating! - a.rating! || b.reviewCount - a.reviewCount);
  const sign = by === 'cheapest' ? 1 : -1;
  return items
    .filter((i) => priceShown(i, priceMaxAgeHours, now))
    .sort((a, b) => sign * (a.priceMinor! - b.priceMinor!) || (b.rating ?? 0) - (a.rating ?? 0));
}

/**
 * The items whose shown price is below `under` (major units of their currency), or at most `under`
 * when the ceiling includes its amount ("up to $11"); compared exactly, in minor units.
 */
export function underCeiling<T extends Rankable>(
  items: readonly T[],
  { under, underIncluded }: Pick<ChatAsked, 'under' | 'underIncluded'>,
  priceMaxAgeHours: number,
  now = Date.now(),
): T[] {
  if (under === undefined) return [...items];
  return items.filter((i) => {
    if (!priceShown(i, priceMaxAgeHours, now)) return false;
    const ceiling = Math.round(under * 10 ** currencyExponent(i.currency));
    return underIncluded ? i.priceMinor! <= ceiling : i.priceMinor! < ceiling;
  });
}

/** How many an item's pack holds ("AA Batteries, 24 Pack"): 1 when its name does not say. */
export function packOf(name: string): number {
  const m = /(\d+)\s*-?\s*(?:pack|count|ct|pcs|pieces|stück|pk)\b/i.exec(name);
  return m ? Number(m[1]) : 1;
}
