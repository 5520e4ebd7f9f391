import {
  type AdminOverview,
  RECENT_CHANGES_LIMIT,
  type RecentChange,
  type RecentChangeKind,
} from '@app/contract';
import type { AdminRepository, RecentRow } from './admin.repository';

type Fields = Record<string, unknown>;

/** A field of the record as it was after the change, or before it when it was deleted. */
function fieldOf(r: RecentRow, key: string): unknown {
  const snapshot = r.snapshot as Fields | null;
  if (snapshot) return snapshot[key];
  const change = (r.changes as Record<string, [unknown, unknown]>)[key];
  return change?.[0];
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

function kindOf(r: RecentRow): RecentChangeKind {
  const category = fieldOf(r, 'isCategory') === true;
  if (r.entityType === 'brand') return category ? 'category' : 'brand';
  if (r.entityType === 'brandItem') return category ? 'categoryItem' : 'brandItem';
  return r.entityType === 'tip' ? 'tip' : 'podcast';
}

export const toRecentChange = (r: RecentRow): RecentChange => ({
  kind: kindOf(r),
  id: r.entityId,
  action: r.action,
  userEmail: r.userEmail,
  title: r.entityLabel,
  slug: text(fieldOf(r, 'slug')) ?? text(fieldOf(r, 'itemSlug')),
  brandSlug: r.entityType === 'brandItem' ? text(fieldOf(r, 'brandSlug')) : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.createdAt.toISOString(),
});

export function adminService(repo: AdminRepository) {
  return {
    async overview(topic: string): Promise<AdminOverview> {
      const [counts, rows] = await Promise.all([
        repo.counts(topic),
        repo.recent(topic, RECENT_CHANGES_LIMIT),
      ]);
      return { websiteTopic: topic, counts, recent: rows.map(toRecentChange) };
    },
  };
}
