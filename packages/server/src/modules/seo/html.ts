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

export { clip, textOf } from '@app/contract';

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
