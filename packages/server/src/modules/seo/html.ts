import sanitizeHtml from 'sanitize-html';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Escapes text for XML (sitemaps): the same five characters. */
export const escapeXml = escapeHtml;

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become \u escapes,
 * so `</script>` or `<!--` inside a value cannot end the block, and U+2028/9 stay legal.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The visible text of stored (already sanitised) rich text, whitespace collapsed. */
export function textOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|div|blockquote|tr)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** sanitize-html leaves text entity-encoded; we escape again on output, so decode the usual ones. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};
const decodeEntities = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ENTITIES[e]!);

export { clip } from '@app/contract';

/**
 * Puts `head` into the shell: the template's own `<title>` is replaced, the rest goes just before
 * `</head>`. The template is Vite's built index.html, read once at start.
 */
export function injectHead(template: string, head: string): string {
  const withoutTitle = template.replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i, '');
  const close = /([ \t]*)<\/head>/i.exec(withoutTitle);
  if (!close) return withoutTitle;
  const indent = `${close[1]}  `;
  const lines = head.split('\n').map((line) => `${indent}${line}\n`);
  return `${withoutTitle.slice(0, close.index)}${lines.join('')}${withoutTitle.slice(close.index)}`;
}
