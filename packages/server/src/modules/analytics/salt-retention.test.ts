import { utcDay } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSalts, scheduledJobs } from '../../db/schema';
import { queueOf } from '../../lib/scheduler';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { saltRetentionJob } from './analytics.routes';

describe('analytics salt retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ schedulerPollMs: 50 });
  });
  afterAll(() => t.close());

  const saltDays = async () =>
    (await t.database.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((r) => r.day).sort();

  it("deletes past days' salts on schedule, with no visit needed, and keeps today's", async () => {
    const today = utcDay();
    // Days that had visits, and a quiet today that has had its first one already.
    await t.database.db.insert(analyticsSalts).values([
      { day: '2024-03-01', salt: 'old' },
      { day: utcDay(new Date(Date.now() - 86_400_000)), salt: 'yesterday' },
      { day: today, salt: 'today' },
    ]);
    expect(await saltDays()).toHaveLength(3);

    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(scheduledJobs)
              .where(eq(scheduledJobs.job, saltRetentionJob.name))
          ).length,
      )
      .toBeGreaterThan(0);
    await t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.job, saltRetentionJob.name));

    await expect.poll(saltDays, { timeout: 5000 }).toEqual([today]);
    const [kept] = await t.database.db.select().from(analyticsSalts);
    expect(kept?.salt).toBe('today');
    // It ran as a job of its queue, one per topic's occurrence.
    const finished = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${queueOf(saltRetentionJob)} and state = 'completed'`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]!.n;
    await expect.poll(finished, { timeout: 5000 }).toBeGreaterThan(0);
  });
});
