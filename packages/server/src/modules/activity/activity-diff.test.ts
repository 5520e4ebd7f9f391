import { describe, expect, it } from 'vitest';
import { DIFF_TEXT_MAX, diffOf } from './activity-diff';

describe('diffOf', () => {
  it('keeps only the fields that changed, not timestamps or positions', () => {
    const before = { id: 1, name: 'A', price: 100, tags: ['x'], updatedAt: '2026-01-01', ordering: 3 };
    const after = { id: 1, name: 'B', price: 100, tags: ['x', 'y'], updatedAt: '2026-02-01', ordering: 4 };
    expect(diffOf(before, after)).toEqual({ name: ['A', 'B'], tags: [['x'], ['x', 'y']] });
  });

  it('lists what a create set and a delete removed, leaving out empty fields', () => {
    expect(diffOf(null, { name: 'New', note: '', images: [], seo: null })).toEqual({ name: [null, 'New'] });
    expect(diffOf({ name: 'Gone', note: '' }, null)).toEqual({ name: ['Gone', null] });
  });

  it('clips long texts', () => {
    const long = 'y'.repeat(DIFF_TEXT_MAX + 50);
    const [, after] = diffOf({ body: 'short' }, { body: long }).body!;
    expect(after).toBe(`${'y'.repeat(DIFF_TEXT_MAX - 1)}…`);
  });
});
