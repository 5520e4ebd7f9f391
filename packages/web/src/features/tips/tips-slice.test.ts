import { FIRST_PAGE, TIPS_PAGE_SIZE } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStore } from '../../app/store';
import { tipsApi } from './tips-api';
import { selectTipsList } from './tips-slice';

describe('selectTipsList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the same view for the same state, without an unstable-input warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = buildStore();
    await store.dispatch(
      tipsApi.util.upsertQueryData(
        'getTips',
        { page: FIRST_PAGE, pageSize: TIPS_PAGE_SIZE },
        { items: [], page: FIRST_PAGE, pageSize: TIPS_PAGE_SIZE, pageCount: 3, total: 0 },
      ),
    );
    const state = store.getState();
    const first = selectTipsList(state);
    expect(first.pageCount).toBe(3);
    expect(selectTipsList(state)).toBe(first);
    expect(warn).not.toHaveBeenCalled();
  });
});
