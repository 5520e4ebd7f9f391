import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS, staleAtStartUp } from './stale-runs';

describe('the start-up cut-off for stale runs', () => {
  const now = Date.UTC(2026, 0, 1, 12);

  it('on the embedded database lies ahead of now: every active run there is left over', () => {
    expect(staleAtStartUp('pglite', now).getTime()).toBeGreaterThan(now);
  });

  it('on PostgreSQL leaves the runs whose heartbeat is younger than the stale age', () => {
    expect(staleAtStartUp('postgres', now).getTime()).toBe(now - STALE_AFTER_MS);
  });
});
