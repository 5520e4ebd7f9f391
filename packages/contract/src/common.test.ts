import { describe, expect, it } from 'vitest';
import { ImageUrl, slugify } from './common';

describe('ImageUrl', () => {
  it.each(['https://img.example/a.jpg', 'http://img.example/a.jpg', '/demo-images/duracell.svg'])(
    'accepts %s',
    (u) => {
      expect(ImageUrl.safeParse(u).success).toBe(true);
    },
  );
  it.each(['//evil.example/a.jpg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'images/a.jpg', ''])(
    'refuses %s',
    (u) => {
      expect(ImageUrl.safeParse(u).success).toBe(false);
    },
  );
});

describe('slugify', () => {
  it('makes readable ASCII slugs', () => {
    expect(slugify('Énergizer MAX AA (4-pack)')).toBe('energizer-max-aa-4-pack');
    expect(slugify('Salt & Pepper')).toBe('salt-and-pepper');
    expect(slugify('***')).toBe('item');
  });
});
