import type { ChatItemRef } from './text-generator';

/**
 * What a model's answer may cite: the pages and items its tool calls returned. Every line of
 * the answer is checked against it before the visitor sees the line.
 */
export class KnownFacts {
  readonly items = new Map<string, ChatItemRef>();
  readonly paths = new Set<string>();
  /** Prices of the items seen, in minor units. */
  readonly prices = new Set<number>();

  addItem(i: ChatItemRef) {
    this.items.set(i.path, i);
    this.paths.add(i.path);
    if (i.priceMinor !== null) this.prices.add(i.priceMinor);
  }

  addPath(path: string) {
    this.paths.add(path);
  }
}

/** Money as the answer may write it: `$16.99`, `16,99 €`, `US$ 9,99`, `R$ 1.299,00`. */
const MONEY =
  /(?:US\$|R\$|[$€£¥])\s?\d[\d.,\u00a0\u202f]*\d|\d[\d.,\u00a0\u202f]*\d?\s?(?:€|US\$|\$|EUR|USD)/g;

/**
 * The minor-unit amounts a written price may mean: the last separator before two digits is the
 * decimal one ("16,99 €" is 1699); a whole amount is also read as a currency without cents (¥).
 */
export function minorOf(written: string): number[] {
  const digits = written.replace(/[^\d.,]/g, '');
  const m = /^(.*?)(?:[.,](\d{2}))?$/.exec(digits)!;
  const whole = Number(m[1]!.replace(/[.,]/g, ''));
  if (!Number.isFinite(whole)) return [];
  return m[2] === undefined ? [whole * 100, whole] : [whole * 100 + Number(m[2])];
}

const LINK = /\[([^\]\n]*)\]\(([^)\s]*)\)/g;

/**
 * One line of a model's answer as the visitor may see it, or null when it must not be shown:
 * links to pages the tools did not return lose their link (the text stays); an item's link
 * shows the item's own name; a line stating a price no item it saw has is dropped whole.
 */
export function checkedLine(line: string, known: KnownFacts): string | null {
  for (const m of line.matchAll(MONEY)) {
    if (!minorOf(m[0]).some((minor) => known.prices.has(minor))) return null;
  }
  return line.replace(LINK, (whole, label: string, href: string) => {
    if (!known.paths.has(href)) return label;
    const item = known.items.get(href);
    if (!item) return whole;
    const a = label.trim().toLowerCase();
    const b = item.name.toLowerCase();
    return a && (b.includes(a) || a.includes(b)) ? whole : `[${item.name}](${href})`;
  });
}

/**
 * Lines of a streamed answer, checked as each one ends: `push` takes the model's text as it
 * arrives and returns what may be shown now; `end` the rest.
 */
export function lineChecker(known: KnownFacts) {
  let pending = '';
  const kept: string[] = [];
  const take = (lines: string[]) => {
    const shown = lines.map((l) => checkedLine(l, known)).filter((l): l is string => l !== null);
    kept.push(...shown);
    return shown;
  };
  return {
    push(text: string): string {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      const shown = take(lines);
      return shown.length ? `${shown.join('\n')}\n` : '';
    },
    end(): string {
      const shown = pending ? take([pending]) : [];
      pending = '';
      return shown.join('\n');
    },
    /** The whole answer as shown. */
    text: () => kept.join('\n').trim(),
  };
}
