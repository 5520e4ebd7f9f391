import { clean } from './marketplace-text';

/** What the readers below need of a parsed node (cheerio's `toArray()` gives these). */
export type DomNode = { type: string; name?: string; data?: string; children?: DomNode[] };

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);
const isElement = (n: DomNode) => n.type === 'tag' || n.type === 'script' || n.type === 'style';

/**
 * The text of elements as a reader sees it: blocks (paragraphs, cells, list items) apart, scripts
 * and styles left out. cheerio's `.text()` runs `<p>One.</p><p>Two.</p>` into `One.Two.`.
 */
export function blockText(nodes: readonly DomNode[]): string {
  const out: string[] = [];
  const walk = (node: DomNode) => {
    if (node.type === 'text') out.push(node.data ?? '');
    else if (isElement(node)) {
      const tag = (node.name ?? '').toLowerCase();
      if (HIDDEN.has(tag)) return;
      const block = BLOCKS.has(tag);
      if (block) out.push(' ');
      for (const child of node.children ?? []) walk(child);
      if (block) out.push(' ');
    }
  };
  for (const node of nodes) walk(node);
  return clean(out.join(''));
}

/**
 * The visible text of a title split over several elements (the 2026-09 cards put the brand in a
 * span of its own: `<span>Voltix</span><span>Pro AA …</span>`): the pieces joined with a space
 * where the markup has none between them, but not before punctuation.
 */
export function piecewiseText(nodes: readonly DomNode[]): string {
  let text = '';
  const walk = (node: DomNode) => {
    if (node.type === 'text') {
      const piece = (node.data ?? '').replace(/\s+/g, ' ');
      if (!piece.trim()) text += ' ';
      else if (text === '' || /\s$/.test(text) || /^[\s,.;:!?)\]]/.test(piece)) text += piece;
      else text += ` ${piece}`;
    } else if (isElement(node) && !HIDDEN.has((node.name ?? '').toLowerCase())) {
      for (const child of node.children ?? []) walk(child);
    }
  };
  for (const node of nodes) walk(node);
  return clean(text);
}
