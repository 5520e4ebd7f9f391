import fp from 'fastify-plugin';
import {
  type ScheduledJob,
  type ScheduledJobsRepository,
  type Scheduler,
  scheduledJobsRepository,
  scheduleWith,
} from '../lib/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The schedule's rows (`scheduled_jobs`), for modules that show a job's schedule or start a run by hand. */
    scheduledJobs: ScheduledJobsRepository;
    /**
     * Runs `jobs` per topic on their schedule, once across all processes, through the job queue;
     * polling starts when the app is ready and stops before it closes.
     */
    schedule(jobs: ScheduledJob[], options?: { concurrency?: number }): Scheduler;
  }
}

/** Scheduled work for every module: one schedule repository, and the start and stop written once. */
export const schedulerPlugin = fp<{ pollMs?: number }>(
  async (app, opts) => {
    const repo = scheduledJobsRepository(app.db);
    app.decorate('scheduledJobs', repo);
    app.decorate('schedule', function schedule(this: typeof app, jobs: ScheduledJob[], options = {}) {
      // `this` is the module's own instance: its hooks and logger, as if it had started the scheduler itself.
      return scheduleWith(this, {
        repo,
        jobs,
        queue: app.jobs,
        log: this.log,
        pollMs: opts.pollMs,
        concurrency: options.concurrency,
      });
    });
  },
  { name: 'scheduler', dependencies: ['db', 'jobs'] },
);
