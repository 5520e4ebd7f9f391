import type { User } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { isAdminOf, isEditorOf, isUserOf } from './is-admin-of';

const buildUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  email: 'admin@batteries.test',
  role: 'admin',
  websiteTopic: 'batteries',
  ...overrides,
});

describe('isAdminOf', () => {
  it('accepts an admin of the current topic', () => {
    expect(isAdminOf(buildUser(), 'batteries')).toBe(true);
  });

  it('refuses an admin of another topic', () => {
    expect(isAdminOf(buildUser({ websiteTopic: 'test' }), 'batteries')).toBe(false);
  });

  it('refuses a non-admin of the current topic', () => {
    expect(isAdminOf(buildUser({ role: 'user' }), 'batteries')).toBe(false);
  });

  it('refuses nobody signed in', () => {
    expect(isAdminOf(null, 'batteries')).toBe(false);
    expect(isAdminOf(undefined, 'batteries')).toBe(false);
  });
});

describe('isUserOf', () => {
  it('accepts any role of the current topic only', () => {
    expect(isUserOf(buildUser({ role: 'user' }), 'batteries')).toBe(true);
    expect(isUserOf(buildUser({ role: 'user', websiteTopic: 'test' }), 'batteries')).toBe(false);
  });
});

describe('isEditorOf', () => {
  it('accepts editors and admins of the current topic only', () => {
    expect(isEditorOf(buildUser({ role: 'editor' }), 'batteries')).toBe(true);
    expect(isEditorOf(buildUser(), 'batteries')).toBe(true);
    expect(isEditorOf(buildUser({ role: 'user' }), 'batteries')).toBe(false);
    expect(isEditorOf(buildUser({ role: 'editor', websiteTopic: 'test' }), 'batteries')).toBe(false);
    expect(isEditorOf(null, 'batteries')).toBe(false);
  });

  it('does not make an editor an admin', () => {
    expect(isAdminOf(buildUser({ role: 'editor' }), 'batteries')).toBe(false);
  });
});
