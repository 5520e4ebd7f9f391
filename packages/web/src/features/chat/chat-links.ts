import { CHAT_LINK_PATTERN } from '@app/contract';

export type ChatSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };

/**
 * Splits a reply into text and links. Only Markdown links to a path of this site (`/...`, never
 * `//host` or a scheme) become links; everything else, HTML included, stays text. `basePath`
 * (`/<topic>` in path mode) is removed so the router, whose basename adds it back, can navigate.
 */
export function chatSegments(content: string, basePath: string): ChatSegment[] {
  const out: ChatSegment[] = [];
  let at = 0;
  for (const m of content.matchAll(new RegExp(CHAT_LINK_PATTERN.source, 'g'))) {
    const [whole, text = '', href = ''] = m;
    const start = m.index ?? 0;
    if (start > at) out.push({ kind: 'text', text: content.slice(at, start) });
    const inside = !basePath || href === basePath || href.startsWith(`${basePath}/`);
    if (inside) out.push({ kind: 'link', text, to: href.slice(basePath.length) || '/' });
    else out.push({ kind: 'text', text: whole });
    at = start + whole.length;
  }
  if (at < content.length) out.push({ kind: 'text', text: content.slice(at) });
  return out;
}
