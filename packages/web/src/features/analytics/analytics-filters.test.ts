import { ANALYTICS_ERRORS, ANALYTICS_MAX_RANGE_DAYS, AnalyticsRangeQuery, addDays } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { rangeProblem } from './analytics-filters';

describe('the analytics range the screen will ask for', () => {
  it('names a missing day, a reversed range and a range too long, in the words the server uses', () => {
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBe(ANALYTICS_ERRORS.rangeIncomplete);
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe(ANALYTICS_ERRORS.rangeOrder);
    const from = '2026-01-01';
    expect(rangeProblem({ from, to: addDays(from, ANALYTICS_MAX_RANGE_DAYS) })).toBe(
      ANALYTICS_ERRORS.rangeTooLong,
    );
  });

  it('asks for exactly the ranges the server accepts', () => {
    const from = '2026-01-01';
    for (const to of [
      from,
      addDays(from, ANALYTICS_MAX_RANGE_DAYS - 1),
      addDays(from, ANALYTICS_MAX_RANGE_DAYS),
    ]) {
      const server = AnalyticsRangeQuery.safeParse({ from, to });
      expect(rangeProblem({ from, to }) === null, to).toBe(server.success);
    }
  });
});
