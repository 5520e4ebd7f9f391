import { describe, expect, it } from 'vitest';
import { apiErrorText } from './api-error';

const login = {
  failed: 'Login failed',
  network: 'Network error occurred',
  unexpected: 'An error occurred during login',
  httpText: false,
};

describe('apiErrorText', () => {
  it('prefers the server text', () => {
    expect(apiErrorText({ status: 401, error: 'Invalid email or password' }, login)).toBe(
      'Invalid email or password',
    );
  });

  it('falls back per kind of failure', () => {
    expect(apiErrorText({ status: 'FETCH_ERROR' }, login)).toBe('Network error occurred');
    expect(apiErrorText({ status: 'PARSE_ERROR' }, login)).toBe('An error occurred during login');
    expect(apiErrorText({ status: 500 }, login)).toBe('Login failed');
    expect(apiErrorText(new Error('boom'), login)).toBe('An error occurred during login');
  });

  it('shows the HTTP status when allowed', () => {
    expect(apiErrorText({ status: 503 }, { failed: 'Failed to load site config' })).toBe(
      'HTTP error! status: 503',
    );
    expect(apiErrorText({ status: 'CUSTOM_ERROR' }, { failed: 'Failed to load site config' })).toBe(
      'Failed to load site config',
    );
  });
});
