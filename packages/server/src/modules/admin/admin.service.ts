import { type AdminOverview, RECENT_CHANGES_LIMIT } from '@app/contract';
import type { AdminRepository } from './admin.repository';

export function adminService(repo: AdminRepository) {
  return {
    async overview(topic: string): Promise<AdminOverview> {
      const [counts, rows] = await Promise.all([
        repo.counts(topic),
        repo.recent(topic, RECENT_CHANGES_LIMIT),
      ]);
      const recent = rows
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)
        .slice(0, RECENT_CHANGES_LIMIT)
        .map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
      return { websiteTopic: topic, counts, recent };
    },
  };
}
