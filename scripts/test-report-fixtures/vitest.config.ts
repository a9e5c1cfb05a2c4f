import { defineConfig } from 'vitest/config';

/** Only for record.mjs: the fixtures, never part of npm test. */
export default defineConfig({
  test: {
    include: ['scripts/test-report-fixtures/*.fixture.ts'],
    exclude: ['**/*.spec.fixture.ts'],
  },
});
