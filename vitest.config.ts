import { defineConfig } from 'vitest/config';
import { scaled } from './packages/server/test/time-factor';

/**
 * Projects: unit (shared + server, no database), web (jsdom), and the API suite twice:
 * once on PGlite, once on PostgreSQL (scripts/test.mjs decides whether that one can run).
 */
const api = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${driver}`,
    include: ['packages/server/src/**/*.api.test.ts'],
    environment: 'node',
    globalSetup: ['packages/server/test/global-setup.ts'],
    env: { TEST_DB: driver },
    testTimeout: scaled(30_000),
    hookTimeout: scaled(60_000),
    pool: 'forks' as const,
    // The files of a worker share its modules (the app's ~2.5 s of imports are paid once per
    // worker, not per file); each file still opens its own database (test/database.ts).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'packages/server/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: scaled(5_000),
          hookTimeout: scaled(10_000),
          // The files of a worker share its modules (a file's imports were most of its time: unit
          // 26 s → 14 s of CPU). Mock with vi.spyOn, not vi.mock. Processes, not threads: fast-check's
          // tables of every code point are slow to build in a thread's smaller heap.
          isolate: false,
        },
      },
      'packages/web/vite.config.ts',
      api('pglite'),
      api('postgres'),
    ],
  },
});
