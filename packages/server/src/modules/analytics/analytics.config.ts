import { z } from 'zod';

export const AnalyticsEnv = z.object({
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  ANALYTICS_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
  ANALYTICS_BEACONS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
});

export type AnalyticsSettings = {
  /** Buffered beacons are written at least this often. */
  flushIntervalMs: number;
  /** ...and as soon as this many are waiting; one transaction per batch. */
  batchSize: number;
  /** Beyond this many waiting (the database is down), new beacons are dropped, not queued. */
  maxBuffered: number;
  /** Per client address; a person browsing makes a few a minute. */
  beaconsPerMinute: number;
};

export const defaultAnalyticsSettings = (): AnalyticsSettings => ({
  flushIntervalMs: 1000,
  batchSize: 500,
  maxBuffered: 100_000,
  beaconsPerMinute: 120,
});

export function analyticsSettingsFromEnv(env: NodeJS.ProcessEnv): AnalyticsSettings | z.core.$ZodIssue[] {
  const parsed = AnalyticsEnv.safeParse(env);
  if (!parsed.success) return parsed.error.issues;
  const e = parsed.data;
  return {
    ...defaultAnalyticsSettings(),
    flushIntervalMs: e.ANALYTICS_FLUSH_MS,
    batchSize: e.ANALYTICS_BATCH_SIZE,
    beaconsPerMinute: e.ANALYTICS_BEACONS_PER_MINUTE,
  };
}
