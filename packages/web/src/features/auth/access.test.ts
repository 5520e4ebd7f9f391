import type { User } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { type AccessInput, decideAccess, sendsHomeWhenSignedOut } from './access';

const admin: User = { id: 1, email: 'admin@batteries.test', role: 'admin', websiteTopic: 'batteries' };
const shopper: User = { id: 2, email: 'shopper@batteries.test', role: 'user', websiteTopic: 'batteries' };
const editor: User = { id: 3, email: 'editor@batteries.test', role: 'editor', websiteTopic: 'batteries' };

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
      access: 'user',
      pathname: '/duracell/aa/edit',
      isAuthenticated: true,
      user: shopper,
    });
    expect(decideAccess(input)).toEqual({ kind: 'allow' });
  });

  it('sends signed-out visitors of item edit pages home', () => {
    expect(decideAccess(buildInput({ access: 'user', pathname: '/duracell/aa/edit' }))).toEqual({
      kind: 'home',
      notice: 'sign-in',
    });
  });

  describe('editors', () => {
    const asEditor = (overrides: Partial<AccessInput>) =>
      decideAccess(buildInput({ isAuthenticated: true, user: editor, ...overrides }));

    it('open the catalogue screens, as admins do; plain users and other topics go home', () => {
      expect(asEditor({ access: 'editor', pathname: '/brands/new' })).toEqual({ kind: 'allow' });
      expect(decideAccess(buildInput({ access: 'editor', isAuthenticated: true, user: admin }))).toEqual({
        kind: 'allow',
      });
      expect(decideAccess(buildInput({ access: 'editor', isAuthenticated: true, user: shopper }))).toEqual({
        kind: 'home',
        notice: 'not-admin',
      });
      expect(asEditor({ access: 'editor', topic: 'test' })).toEqual({ kind: 'home', notice: 'not-admin' });
    });

    it('are turned away from admin-only screens such as banking', () => {
      expect(asEditor({ access: 'admin', pathname: '/admin/banking' })).toEqual({
        kind: 'home',
        notice: 'not-admin',
      });
    });
  });

  it('asks for a new password first when an admin reset it, on every guarded page', () => {
    const reset = { ...editor, mustChangePassword: true };
    for (const access of ['admin', 'editor', 'user'] as const) {
      expect(decideAccess(buildInput({ access, isAuthenticated: true, user: reset }))).toEqual({
        kind: 'new-password',
      });
    }
  });
});
