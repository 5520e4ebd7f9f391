import {
  DEFAULT_TOPIC,
  MEDIA_DEFAULT_MAX_BYTES,
  MEDIA_UPLOADS_PER_MINUTE,
  normaliseHost,
  TopicSlug,
} from '@app/contract';
import { z } from 'zod';
import { DEFAULT_POSTGRES_SETTINGS, type PostgresSettings } from './db/client';
import { type AnalyticsSettings, analyticsSettingsFromEnv } from './modules/analytics/analytics.config';
import { type CrawlSettings, crawlSettingsFromEnv } from './modules/crawl/crawl.config';
import type { DomainCheckSettings } from './modules/site-config/domain-claims';
import { SecretsKeyText } from './modules/site-config/secret-box';
import {
  type TextGeneratorSettings,
  textGeneratorSettingsFromEnv,
} from './modules/text-generator/text-generator.config';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SECRETS_KEY: SecretsKeyText.optional(),
  SECRETS_KEY_PREVIOUS: SecretsKeyText.optional(),
  DEFAULT_TOPIC: TopicSlug.default(DEFAULT_TOPIC),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  WEB_DIST: z.string().optional(),
  WEB_SSR_ENTRY: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  PUBLIC_HOSTS: z.string().default('localhost,127.0.0.1'),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_PER_ACCOUNT_NEW_ADDRESSES: z.coerce.number().int().min(1).default(50),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  MEDIA_MAX_BYTES: z.coerce.number().int().min(1024).default(MEDIA_DEFAULT_MAX_BYTES),
  MEDIA_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  JOB_WORKERS: z.enum(['true', 'false']).default('true'),
  MEDIA_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(MEDIA_UPLOADS_PER_MINUTE),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POSTGRES_SETTINGS.poolSize),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_POSTGRES_SETTINGS.connectTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(DEFAULT_POSTGRES_SETTINGS.statementTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(DEFAULT_POSTGRES_SETTINGS.idleInTransactionTimeoutMs),
  DB_PROBE_INTERVAL_MS: z.coerce.number().int().min(50).default(DEFAULT_POSTGRES_SETTINGS.probeIntervalMs),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined in embedded mode until start-up reads or creates it in DATA_DIR. */
  jwtSecret: string | undefined;
  /** Seals secrets at rest (base64, 32 bytes); unset: a key kept in DATA_DIR, or one derived from JWT_SECRET. */
  secretsKey?: string | undefined;
  /** The key being retired: values sealed under it still open until `secrets:rotate` re-seals them. */
  secretsKeyPrevious?: string | undefined;
  defaultTopic: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string | undefined;
  /** The storefront's server-rendering bundle (`entry-server.js`); pages fall back to the shell without it. */
  webSsrEntry?: string | undefined;
  corsOrigins: string[];
  /** Hosts that serve every topic under a path prefix; no topic may claim one as its domain. */
  publicHosts: string[];
  trustProxy: boolean;
  rateLimitMax: number;
  loginMaxPerIp: number;
  /** Sign-in attempts per 15 minutes at one account from one address. */
  loginMaxPerAccount: number;
  /** Sign-in attempts per 15 minutes at one account from all addresses never signed in from, together. */
  loginMaxPerAccountNewAddresses: number;
  bodyLimit: number;
  /** Largest picture file accepted by the media library; default MEDIA_DEFAULT_MAX_BYTES. */
  mediaMaxBytes?: number;
  /** Pictures whose variants one process makes at once, each in a worker thread; default 1. */
  mediaWorkers?: number;
  /** Upload requests one account may make a minute; default MEDIA_UPLOADS_PER_MINUTE. */
  mediaUploadsPerMinute?: number;
  /** False: this process queues background jobs but runs none (others on the database do). */
  jobWorkers?: boolean;
  /** Pool, time limits and probing of a PostgreSQL server (unused with the embedded database). */
  postgres: PostgresSettings;
  /** In-flight requests get this long to finish at SIGTERM before the process gives up. */
  shutdownTimeoutMs: number;
  /** How long a user's role may be trusted unread (ms); tests shorten it. Default USER_CACHE_MS. */
  userCacheMs?: number;
  /** Activity-log entries older than this many days are deleted by a daily scheduled job (default 365). */
  activityRetentionDays?: number;
  /** How often each process with workers polls the schedule (ms; default a minute, 0: never); tests shorten it. */
  schedulerPollMs?: number;
  /** Where a domain's proof is looked up (DNS servers, HTTP port, time limit); tests point it at their own. */
  domainCheck?: DomainCheckSettings;
  /** Marketplace crawler; tests leave it out and get the defaults (no simulator). */
  crawl?: Partial<CrawlSettings>;
  /** Visit ingestion (batching, beacon rate limit); tests and benchmarks tune it. */
  analytics?: Partial<AnalyticsSettings>;
  /** Search-engine text and chat: an OpenAI-compatible model (LLM_*), else the built-in generator. */
  textGenerator?: Partial<TextGeneratorSettings>;
};

/** Parses the environment once at start-up; fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const crawl = crawlSettingsFromEnv(env);
  if (Array.isArray(crawl)) {
    const lines = crawl.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const analytics = analyticsSettingsFromEnv(env);
  if (Array.isArray(analytics)) {
    const lines = analytics.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const textGenerator = textGeneratorSettingsFromEnv(env);
  if (Array.isArray(textGenerator)) {
    const lines = textGenerator.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    // Several processes share one PostgreSQL; a secret generated by one would not verify in another.
    throw new Error('Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    secretsKey: e.SECRETS_KEY,
    secretsKeyPrevious: e.SECRETS_KEY_PREVIOUS,
    defaultTopic: e.DEFAULT_TOPIC,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST,
    webSsrEntry: e.WEB_SSR_ENTRY,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    publicHosts: e.PUBLIC_HOSTS.split(',')
      .map((s) => normaliseHost(s))
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginMaxPerIp: e.LOGIN_MAX_PER_IP,
    loginMaxPerAccount: e.LOGIN_MAX_PER_ACCOUNT,
    loginMaxPerAccountNewAddresses: e.LOGIN_MAX_PER_ACCOUNT_NEW_ADDRESSES,
    bodyLimit: e.BODY_LIMIT_BYTES,
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    mediaWorkers: e.MEDIA_WORKERS,
    jobWorkers: e.JOB_WORKERS === 'true',
    mediaUploadsPerMinute: e.MEDIA_UPLOADS_PER_MINUTE,
    postgres: {
      poolSize: e.DB_POOL_SIZE,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      probeIntervalMs: e.DB_PROBE_INTERVAL_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
    crawl,
    analytics,
    textGenerator,
  };
}
