import type { User } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { type AccessInput, decideAccess, sendsHomeWhenSignedOut } from './access';

const admin: User = { id: 1, email: 'admin@batteries.test', role: 'admin', websiteTopic: 'batteries' };
const shopper: User = { id: 2, email: 'shopper@batteries.test', role: 'user', websiteTopic: 'batteries' };

const buildInput = (overrides: Partial<AccessInput> = {}): AccessInput => ({
  access: 'admin',
  pathname: '/admin',
  isAuthenticated: false,
  user: null,
  topic: 'batteries',
  ...overrides,
});

describe('sendsHomeWhenSignedOut', () => {
  it.each([
    '/admin',
    '/duracell/edit',
    '/category/aa/edit',
    '/duracell/aa/edit/',
    '/brands/new',
    '/brand-items/new',
  ])('%s goes home', (path) => expect(sendsHomeWhenSignedOut(path)).toBe(true));

  it.each(['/category-items/new', '/brand-items/bulk-create', '/category-items/bulk-create'])(
    '%s goes to login',
    (path) => expect(sendsHomeWhenSignedOut(path)).toBe(false),
  );
});

describe('decideAccess', () => {
  it('sends signed-out visitors of admin pages home with a sign-in notice', () => {
    expect(decideAccess(buildInput())).toEqual({ kind: 'home', notice: 'sign-in' });
  });

  it('sends signed-out visitors of other guarded pages to login', () => {
    expect(decideAccess(buildInput({ pathname: '/brand-items/bulk-create' }))).toEqual({ kind: 'login' });
  });

  it('lets an admin of the topic in', () => {
    expect(decideAccess(buildInput({ isAuthenticated: true, user: admin }))).toEqual({ kind: 'allow' });
  });

  it('sends a non-admin home from admin pages', () => {
    expect(decideAccess(buildInput({ isAuthenticated: true, user: shopper }))).toEqual({
      kind: 'home',
      notice: 'not-admin',
    });
  });

  it('sends an admin of another topic home from admin pages', () => {
    expect(decideAccess(buildInput({ isAuthenticated: true, user: admin, topic: 'test' }))).toEqual({
      kind: 'home',
      notice: 'not-admin',
    });
  });

  it('lets any signed-in user of the topic edit items', () => {
    const input = buildInput({
      access: 'login',
      pathname: '/duracell/aa/edit',
      isAuthenticated: true,
      user: shopper,
    });
    expect(decideAccess(input)).toEqual({ kind: 'allow' });
  });

  it('sends signed-out visitors of item edit pages home', () => {
    expect(decideAccess(buildInput({ access: 'login', pathname: '/duracell/aa/edit' }))).toEqual({
      kind: 'home',
      notice: 'sign-in',
    });
  });
});
