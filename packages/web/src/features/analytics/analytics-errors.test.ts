import { ANALYTICS_ERRORS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { analyticsErrorText } from './analytics-api';

describe('analytics error texts (spec section 8)', () => {
  it('prefers the server’s text, then HTTP and the status, then the area’s fallback', () => {
    const failed = ANALYTICS_ERRORS.fetchAnalytics;
    expect(analyticsErrorText({ status: 403, error: 'You are not an admin of this site' }, failed)).toBe(
      'You are not an admin of this site',
    );
    expect(analyticsErrorText({ status: 503 }, failed)).toBe('HTTP 503');
    expect(analyticsErrorText({ status: 'FETCH_ERROR' }, failed)).toBe('Failed to fetch analytics');
    expect(analyticsErrorText(new Error('boom'), ANALYTICS_ERRORS.fetchVisitors)).toBe(
      'Failed to fetch visitors',
    );
  });
});
