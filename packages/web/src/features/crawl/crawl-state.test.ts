import type { CrawlProgress } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  crawlActions as a,
  crawlReducer,
  initialCrawlState,
  newCrawlSessionId,
  termsOf,
} from './crawl-state';

const progress = (sessionId: string, over: Partial<CrawlProgress> = {}): CrawlProgress => ({
  sessionId,
  totalBrands: 2,
  totalItems: 10,
  crawledBrands: 1,
  crawledItems: 5,
  status: 'running',
  mode: 'all',
  currentTerm: null,
  errors: [],
  ...over,
});

describe('crawl state', () => {
  it('takes progress only when enabled and of the expected session', () => {
    let s = crawlReducer(initialCrawlState, a.startRequested({ kind: 'all', sessionId: 's1' }));
    expect(s.busy).toBe(true);
    s = crawlReducer(s, a.progressReceived(progress('s1')));
    expect(s.progress).toBeNull();
    s = crawlReducer(s, a.updatesEnabled());
    s = crawlReducer(s, a.progressReceived(progress('other')));
    expect(s.progress).toBeNull();
    s = crawlReducer(s, a.progressReceived(progress('s1')));
    expect(s.progress?.crawledItems).toBe(5);
    s = crawlReducer(s, a.progressReceived(progress('s1', { status: 'succeeded' })));
    expect(s.busy).toBe(false);
  });

  it('keeps single-term and term-list busy flags apart; cancel resets them', () => {
    let s = crawlReducer(
      initialCrawlState,
      a.startRequested({ kind: 'term', sessionId: 's1', terms: ['aa'] }),
    );
    expect([s.busy, s.termBusy, s.listBusy]).toEqual([false, true, false]);
    s = crawlReducer(s, a.startRequested({ kind: 'list', sessionId: 's2', terms: ['a', 'b'] }));
    expect([s.termBusy, s.listBusy, s.multi.total]).toEqual([true, true, 2]);
    s = crawlReducer(s, a.reset());
    expect([s.busy, s.termBusy, s.listBusy, s.progress]).toEqual([false, false, false, null]);
  });

  it('records each term of a list and ends finished', () => {
    let s = crawlReducer(
      initialCrawlState,
      a.startRequested({ kind: 'list', sessionId: 's', terms: ['a', 'b'] }),
    );
    s = crawlReducer(s, a.listTermStarted('a'));
    s = crawlReducer(s, a.listTermDone({ term: 'a', error: 'Failed to crawl term' }));
    s = crawlReducer(s, a.listTermDone({ term: 'b', error: 'x' }));
    s = crawlReducer(s, a.listFinished());
    expect(s.multi).toMatchObject({ completed: 2, finished: true, currentTerm: null });
    expect(s.multi.errors.map((e) => e.term)).toEqual(['a', 'b']);
  });

  it('skips blank terms and makes timestamped session ids', () => {
    expect(termsOf(' aa \n\n ,  lipstick,\n  ')).toEqual(['aa', 'lipstick']);
    expect(newCrawlSessionId()).toMatch(/^\d{13}-[a-z0-9]+$/);
  });
});
