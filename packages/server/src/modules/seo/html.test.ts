import { describe, expect, it } from 'vitest';
import { clip, escapeHtml, injectHead, jsonForScript, textOf } from './html';
import { matchPageRoute } from './page-route';

describe('head helpers', () => {
  it('cuts text at a word boundary within the limit', () => {
    expect(clip('short text')).toBe('short text');
    const long = 'word '.repeat(60);
    const cut = clip(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
    expect(clip('a'.repeat(200), 20)).toBe(`${'a'.repeat(19)}…`);
  });

  it('escapes HTML and keeps JSON-LD from closing its script', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ name: '</script><!-- \u2028' });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- \u2028' });
  });

  it('reads the text of rich text', () => {
    expect(textOf('<h2>Title</h2><p>One &amp; <em>two</em></p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title One & two a b',
    );
  });

  it('replaces the template title and puts the head before </head>', () => {
    const html = injectHead(
      '<html><head><meta charset="utf-8"><title>App</title></head><body></body></html>',
      '<title>X</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<title>X<\/title>\s*<\/head>/);
  });

  it('matches the route table the way the web app does', () => {
    expect(matchPageRoute([])).toEqual({ kind: 'home' });
    expect(matchPageRoute(['brands'])).toEqual({ kind: 'list', page: 'brands' });
    expect(matchPageRoute(['brands', 'new'])).toMatchObject({ kind: 'private' });
    expect(matchPageRoute(['duracell'])).toEqual({ kind: 'brand', slug: 'duracell', category: false });
    expect(matchPageRoute(['category', 'aa'])).toEqual({ kind: 'brand', slug: 'aa', category: true });
    expect(matchPageRoute(['duracell', 'aa-8'])).toMatchObject({ kind: 'item', category: false });
    expect(matchPageRoute(['category', 'aa', 'eneloop'])).toMatchObject({ kind: 'item', category: true });
    expect(matchPageRoute(['tips', 'store'])).toEqual({ kind: 'tip', slug: 'store' });
    expect(matchPageRoute(['duracell', 'edit'])).toMatchObject({ kind: 'private' });
    expect(matchPageRoute(['category', 'aa', 'eneloop', 'edit'])).toMatchObject({ kind: 'private' });
    expect(matchPageRoute(['a', 'b', 'c'])).toEqual({ kind: 'unknown' });
  });
});
