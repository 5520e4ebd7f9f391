import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { JobSpec } from '../../lib/scheduler';
import { activityRepository } from './activity.repository';
import {
  type ActivityService,
  activityService,
  type RestorerRegistry,
  restorerRegistry,
} from './activity.service';

declare module 'fastify' {
  interface FastifyInstance {
    activity: {
      /** The topic's history of changes, one record's, restore and retention. */
      service: ActivityService;
      /** Where the modules whose records can be restored register how (brands, brand items, tips). */
      restorers: RestorerRegistry;
    };
  }
}

/** Entries older than the retention go once a day, per topic, run by one process of all. */
export const activityRetentionJob: JobSpec = { name: 'activity-retention', everyHours: sql`24` };

export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

/**
 * The activity log's service, built once, and its retention. Registered before the modules whose
 * records it restores: they register their restorers with it, and it imports none of them.
 */
export const activityPlugin = fp(
  async (app) => {
    const restorers = restorerRegistry();
    const service = activityService(activityRepository(app.db), restorers.byType);
    app.decorate('activity', { service, restorers: { register: restorers.register } });
    // A kind the contract calls restorable whose module registered no restorer would answer every
    // restore with 400: the app refuses to start instead.
    app.addHook('onReady', async () => {
      const missing = restorers.missing();
      if (missing.length > 0) throw new Error(`no restorer registered for: ${missing.join(', ')}`);
    });

    const retentionDays = app.config.activityRetentionDays ?? DEFAULT_ACTIVITY_RETENTION_DAYS;
    app.schedule([
      {
        ...activityRetentionJob,
        run: async (topic) => {
          const deleted = await service.purge(topic, retentionDays);
          if (deleted > 0) app.log.info({ topic, deleted }, 'old activity entries deleted');
          return { status: 'succeeded' };
        },
      },
    ]);
  },
  { name: 'activity', dependencies: ['db', 'scheduler'] },
);
