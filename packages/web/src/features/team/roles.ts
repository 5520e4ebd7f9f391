import type { Role } from '@app/contract';

const LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', user: 'User' };

export const roleLabel = (role: Role) => LABELS[role];

/** "is now an editor", "is now a plain user". */
export const roleWithArticle = (role: Role) =>
  ({ admin: 'an admin', editor: 'an editor', user: 'a plain user' })[role];
