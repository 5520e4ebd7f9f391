import { defineConfig } from 'vitest/config';

const serverTests = ['packages/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'];
// Faults of a PostgreSQL server (dropped, refused and stalled connections) exist only on PostgreSQL.
const postgresOnly = ['packages/server/src/**/*.pg.test.ts'];

// API tests always run on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: [
      ...databases.map((db) => ({
        test: {
          name: `api-${db}`,
          include: serverTests,
          exclude: db === 'postgres' ? [] : postgresOnly,
          env: { TEST_DB: db },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/marketplace-sim/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
