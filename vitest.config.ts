import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['packages/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'];
// Faults of a PostgreSQL server (dropped, refused and stalled connections) exist only on PostgreSQL.
const postgresOnly = ['packages/server/src/**/*.pg.test.ts'];

// Component tests of the web app render into jsdom; the rest of the web's tests need no DOM.
const webDomTests = 'packages/web/src/**/*.dom.test.tsx';

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
          exclude: [...configDefaults.exclude, webDomTests],
        },
      },
      {
        test: {
          name: 'web-dom',
          include: [webDomTests],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test/dom-setup.ts'],
          // Typing into MUI fields re-renders on every key: slow on a busy machine, not stuck.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
