import type { Role, User } from '@app/contract';
import { isAdminOf, isEditorOf } from './is-admin-of';

/**
 * Who may open a guarded route (the least role of the contract's SCREEN_POLICY): admins of the
 * topic; its editors (and admins); or any signed-in user of it.
 */
export type Access = Role;

export type AccessDecision =
  | { kind: 'allow' }
  /** Back to the topic home; `notice` says which message to show there. */
  | { kind: 'home'; notice: 'sign-in' | 'not-admin' }
  /** To the login screen, remembering where the user came from. */
  | { kind: 'login' }
  /** An admin reset the password: the login screen asks for a new one before anything else. */
  | { kind: 'new-password' };

export interface AccessInput {
  access: Access;
  /** Path inside the topic (the router's pathname, without the basename). */
  pathname: string;
  isAuthenticated: boolean;
  user: User | null;
  topic: string;
}

/**
 * Spec section 2: unauthenticated users on admin pages, edit pages and the two "new" pages go
 * home; on the other guarded pages they are sent to login.
 */
export function sendsHomeWhenSignedOut(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return (
    path.includes('/admin') ||
    path.endsWith('/edit') ||
    path.includes('brands/new') ||
    path.includes('brand-items/new')
  );
}

export function decideAccess({
  access,
  pathname,
  isAuthenticated,
  user,
  topic,
}: AccessInput): AccessDecision {
  if (!isAuthenticated) {
    return sendsHomeWhenSignedOut(pathname) ? { kind: 'home', notice: 'sign-in' } : { kind: 'login' };
  }
  if (user?.mustChangePassword && user.websiteTopic === topic) return { kind: 'new-password' };
  if (access === 'admin' && !isAdminOf(user, topic)) return { kind: 'home', notice: 'not-admin' };
  if (access === 'editor' && !isEditorOf(user, topic)) return { kind: 'home', notice: 'not-admin' };
  if (access === 'user' && user !== null && user.websiteTopic !== topic)
    return { kind: 'home', notice: 'sign-in' };
  return { kind: 'allow' };
}
