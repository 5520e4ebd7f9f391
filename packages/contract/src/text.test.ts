import { describe, expect, it } from 'vitest';
import { clip, textOf } from './text';

describe('clip', () => {
  it('cuts at a word within the limit, the ellipsis in place of the space', () => {
    expect(clip('short text')).toBe('short text');
    expect(clip('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(clip('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(clip('one,  two\n three four', 15)).toBe('one, two three…');
    expect(clip('one,  two\n three four', 14)).toBe('one, two…');
  });

  it('cuts inside a word only when no space falls in the second half', () => {
    expect(clip('a'.repeat(200), 20)).toBe(`${'a'.repeat(19)}…`);
    expect(clip(`A ${'b'.repeat(40)}`, 20)).toBe(`A ${'b'.repeat(17)}…`);
  });
});

describe('textOf', () => {
  it('reads the visible text of rich text', () => {
    expect(textOf('<h2>Title</h2><p>One &amp; <em>two</em></p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title One & two a b',
    );
    expect(textOf('<p>Keep cells <strong>cool</strong>&nbsp;&amp; dry.</p>')).toBe('Keep cells cool & dry.');
    expect(textOf('line<br>break<br/>here')).toBe('line break here');
  });

  it('drops comments, scripts and tags whose attributes hold a ">"', () => {
    expect(textOf('<!-- note --><script>alert(1)</script><a title="x>y" href="/">link</a>')).toBe('link');
  });

  it('reads named and numeric entities and leaves unknown ones as written', () => {
    expect(textOf('&lt;b&gt; &quot;q&quot; &#39;s&#x27; &eacute; &#8364;')).toBe('<b> "q" \'s\' &eacute; €');
  });
});
