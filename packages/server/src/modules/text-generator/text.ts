/** Small text helpers shared by the generators: fitting sentences, money. */
import { clip, formatMinorAmount, textOf } from '@app/contract';

/** Joins sentences while they fit in `max`; the first is clipped if it alone is too long. */
export function fitSentences(sentences: readonly string[], max: number): string {
  const [first = '', ...rest] = sentences.filter((s) => s.trim() !== '');
  let out = clip(first, max);
  for (const s of rest) {
    const next = `${out} ${s}`;
    if (next.length <= max) out = next;
  }
  return out;
}

export const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(Math.trunc(n)) % list.length]!;

/** A price in integer minor units as a shopper of `locale` reads it (`$19.99`, `19,99 $`). */
export const formatMoney = (priceMinor: number, currency: string, locale = 'en-US'): string =>
  formatMinorAmount(priceMinor, currency, { locale });

export const formatRating = (rating: number) => `${(Math.round(rating * 10) / 10).toFixed(1)}/5`;
export const formatCount = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Text a model or an admin wrote, reduced to one plain line: no tags, no Markdown emphasis. */
export const plainLine = (s: string) =>
  textOf(s)
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Text for inside a Markdown link's brackets: brackets would end it early. */
export const linkText = (s: string) => s.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();
