import type { User } from '@app/contract';

/** Admin access requires role admin and the user's topic being the current one (spec section 5). */
export const isAdminOf = (user: User | null | undefined, topic: string): boolean =>
  user != null && user.role === 'admin' && user.websiteTopic === topic;

/** Editors and admins of the topic may change its catalogue, tips and podcasts. */
export const isEditorOf = (user: User | null | undefined, topic: string): boolean =>
  user != null && (user.role === 'admin' || user.role === 'editor') && user.websiteTopic === topic;

/** A signed-in user may use the login-only routes of their own topic. */
export const isUserOf = (user: User | null | undefined, topic: string): boolean =>
  user != null && user.websiteTopic === topic;
